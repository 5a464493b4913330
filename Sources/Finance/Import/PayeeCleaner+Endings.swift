/// How the cleaner finds where a name starts and ends among the words banks put around it.
extension PayeeCleaner {
    /// Words that begin a city's name of two words, taken off with the city before a region code
    /// ("SAN MATEO CA", "FORT MYERS FL").
    static let cityStarts: Set<String> = ["san", "santa", "los", "las", "el", "fort", "ft", "st", "saint", "new", "north", "south",
                                          "east", "west", "palm", "lake", "mount", "mt", "port", "grand", "long", "little", "salt"]

    /// The pieces without what the payment is for at their start ("SALARIS", "PAY/SAL"), and the
    /// month, year, date, number or punctuation after it ("SALARIS MAART 2027 DE VOS TECHNIEK").
    func withoutLeadingPurpose(_ pieces: [PayeeToken]) -> [PayeeToken] {
        guard let count = lists.purposes.lazy.compactMap({ Self.covering(pieces, from: 0, $0) }).first else { return pieces }
        var index = count
        while index < pieces.count, Self.isNoise(pieces[index]) { index += 1 }
        return index < pieces.count ? Array(pieces[index...]) : pieces
    }

    /// A date, a number, a month's name or punctuation: what comes between a purpose or a
    /// phrase and the name after it.
    static func isNoise(_ piece: PayeeToken) -> Bool {
        switch piece.kind {
        case .date, .reference, .punctuation: return true
        case .web: return false
        case .word: return piece.text.allSatisfy(\.isNumber) || (piece.words.count == 1 && PayeeToken.isMonthName(piece.words[0]))
        }
    }

    /// The name's end: a region code after a city, then places written in capitals, what the
    /// payment is for, and a legal form (when two words are left before it), until none is left;
    /// then a last word the bank cut is completed, and abbreviations are written in full. `toTheEnd`: the name runs to the end of the
    /// description, so that its last word is where a bank writes the region.
    func ending(of pieces: [PayeeToken], toTheEnd: Bool) -> [PayeeToken] {
        var kept = Self.trimmed(pieces)
        if toTheEnd { kept = withoutRegion(kept) }
        var changed = true
        while changed {
            changed = false
            if let count = lists.places.lazy.compactMap({ Self.ending(kept, with: $0) }).first,
               kept.suffix(count).allSatisfy({ !$0.text.contains(where: \.isLowercase) }) {
                kept.removeLast(count)
                changed = true
            } else if let count = lists.purposes.lazy.compactMap({ Self.ending(kept, with: $0) }).first {
                kept.removeLast(count)
                changed = true
            } else if let count = lists.forms.lazy.compactMap({ Self.ending(kept, with: $0) }).first,
                      kept.dropLast(count).filter({ $0.text.contains(where: \.isLetter) }).count >= 2 {
                // "NORTHSIDE AUTO REPAIR LLC" is "Northside Auto Repair"; "QUORBA LTD" keeps its form.
                kept.removeLast(count)
                changed = true
            }
            kept = Self.trimmed(kept)
        }
        return completed(kept).map(expanded)
    }

    /// "NEIGHBORHOOD MKT" is "NEIGHBORHOOD MARKET": a word in capitals that is one of the
    /// abbreviations is written in full.
    private func expanded(_ piece: PayeeToken) -> PayeeToken {
        guard piece.kind == .word, piece.words.count == 1, let full = lists.abbreviations[piece.words[0]],
              !piece.text.contains(where: \.isLowercase) else { return piece }
        return PayeeToken(full.uppercased())
    }

    /// "… NOODLE BAR Kelowna BC", "… BAKERY Hobart TAS": a region code in capitals at the end, and
    /// the city before it: a known place, or else one word that says nothing of what a place is
    /// (with a word such as "San" before it), as long as two pieces of the name are left.
    private func withoutRegion(_ pieces: [PayeeToken]) -> [PayeeToken] {
        guard let count = lists.regions.lazy.compactMap({ Self.ending(pieces, with: $0) }).first,
              pieces.suffix(count).allSatisfy({ !$0.text.contains(where: \.isLowercase) }) else { return pieces }
        var kept = Self.trimmed(Array(pieces.dropLast(count)))
        if let place = lists.places.lazy.compactMap({ Self.ending(kept, with: $0) }).first {
            kept.removeLast(place)
        } else if kept.count >= 3, let city = kept.last, city.kind == .word, city.text.first?.isUppercase == true,
                  city.text.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "." }), !city.words.contains(where: nameWords.contains) {
            kept.removeLast()
            while kept.count >= 3, let last = kept.last, last.words.count == 1, Self.cityStarts.contains(last.words[0]) { kept.removeLast() }
        }
        return Self.trimmed(kept)
    }

    /// "HILLTOP CHIROPRAC" is "HILLTOP CHIROPRACTIC": the last word of a name that looks cut at a field's width
    /// (16 characters or more), in capitals, is completed when it begins one of the business
    /// words and is none of them itself, or begins several that all begin with the shortest
    /// ("MARKE" is "market", not "marketplace").
    private func completed(_ kept: [PayeeToken]) -> [PayeeToken] {
        guard kept.count >= 2, let last = kept.last, last.kind == .word, last.words.count == 1, last.text.count >= 4,
              last.text.allSatisfy(\.isUppercase), kept.map(\.text).joined(separator: " ").count >= 16 else { return kept }
        let cut = last.words[0]
        guard !lists.words.contains(cut) else { return kept }
        let candidates = lists.words.filter { $0.hasPrefix(cut) }.sorted { $0.count < $1.count }
        guard let shortest = candidates.first, candidates.allSatisfy({ $0.hasPrefix(shortest) }) else { return kept }
        return kept.dropLast() + [PayeeToken(shortest.uppercased())]
    }

    /// The pieces without punctuation at the end.
    static func trimmed(_ pieces: [PayeeToken]) -> [PayeeToken] {
        var kept = pieces
        while let last = kept.last, last.kind == .punctuation { kept.removeLast() }
        return kept
    }

    /// How many pieces from `index` on hold exactly these words, or nil when they do not begin with them.
    static func covering(_ pieces: [PayeeToken], from index: Int, _ words: [String]) -> Int? {
        var seen: [String] = []
        for (offset, piece) in pieces[index...].enumerated() {
            seen += piece.words
            if seen.count >= words.count { return seen == words ? offset + 1 : nil }
        }
        return nil
    }
}
