import Foundation

/// How a split line says the shares. "split dinner 90 with alex 3 ways": the count of ways is no
/// part of the people's names (the people said make the count).
///
/// A split said with shares that are not equal: "split 100 with sam 70/30", "split dinner 60-40
/// with alex", "split 80 with jo, she pays 25%". The line names the shares but not whose each is,
/// so the split's reading carries the ratio (`ratio`, as typed) for the command to ask who pays
/// which, rather than being read as an even split.
extension Understander {
    /// `match` with the people said without a count of ways, and the ratio a split line states
    /// in its `ratio` slot (and out of its people and what was split); otherwise unchanged.
    func splitShares(_ match: Match, tokens: [String]) -> Match {
        guard match.intent == "split.add" else { return match }
        var match = match
        for name in ["people", "what"] {
            guard let text = match.text(name) else { continue }
            var words = text.split(separator: " ")
            guard words.count >= 2, ["ways", "way"].contains(words.last?.lowercased()),
                  words[words.count - 2].allSatisfy(\.isNumber) || NumberWords.cardinal([words[words.count - 2].lowercased()], at: 0) != nil
            else { continue }
            words.removeLast(2)
            var slots = match.slots
            slots[name] = words.isEmpty ? nil : .text(words.joined(separator: " "))
            match = match.with(slots: slots)
        }
        guard match.slots["ratio"] == nil else { return match }
        // "40%" is read as "40 percent".
        let percent = tokens.indices.dropLast().first { tokens[$0 + 1] == "percent" && Int(tokens[$0]).map { (1...99).contains($0) } == true }
        // "70 30": two figures side by side that make a hundred.
        let spaced = tokens.indices.dropLast().first { Self.isRatio(tokens[$0] + "/" + tokens[$0 + 1]) }
        guard let ratio = tokens.first(where: Self.isRatio) ?? percent.map({ tokens[$0] + "%" }) ?? spaced.map({ tokens[$0] + "/" + tokens[$0 + 1] })
        else { return match }
        var slots = match.slots
        slots["ratio"] = .text(ratio)
        // The ratio is no part of what was split nor of who shares it: "split 100 with sam 70 30".
        if let what = match.text("what"), what.contains(ratio) { slots["what"] = nil }
        if let people = match.text("people") {
            slots["people"] = .text(people.replacingOccurrences(of: ratio.replacingOccurrences(of: "/", with: " "), with: "").trimmingCharacters(in: .whitespaces))
        }
        return match.with(slots: slots)
    }

    /// Whether `token` says shares of a hundred: "70/30", "60-40", "70:30" (not a date, "11/3").
    static func isRatio(_ token: String) -> Bool {
        for mark: Character in ["/", "-", ":"] {
            let parts = token.split(separator: mark, omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) else { continue }
            // Even shares are an even split: "50/50" says nothing more.
            if a + b == 100, a > 0, b > 0, a != b { return true }
        }
        return false
    }
}
