import ArgumentParser
import Assistant
import BuddyCore

/// `buddy ask "QUESTION"`: one answer.
struct Ask: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Answer one question and exit.",
        discussion: """
            The exit status is 1 when the answer says that what was asked could not be done (the \
            answer is still printed); a line Buddy does not understand is answered, with status 0.
            """)

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long, help: "Replace a file an export or backup names when it exists (an ordinary file only); without it such a file is left as it is.")
    var yes = false

    @Argument(help: "The question, e.g. \"how much did I spend on food last week\".")
    var question: [String]

    func run() throws {
        let line = Self.line(question)
        guard !line.spacesTrimmed.isEmpty else { throw ValidationError("ask needs a question") }
        let assistant = try Workspace.open(options, sayingWhenWaiting: true).assistant(files: yes ? .always : .never)
        let reply = assistant.respond(to: line)
        ReplyPrinter(json: options.json, display: assistant.display).print(reply)
        // A failed answer, or a reply that said what is wrong with the store, exits 1.
        ProcessEnd.exit(closing: assistant, status: reply.failed || assistant.storeProblem != nil ? 1 : 0)
    }

    /// The question's words, a space between each (what `joined(separator:)` gives, without the
    /// generic code a run would look up at start-up).
    static func line(_ words: [String]) -> String {
        var line = words.first ?? ""
        for word in words.dropFirst() {
            line += " "
            line += word
        }
        return line
    }
}
