import ArgumentParser
import Assistant
import Foundation

/// The conversation: a REPL on a terminal, scripted Q&A otherwise.
struct Chat: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chat",
        abstract: "Talk to Buddy (the default): a REPL on a terminal, one answer per stdin line otherwise.",
        discussion: """
            In scripted mode every line is answered; the exit status is 1 when any answer said that \
            what was asked could not be done, 0 otherwise.
            """)

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long, help: "Answer standard input line by line even when it is a terminal.")
    var scripted = false

    @Flag(name: .long, help: "Replace a file an export or backup names when it exists (an ordinary file only), without asking. Without it, the conversation asks first and scripted mode leaves the file as it is.")
    var yes = false

    func run() throws {
        let interactive = Terminal.isTerminal(STDIN_FILENO) && !scripted && !options.json
        let workspace = try Workspace.open(options, sayingWhenWaiting: interactive)
        let assistant = try workspace.assistant(scripted: !interactive, files: yes ? .always : interactive ? .ask : .never)
        if interactive {
            REPL(assistant: assistant).run()
        } else {
            let printer = ReplyPrinter(json: options.json, display: assistant.display)
            let conversation = ScriptedConversation(assistant: assistant)
            var failed = false
            reading: while let line = readLine(strippingNewline: true) {
                switch conversation.step(line) {
                case .skipped: continue reading
                case .leave: break reading
                case .reply(let reply):
                    printer.print(reply)
                    failed = failed || reply.failed
                }
            }
            // Every line is answered; the status tells a script whether any of them failed.
            if failed { throw ExitCode(1) }
        }
        // A reply that had to report a damaged store (or an amount out of range) ends the
        // conversation with a failing exit status, after every line is answered.
        if assistant.storeProblem != nil { throw ExitCode.failure }
    }
}
