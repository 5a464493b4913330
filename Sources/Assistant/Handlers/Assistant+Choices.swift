import Foundation
import Understanding

/// A line that reads two ways as well: Buddy asks "Do you mean …?" instead of guessing, and the
/// next line chooses ("the first", "the second one", "yes" for the first). Each choice is the
/// line's own reading, with its own values, so choosing one answers or does exactly that.
extension Assistant {
    /// The one reading of `match` and its alternatives that the store settles: a question about
    /// a bill whose name is a bill it tracks ("did i pay comcast this month" asks whether the
    /// Comcast bill is paid); nil when the store does not choose.
    func settled(_ match: Match) -> Match? {
        let readings = [match.with(alternatives: [])] + match.alternatives
        let bills = readings.filter { Self.aboutABill.contains($0.intent) && $0.text("name").map(isABill) == true }
        return bills.count == 1 ? bills[0] : nil
    }

    /// Asks which of `match` and its alternatives was meant.
    func askWhich(_ match: Match, line: String) -> Reply {
        let readings = [match.with(alternatives: [])] + match.alternatives
        context.choices = readings
        context.shownList = []
        let options = readings.map(meaning)
        let text = templates.render(intent: "unknown", variant: "choose",
                                    values: ["input": line.trimmingCharacters(in: .whitespaces),
                                             "options": Self.list(options, or: true), "choices": options],
                                    line: line)
        return Reply(input: line, understood: true, intent: nil, text: text,
                     suggestions: readings.compactMap { understander.grammar.intent($0.intent)?.examples.first })
    }

    /// The reading a line after "Do you mean …?" chooses, answered; nil when the line is
    /// something else, which is then understood as itself.
    func choose(among choices: [Match], line: String, interpretation: Interpretation) -> Reply? {
        guard case .understood(let picked) = interpretation else { return nil }
        if ["confirm.no", "flow.cancel"].contains(picked.intent) {
            return Reply(input: line, understood: true, intent: picked.intent,
                         text: templates.render(intent: "flow.cancel", variant: "", values: [:], line: line))
        }
        return Self.chosenIndex(picked, line: line, among: choices.count).map { answer(choices[$0], line: line) }
    }

    /// Which of `count` offered readings or suggestions a line chooses: "yes" the first, "the
    /// second one" or "the last" by its place, and a bare "2" (or "2.") too; nil for anything else.
    static func chosenIndex(_ picked: Match, line: String, among count: Int) -> Int? {
        switch picked.intent {
        case "confirm.yes":
            return count > 0 ? 0 : nil
        case "followup.pick":
            guard let n = picked.number("position"), n != 0 else { return nil }
            let index = n > 0 ? n - 1 : count + n
            return (0..<count).contains(index) ? index : nil
        case "clarify.amount":
            let digits = line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ".)"))
            guard digits.allSatisfy({ $0.isASCII }), let n = Int(digits), n >= 1, n <= count else { return nil }
            return n - 1
        default:
            return nil
        }
    }

    /// What a reading would do, in words: its intent's `meaning:`, else its first example.
    private func meaning(_ match: Match) -> String {
        let intent = understander.grammar.intent(match.intent)
        if let meaning = intent?.settings["meaning"] { return meaning }
        return intent?.examples.first.map { "“\($0)”" } ?? match.intent
    }
}
