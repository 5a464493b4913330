import Assistant
import Foundation
import LineEditor

/// The interactive conversation: libedit line editing, persistent history, tab completion.
struct REPL {
    let assistant: Assistant
    let colour: Bool

    /// Words that end the conversation.
    static let exitWords: Set<String> = ["quit", "exit", "bye", "goodbye", ":q"]

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func run() {
        let editor = LineEditor(name: "buddy", historyFile: Paths.historyFile)
        editor.completionWords = assistant.completionWords
        print(paint("Budget Buddy", "1") + " — ask about your money in plain English. Type “help” for examples, “quit” to leave.")
        let prompt = colour ? "\u{1B}[1;32myou>\u{1B}[0m " : "you> "
        while let line = editor.readLine(prompt: prompt) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            editor.remember(line)
            if Self.exitWords.contains(trimmed.lowercased()) { break }
            let reply = assistant.respond(to: line)
            print(paint("buddy>", "1;36") + " " + reply.text)
            editor.completionWords = assistant.completionWords
        }
        print("Bye!")
    }
}
