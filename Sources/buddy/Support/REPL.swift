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
        // libedit prints escape sequences in a prompt literally, so the prompt stays plain.
        let prompt = "you> "
        var leftByWord = false
        while let line = editor.readLine(prompt: prompt) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if Self.exitWords.contains(trimmed.lowercased()) {
                leftByWord = true
                break
            }
            editor.remember(line)
            let reply = assistant.respond(to: line)
            print(paint("buddy>", "1;36") + " " + reply.text)
            editor.completionWords = assistant.completionWords
        }
        // Ctrl-D leaves the cursor after the prompt.
        print(leftByWord ? "Bye!" : "\nBye!")
    }
}
