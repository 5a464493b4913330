import Foundation
import Testing

/// Runs the built `buddy` executable as a person would, in a fresh temporary folder that holds
/// its home, its XDG folders and its working directory, so nothing outside that folder changes.
struct BuddyCommand {
    /// What a run gave.
    struct Outcome {
        /// The exit status, or the signal's number when `signalled`.
        let status: Int32
        /// Whether a signal ended the process (a crash, when it was not sent on purpose).
        let signalled: Bool
        let stdout: String
        let stderr: String
    }

    /// The folder the runs live in; removed by ``removeFolder()``.
    let folder: URL
    /// The environment of every run: nothing from the test's own, but a UTF-8 locale and a path.
    var environment: [String: String]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-cli-\(UUID().uuidString)")
        let home = folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "TERM": "dumb",
                       "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                       "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                       "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path]
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func removeFolder() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The built executable: beside the test bundle (`.build/<triple>/debug`), or in the
    /// package's `.build/debug`, as swift-argument-parser's `AssertExecuteCommand` finds its
    /// examples. The tests fail, rather than skip, when it is missing.
    static let executable: URL? = {
        var folders: [URL] = []
        if let test = Bundle.main.executableURL { folders.append(test.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        folders.append(package.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("buddy") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs buddy with `arguments` (which may hold any bytes but NUL, as an argv can) and
    /// `input` on standard input.
    func run(_ arguments: [[UInt8]], input: [UInt8] = [], environment extra: [String: String] = [:],
             sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
        let executable = try #require(Self.executable, "build buddy first: swift build --build-tests", sourceLocation: sourceLocation)
        // A shell passes the bytes on exactly: each argument is printf's octal escapes of its bytes.
        let words = arguments.map { bytes in "\"$(printf '" + bytes.map { "\\" + String($0, radix: 8) }.joined() + "')\"" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" " + words.joined(separator: " "), executable.path]
        process.environment = environment.merging(extra) { _, new in new }
        process.currentDirectoryURL = folder
        let id = UUID().uuidString
        let files = ["in", "out", "err"].map { folder.appendingPathComponent(".\(id).\($0)") }
        defer { for file in files { try? FileManager.default.removeItem(at: file) } }
        try Data(input).write(to: files[0])
        for file in files.dropFirst() { FileManager.default.createFile(atPath: file.path, contents: nil) }
        process.standardInput = try FileHandle(forReadingFrom: files[0])
        process.standardOutput = try FileHandle(forWritingTo: files[1])
        process.standardError = try FileHandle(forWritingTo: files[2])
        try process.run()
        // A run that hangs is a failure too: stop it after a minute.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        let text = { (file: URL) in String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self) }
        return Outcome(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                       stdout: text(files[1]), stderr: text(files[2]))
    }

    /// Runs buddy with text arguments.
    func run(_ arguments: String..., input: String = "", environment extra: [String: String] = [:],
             sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
        try run(arguments, input: input, environment: extra, sourceLocation: sourceLocation)
    }

    /// Runs buddy with text arguments.
    func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:],
             sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
        try run(arguments.map { Array($0.utf8) }, input: Array(input.utf8), environment: extra, sourceLocation: sourceLocation)
    }

    /// A run folder with a store (`buddy.sqlite`) holding two rows imported from `bank.csv`:
    /// a $4.50 expense on 1 March 2026 and a $12.00 refund on 2 March.
    static func withStatementStore(sourceLocation: SourceLocation = #_sourceLocation) throws -> (BuddyCommand, String) {
        let command = try BuddyCommand()
        try "date,description,amount\n2026-03-01,Corner Café,-4.50\n2026-03-02,Refund,12.00\n"
            .write(toFile: command.path("bank.csv"), atomically: true, encoding: .utf8)
        let store = command.path("buddy.sqlite")
        let run = try command.run("import", "bank.csv", "--store", store)
        #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
        return (command, store)
    }

    /// The paths of the files and folders in the run folder (but for the runs' own hidden files).
    func contents() -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }
}
