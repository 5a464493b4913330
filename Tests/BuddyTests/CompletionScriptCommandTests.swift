import Foundation
import Testing

/// The shell completion scripts `make install` puts where bash, zsh and fish look, generated
/// from the same definitions as the help.
@Suite struct CompletionScriptCommandTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func everyShellGetsEverySubcommandAndTheFormatsExportWrites(shell: String) throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let run = try command.run("--generate-completion-script", shell)
        #expect(run.status == 0, "\(run.stderr)")
        for word in ["chat", "ask", "morning", "import", "export", "backup", "restore", "check", "demo", "intents",
                     "store", "version", "dry-run", "date-format", "hledger", "plain"] {
            #expect(run.stdout.contains(word), "the \(shell) script has no \(word)")
        }
        let opening = ["bash": "#!/bin/bash", "zsh": "#compdef buddy", "fish": "function "][shell]!
        #expect(run.stdout.hasPrefix(opening), "\(run.stdout.prefix(80))")
    }

    @Test func bashReadsTheScript() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let script = try command.run("--generate-completion-script", "bash").stdout
        try script.write(toFile: command.path("buddy.bash"), atomically: true, encoding: .utf8)
        let check = try Self.bash("bash -n buddy.bash && echo read", in: command)
        #expect(check == ["read"])
    }

    @Test func bashCompletesSubcommandsOptionValuesAndStatementFiles() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let script = try command.run("--generate-completion-script", "bash").stdout
        try script.write(toFile: command.path("buddy.bash"), atomically: true, encoding: .utf8)
        for name in ["march.csv", "notes.md"] { FileManager.default.createFile(atPath: command.path(name), contents: Data()) }
        #expect(try Self.complete(["ex"], in: command) == ["export"])
        #expect(try Self.complete(["export", "--format", ""], in: command) == ["csv", "hledger", "json"])
        #expect(try Self.complete(["ask", "--theme", "p"], in: command) == ["plain"])
        #expect(try Self.complete(["import", "--dr"], in: command) == ["--dry-run"])
        // A statement is offered, the notes beside it are not; folders are, to go into.
        #expect(try Self.complete(["import", ""], in: command) == ["home", "march.csv"])
        #expect(try Self.complete(["--vers"], in: command) == ["--version"])
    }

    /// What bash offers after `buddy` and `words`, the last being the one being typed, sorted.
    static func complete(_ words: [String], in command: BuddyCommand) throws -> [String] {
        let all = ["buddy"] + words
        let quoted = all.map { "'\($0)'" }.joined(separator: " ")
        let line = all.joined(separator: " ")
        let previous = all[all.count - 2]
        let program = """
            source ./buddy.bash
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(all.count - 1); COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
            COMPREPLY=()
            _buddy buddy '\(all.last!)' '\(previous)'
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        return try bash(program, in: command).sorted()
    }

    /// The non-empty lines bash prints running `program` in the command's folder.
    static func bash(_ program: String, in command: BuddyCommand) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", program]
        process.currentDirectoryURL = command.folder
        process.environment = command.environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
