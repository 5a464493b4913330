import BuddyCore
import Finance
import Foundation
import GRDB
import Testing

/// Two `buddy` processes on one store: a write waits for the other's to finish (and says so
/// after a while), and an import holds the write lock only while it inserts.
@Suite struct SharedStoreTests {
    /// Another buddy's write transaction on `database`, held for `seconds` on a thread of its
    /// own; returns once it holds the lock, with what signals when it has let go.
    private func holdingTheWriteLock(of database: AppDatabase, for seconds: TimeInterval) -> DispatchSemaphore {
        let holding = DispatchSemaphore(value: 0)
        let released = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            try? database.writer.write { db in
                try db.execute(sql: "UPDATE namesVersion SET version = version")
                holding.signal()
                Thread.sleep(forTimeInterval: seconds)
            }
            released.signal()
        }
        holding.wait()
        return released
    }

    @Test func aWriteWaitsForAnotherWritersTransactionAndSaysSoOnce() throws {
        let folder = try TemporaryFolder("buddy-shared")
        let holder = try AppDatabase.open(path: folder.file("buddy.sqlite"))
        let notices = Locked(0)
        let waiter = try AppDatabase.open(path: folder.file("buddy.sqlite"), lockWait: LockWait(limit: 30, noticeAfter: 0.5) { notices.set(notices.get() + 1) })
        let ledger = try Ledger.open(waiter)
        let released = holdingTheWriteLock(of: holder, for: 2)
        let started = Date()
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-03-01")!, amount: Money(minorUnits: -450, currency: .usd),
                                                   description: "Cafe", category: "Dining"))
        let waited = Date().timeIntervalSince(started)
        released.wait()
        #expect(waited > 1.0, "the write did not wait: \(waited) s")
        #expect(notices.get() == 1)
        #expect(try ledger.transactions.count() == 1)
        // A write that finds no one writing says nothing.
        _ = try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-03-02")!, amount: Money(minorUnits: -100, currency: .usd),
                                                       description: "Tea", category: "Dining"))
        #expect(notices.get() == 1)
    }

    @Test func aWriteGivesUpAtItsLimit() throws {
        let folder = try TemporaryFolder("buddy-shared")
        let holder = try AppDatabase.open(path: folder.file("buddy.sqlite"))
        let waiter = try AppDatabase.open(path: folder.file("buddy.sqlite"), lockWait: LockWait(limit: 0.3))
        let released = holdingTheWriteLock(of: holder, for: 1.5)
        #expect(throws: DatabaseError.self) {
            try waiter.writer.write { db in try db.execute(sql: "UPDATE namesVersion SET version = version") }
        }
        released.wait()
    }

    @Test func anImportIsPlannedBeforeItTakesTheWriteLockAndStillSkipsARowAddedMeanwhile() throws {
        let folder = try TemporaryFolder("buddy-shared")
        let importing = try Ledger.open(AppDatabase.open(path: folder.file("buddy.sqlite")))
        let other = try AppDatabase.open(path: folder.file("buddy.sqlite"), lockWait: LockWait(limit: 0))
        let typed = try Ledger.open(other)
        let csv = "date,description,amount\n2026-03-01,Cafe,-4.50\n2026-03-02,Bakery,-3.20\n2026-03-03,Refund,12.00\n"
        let wroteMeanwhile = Locked<Bool?>(nil)
        let summary = try importing.imports.importStatement(StatementText(csv)) { done, total in
            guard done == 0 else { return }
            #expect(total == 3)
            // Planned, not yet writing: another buddy can write at once, without waiting.
            wroteMeanwhile.set((try? typed.transactions.add(NewTransaction(date: Day(iso: "2026-03-02")!,
                                                                           amount: Money(minorUnits: -320, currency: .usd),
                                                                           description: "Bakery"))) != nil)
        }
        #expect(wroteMeanwhile.get() == true)
        #expect(summary.added == 2)
        #expect(summary.duplicatesSkipped == 1)
        #expect(try importing.transactions.count() == 3)
        // Nothing was planned with a stale store: importing again adds nothing.
        #expect(try importing.imports.importCSV(csv).added == 0)
    }
}
