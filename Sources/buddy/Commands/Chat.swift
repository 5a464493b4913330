import ArgumentParser
import Assistant
import Foundation

/// The conversation: a REPL on a terminal, scripted Q&A otherwise.
struct Chat: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Talk to Buddy (the default): a REPL on a terminal, one answer per stdin line otherwise.")

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long, help: "Answer standard input line by line even when it is a terminal.")
    var scripted = false

    func run() throws {
        let workspace = try Workspace.open(options)
        let interactive = Terminal.isTerminal(STDIN_FILENO) && !scripted && !options.json
        let assistant = try workspace.assistant(scripted: !interactive)
        if interactive {
            REPL(assistant: assistant).run()
        } else {
            let printer = ReplyPrinter(json: options.json)
            let conversation = ScriptedConversation(assistant: assistant)
            reading: while let line = readLine(strippingNewline: true) {
                switch conversation.step(line) {
                case .skipped: continue reading
                case .leave: break reading
                case .reply(let reply): printer.print(reply)
                }
            }
        }
        // A reply that had to report a damaged store (or an amount out of range) ends the
        // conversation with a failing exit status, after every line is answered.
        if assistant.storeProblem != nil { throw ExitCode.failure }
    }
}
