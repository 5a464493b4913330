import BuddyCore
import Finance

extension Assistant {
    /// The most characters a line may have: a question or a change fits in far fewer, and a
    /// longer line is answered without being read.
    public static let longestLine = 2_000

    /// The reply to a line over ``longestLine`` characters: it says so and does nothing, and
    /// quotes only the line's beginning (in the reply's `input` too).
    func tooLong(_ typed: String) -> Reply {
        let start = String(typed.prefix(40)).cleanedForStorage
        context.shownList = []
        let text = templates.render(intent: "unknown", variant: "long",
                                    values: ["start": start, "length": DigitGrouping.grouped(UInt64(typed.count)),
                                             "limit": DigitGrouping.grouped(UInt64(Self.longestLine))],
                                    line: start)
        return Reply(input: start + "…", understood: false, intent: nil, text: text, failed: true)
    }
}
