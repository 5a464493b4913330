import Finance
import Foundation
import Testing

/// Statements, rules and backups are read only from ordinary files, and an error about a file
/// that is not a statement quotes nothing of what it holds.
@Suite struct InputFileTests {
    /// The message `body` fails with.
    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as FinanceError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func theProcessEnvironmentIsNeverReadNorQuoted() throws {
        for path in ["/proc/self/environ", "/proc/self/cmdline", "/proc/self/status", "/sys/kernel/mm/transparent_hugepage/enabled"]
            where FileManager.default.fileExists(atPath: path) {
            let said = try #require(message { _ = try StatementText(path: path) }, "\(path) was read")
            #expect(said.contains("system file"), "\(path): \(said)")
            #expect(!said.contains("="), "\(path): \(said)")
            #expect(!said.contains("PATH"), "\(path): \(said)")
        }
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let said = try #require(message { _ = try ledger.imports.importCSV(path: "/proc/self/environ") })
        #expect(!said.contains("PATH="))
        #expect(try ledger.transactions.count() == 0)
    }

    @Test func aLinkToAProcFileIsRefusedToo() throws {
        let folder = try TemporaryFolder("buddy-input")
        try FileManager.default.createSymbolicLink(atPath: folder.file("bank.csv"), withDestinationPath: "/proc/self/environ")
        let said = try #require(message { _ = try StatementText(path: folder.file("bank.csv")) })
        #expect(said.contains("system file"))
        #expect(!said.contains("PATH"))
    }

    @Test func aPipeIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try TemporaryFolder("buddy-input")
        let fifo = folder.file("bank.csv")
        #expect(mkfifo(fifo, 0o600) == 0)
        let done = DispatchSemaphore(value: 0)
        let said = Locked<String?>(nil)
        Thread.detachNewThread {
            said.set(message { _ = try StatementText(path: fifo) })
            done.signal()
        }
        if done.wait(timeout: .now() + 10) == .timedOut {
            // Let the blocked reader go: a writer that opens and closes gives it an end of file.
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            Issue.record("reading a pipe waited for a writer")
            _ = done.wait(timeout: .now() + 10)
            return
        }
        #expect(said.get()?.contains("is a pipe, not a file") == true, "\(said.get() ?? "read")")
    }

    @Test func aFolderAndAMissingFileAreNamed() throws {
        let folder = try TemporaryFolder("buddy-input")
        #expect(message { _ = try StatementText(path: folder.path) } == "\(folder.path) is a folder, not a file")
        #expect(message { _ = try StatementText(path: folder.file("none.csv")) } == "there is no file \(folder.file("none.csv"))")
        #expect(message { _ = try InputFile.read(folder.file("none.json"), what: "backup") } == "there is no backup \(folder.file("none.json"))")
    }

    @Test func aFileThatIsNotAStatementIsNotQuoted() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let secrets = ["export API_TOKEN=hunter2, more\nalias ll='ls -l'\n", "password,hunter2\nuser,alex\n",
                       "#!/bin/sh\necho hunter2\n", "\u{1B}]0;hunter2\u{07}\n"]
        for text in secrets {
            let said = try #require(message { _ = try ledger.imports.importCSV(text) })
            #expect(!said.contains("hunter2"), "\(said)")
            #expect(said.hasPrefix("this is not a bank statement"), "\(said)")
        }
    }

    @Test func aHeaderWithoutAnAmountQuotesOnlyTheColumnsBuddyKnowsShortAndPlain() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let said = try #require(message {
            _ = try ledger.imports.importCSV("Date,Payee,secret-\u{1B}[2J-hunter2\n2026-03-01,Cafe,x\n")
        })
        #expect(said.contains("no amount column"))
        #expect(said.contains("'Date', 'Payee'"))
        #expect(!said.contains("hunter2"))
        #expect(!said.contains("\u{1B}"))
        let bad = try #require(message {
            _ = try ledger.imports.importCSV("Date,Payee,Amount\n2026-03-01,Cafe,\u{1B}[2J\(String(repeating: "9", count: 200))x\n")
        })
        #expect(!bad.contains("\u{1B}"))
        #expect(bad.count < 150, "\(bad)")
    }
}

/// A value shared with another thread.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ new: Value) { lock.withLock { value = new } }
}
