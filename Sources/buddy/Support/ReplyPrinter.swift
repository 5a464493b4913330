import Assistant
import Foundation

/// Prints replies as text or as JSON Lines, flushing after each so pipes see answers at once.
struct ReplyPrinter {
    let json: Bool

    func print(_ reply: Reply) {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(reply)) ?? Data("{}".utf8)
            Swift.print(String(decoding: data, as: UTF8.self))
        } else {
            Swift.print(reply.text)
        }
        fflush(nil)
    }
}
