extension KeywordMatcher {
    /// Where each word list, rule phrases and slot type is found in one line, worked out the first
    /// time a rule asks and kept for every other rule that looks for the same thing.
    final class Places {
        private let line: Line
        private let typed: [String]
        private let claims: Claims
        private let terms: [Term]
        private let walker: PatternWalker
        private var byTerm: [[Place]?]
        /// By `slot type * 2 + orientation` (only periods and dates differ by orientation).
        private var bySlot: [[Place]?]

        init(line: Line, typed: [String], claims: Claims, terms: [Term], walker: PatternWalker) {
            self.line = line
            self.typed = typed
            self.claims = claims
            self.terms = terms
            self.walker = walker
            byTerm = Array(repeating: nil, count: terms.count)
            bySlot = Array(repeating: nil, count: SlotType.allCases.count * Orientation.allCases.count)
        }

        /// Every place a phrase of term `number` is said and not taken into a longer concept
        /// phrase, by where it starts, then in the term's order.
        func ofTerm(_ number: Int) -> [Place] {
            if let known = byTerm[number] { return known }
            let term = terms[number]
            var found: [Place] = []
            for (start, stem) in line.numbers.enumerated() where stem != WordTable.unknown && term.firsts.contains(Int(stem)) {
                guard let phrases = term.byFirst[stem] else { continue }
                for phrase in phrases where line.says(phrase, at: start) && !claims.shadows(start..<start + phrase.count, phrase) {
                    found.append(Place(start: start, length: phrase.count, value: nil))
                }
            }
            byTerm[number] = found
            return found
        }

        /// Every reading of a slot of `type` read with `orientation`, by where it starts; an
        /// amount only where its words say money (``KeywordMatcher/saysMoney(_:before:after:)``).
        func ofSlot(_ type: SlotType, _ orientation: Orientation) -> [Place] {
            let oriented = type == .period || type == .date ? orientation.index : 0
            let key = type.index * Orientation.allCases.count + oriented
            if let known = bySlot[key] { return known }
            var found: [Place] = []
            for start in line.stems.indices {
                for reading in walker.readings(type, at: start, orientation)
                where type != .amount || KeywordMatcher.saysMoney(typed[start..<start + reading.length], before: typed[(start + reading.length)...],
                                                                  after: start > 0 ? typed[start - 1] : nil) {
                    found.append(Place(start: start, length: reading.length, value: reading.value))
                }
            }
            bySlot[key] = found
            return found
        }
    }
}
