import Assistant
import Foundation
import Presentation

/// Prints replies as text or as JSON Lines, flushing after each so pipes see answers at once.
/// Text is screened for `display` (no escape sequence but its own colours), and JSON escapes
/// every control character, so no stored text acts on the terminal.
struct ReplyPrinter {
    let json: Bool
    /// Where the replies are shown.
    let display: Display

    func print(_ reply: Reply) {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(reply)) ?? Data("{}".utf8)
            Swift.print(TerminalText.json(String(decoding: data, as: UTF8.self)))
        } else {
            Swift.print(display.screened(reply.text))
        }
        fflush(nil)
    }
}
