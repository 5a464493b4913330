import Foundation
import Understanding

/// "the comcast one, is it paid", "netflix — when is it due": a thing named first, then a
/// question about "it".
extension Assistant {
    /// The line with the thing named before its first comma or dash put for the first word
    /// that points at it after, and its reading, when the whole line was not understood or only
    /// declined, the words before name something the store knows in four words or fewer, and
    /// the line so put is a question with nothing left over. Never a change. Nil otherwise.
    func withThingNamedAhead(_ line: String, after interpretation: Interpretation) -> (line: String, reading: Interpretation)? {
        if case .understood(let whole) = interpretation, understander.grammar.intent(whole.intent)?.isOutOfScope != true { return nil }
        guard let cut = Self.clauseCut(in: line, last: false) else { return nil }
        let head = line[..<cut.lowerBound].trimmingCharacters(in: .whitespaces), tail = String(line[cut.upperBound...])
        let named = Normalizer.tokens(head)
        guard (1...4).contains(named.count), namesAnything(named),
              let pointer = tail.range(of: #"\b(?:it|that|this|them)\b"#, options: [.regularExpression, .caseInsensitive]) else { return nil }
        let asked = tail.replacingCharacters(in: pointer, with: head).trimmingCharacters(in: .whitespaces)
        guard case .understood(let match) = understander.understand(asked, in: understandingContext),
              asksOnlyAQuestion(match), !Self.changingFollowUps.contains(match.intent) else { return nil }
        return (asked, .understood(match))
    }
}
