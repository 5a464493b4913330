import ArgumentParser
import Finance
import Foundation
import Presentation

/// Budget Buddy: talk to your money records in plain English.
@main
struct Buddy: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "buddy",
        abstract: "A terminal finance assistant: ask about your money in plain English.",
        discussion: """
            With no subcommand, Buddy opens a conversation when standard input is a terminal, \
            and otherwise answers each line of standard input in order (scripted mode).
            """,
        version: BuddyVersion.current,
        subcommands: [Chat.self, Ask.self, Morning.self, Import.self, Export.self, Backup.self, Restore.self, Check.self, Demo.self, Generate.self,
                      Intents.self],
        defaultSubcommand: Chat.self
    )

    /// Runs the command line, mapping failures to the exit codes of the CLI contract:
    /// 0 success, 1 a user error (message on stderr), 2 a usage error. A damaged store or one
    /// holding an amount out of range is a user error, with a sentence saying what to do.
    static func main() {
        do {
            let names = Set(configuration.subcommands.compactMap { $0.configuration.commandName })
            let arguments = CommandLineOrder.subcommandFirst(Array(CommandLine.arguments.dropFirst()), subcommands: names)
            // A question is read without the argument parser when it can be (see Ask.shortcut).
            var command: any ParsableCommand = try Ask.shortcut(arguments) ?? parseAsRoot(arguments)
            try command.run()
            ProcessEnd.requireOutputWritten()
        } catch let error as UserError {
            // Messages quote files, lines and names: screened like any output.
            FileHandle.standardError.write(Data(Display.plainText.screened("buddy: \(error.message)\n").utf8))
            Foundation.exit(1)
        } catch let error as ExitCode {
            Foundation.exit(error.rawValue)
        } catch let error where FinanceError(explaining: error) != nil {
            FileHandle.standardError.write(Data("buddy: \(FinanceError(explaining: error)!.message)\n".utf8))
            Foundation.exit(1)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data(Display.plainText.screened("\(message)\n").utf8))
            Foundation.exit(code == .validationFailure ? 2 : 1)
        }
    }
}
