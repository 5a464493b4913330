import Foundation
import Testing

/// `buddy` in a conversation on a pseudo-terminal, as a person at a keyboard has it: keys go in
/// as bytes, and Ctrl-C is the terminal's interrupt, sent to buddy as SIGINT. `script` (util-linux)
/// provides the terminal and makes it buddy's controlling terminal.
final class TerminalSession: @unchecked Sendable {
    private let process = Process()
    private let keyboard = Pipe()
    private let screen = Pipe()
    private let lock = NSLock()
    private var output = Data()
    /// How much of the output earlier waits have read past.
    private var seen = 0

    /// Starts `buddy ARGUMENTS` in `command`'s folder and environment, plus `environment`.
    init(_ command: BuddyCommand, arguments: [String], environment: [String: String] = [:],
         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let executable = try #require(BuddyCommand.executable, "build buddy first", sourceLocation: sourceLocation)
        let quoted = ([executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        // -e: script exits with buddy's status; exec: no shell stays between script and buddy.
        process.arguments = ["-q", "-e", "-c", "exec " + quoted.joined(separator: " "), "/dev/null"]
        var variables = command.environment.merging(environment) { _, new in new }
        variables["TERM"] = "xterm"
        variables["SHELL"] = "/bin/sh"
        process.environment = variables
        process.currentDirectoryURL = command.folder
        process.standardInput = keyboard
        process.standardOutput = screen
        process.standardError = screen
        screen.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.output.append(data) }
        }
        try process.run()
    }

    deinit {
        screen.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { process.terminate() }
    }

    /// Types `keys` (text, or control characters such as "\u{3}" for Ctrl-C and "\r" for Enter).
    func type(_ keys: String) {
        keyboard.fileHandleForWriting.write(Data(keys.utf8))
    }

    /// Waits until `text` appears on the screen after what earlier waits found; false when it
    /// has not within `seconds`. The screen is read as UTF-8, escape sequences and all.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let found: Bool = lock.withLock {
                let screen = String(decoding: output.dropFirst(seen), as: UTF8.self)
                guard let range = screen.range(of: text) else { return false }
                seen += screen[..<range.upperBound].utf8.count
                return true
            }
            if found { return true }
            if !process.isRunning { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// Everything shown so far.
    var screenText: String {
        lock.withLock { String(decoding: output, as: UTF8.self) }
    }

    /// Waits for buddy to end; its exit status, or nil when it is still running after `seconds`
    /// (it is then stopped) or a signal ended it.
    func exitStatus(within seconds: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }
}
