import ArgumentParser

/// `buddy ask "QUESTION"`: one answer.
struct Ask: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Answer one question and exit.")

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The question, e.g. \"how much did I spend on food last week\".")
    var question: [String]

    func run() throws {
        let line = question.joined(separator: " ")
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("ask needs a question") }
        let assistant = try Workspace.open(options).assistant()
        ReplyPrinter(json: options.json).print(assistant.respond(to: line))
        // The reply said what is wrong with the store; the status says it failed.
        if assistant.storeProblem != nil { throw ExitCode.failure }
    }
}
