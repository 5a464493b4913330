import Assistant
import Foundation
import LineEditor
import Presentation

/// The interactive conversation: libedit line editing, persistent history, tab completion.
struct REPL {
    let assistant: Assistant

    func run() {
        let editor = LineEditor(name: "buddy", historyFile: Paths.historyFile)
        editor.completionWords = assistant.completionWords
        print(assistant.display.paint("Budget Buddy", .heading) + " — ask about your money in plain English. Type “help” for examples, “quit” to leave.")
        // libedit prints escape sequences in a prompt literally, so the prompt stays plain.
        let prompt = "you> "
        var leftByWord = false
        reading: while true {
            let line: String
            switch editor.read(prompt: prompt) {
            case .end: break reading
            case .interrupted: continue reading
            case .line(let text): line = text
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue reading }
            if ScriptedConversation.exitWords.contains(trimmed.lowercased()) {
                leftByWord = true
                break reading
            }
            editor.remember(line)
            // The window may have been resized since the last line.
            assistant.display.width = Terminal.width
            let reply = assistant.respond(to: line)
            // Long sentences break between words, after the "buddy> " on the first line.
            let display = assistant.display
            print(display.screened(display.paint("buddy>", .accent) + " " + display.wrapped(reply.text, firstLineOffset: 7)))
            editor.completionWords = assistant.completionWords
        }
        // Ctrl-D leaves the cursor after the prompt.
        print(leftByWord ? "Bye!" : "\nBye!")
    }
}
