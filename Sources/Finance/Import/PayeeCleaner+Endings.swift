/// How the cleaner finds where a name starts and ends among the words banks put around it.
extension PayeeCleaner {
    /// Words that begin a city's name of two words, taken off with the city before a region code
    /// ("SAN MATEO CA", "FORT MYERS FL").
    static let cityStarts: Set<String> = ["san", "santa", "los", "las", "el", "fort", "ft", "st", "saint", "new", "north", "south",
                                          "east", "west", "palm", "lake", "mount", "mt", "port", "grand", "long", "little", "salt", "des", "la", "le"]

    /// The pieces without what the payment is for at their start ("SALARIS", "PAY/SAL"; one after
    /// another: "PAYROLL DIRECT DEPOSIT"), and the month, year, date, number or punctuation after
    /// it ("SALARIS MAART 2027 DE VOS TECHNIEK").
    func withoutLeadingPurpose(_ pieces: [PayeeToken]) -> [PayeeToken] {
        var index = 0
        while index < pieces.count, let count = lists.purposes.lazy.compactMap({ Self.covering(pieces, from: index, $0) }).first {
            index += count
            // "Honorar Rechnung 2026-14 Studio Nord GmbH": a bank field's word after the purpose, with its number.
            while index < pieces.count {
                if Self.isNoise(pieces[index]) {
                    index += 1
                } else if let tail = lists.tails.lazy.compactMap({ Self.covering(pieces, from: index, $0) }).first {
                    index += tail
                } else {
                    break
                }
            }
        }
        return index > 0 && index < pieces.count ? Array(pieces[index...]) : pieces
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
    /// payment is for, and a legal form (when two words are left before it, or one when the
    /// description says what the payment is for: "PAYROLL DEPOSIT KESTREL INC" is from Kestrel),
    /// until none is left; then a last word the bank cut is completed, and abbreviations are
    /// written in full. `toTheEnd`: the name runs to the end of the description, so that its last
    /// word is where a bank writes the region. `paid`: the description says what the payment is for.
    /// `spelling`: the spelling of the description's country, for a cut word spelt two ways.
    func ending(of pieces: [PayeeToken], toTheEnd: Bool, paid: Bool = false, spelling: Spelling? = nil) -> [PayeeToken] {
        var paid = paid
        let district = withoutTownAndDistrict(Self.trimmed(pieces))
        var kept = district ?? withoutJoinedTown(Self.trimmed(pieces))
        if toTheEnd, district == nil {
            let before = kept.count
            kept = withoutRegion(kept)
            if kept.count == before { kept = withoutRepeatedTown(kept, sizes: 1...3) ?? withoutTownAfterBusinessWord(kept) }
        }
        if district == nil { kept = withoutTown(kept) }
        // One code of a state or country ends a description: after a town or code is taken off,
        // "CO" in "BROOKLYN ROASTING CO BROOKLYN NY" is the company's.
        var removed = kept.count < Self.trimmed(pieces).count
        var changed = true
        while changed {
            changed = false
            if district == nil, let count = placeEnding(kept),
               kept.suffix(count).allSatisfy({ !$0.text.contains(where: \.isLowercase) }) || isTitledTown(count, of: kept),
               !(removed && count == 1 && kept[kept.count - 1].text.count <= 3), !Self.endsInLink(kept.dropLast(count)),
               !isSurnameOrName(count, of: kept) {
                kept.removeLast(count)
                removed = true
                changed = true
            } else if let count = lists.purposes.lazy.compactMap({ Self.ending(kept, with: $0) }).first {
                kept.removeLast(count)
                paid = true
                changed = true
            } else if let count = lists.forms.lazy.compactMap({ Self.ending(kept, with: $0) }).first(where: { removable(form: $0, of: kept, paid: paid) }) {
                // "NORTHSIDE AUTO REPAIR LLC" is "Northside Auto Repair"; "QUORBA LTD" keeps its form, "SALARY KESTREL LTD" does not.
                kept.removeLast(count)
                changed = true
            }
            kept = Self.trimmed(kept)
        }
        // "BAKKERIJ DE ZON 12 UTRECHT": a store's number before the town taken off.
        if removed, kept.count >= 3, let last = kept.last, last.kind == .word, last.text.count <= 4, last.text.allSatisfy(\.isNumber) {
            kept.removeLast()
        }
        // "ROSARIOS ITALIAN DELI & M" is completed; "PUMPKIN PATCH FARMS L", cut to a letter no
        // phrase completes after a word, loses it ("DELI & X" keeps its X).
        let done = completed(kept, spelling: spelling)
        if done == kept, done.count >= 3, let last = done.last, last.kind == .word, last.text.count == 1, last.text.allSatisfy(\.isUppercase),
           !Self.endsInLink(done.dropLast()), done.map(\.text).joined(separator: " ").count >= 16 {
            kept = Self.trimmed(Array(done.dropLast()))
        } else {
            kept = done
        }
        // "BRAMBLE & CO": an abbreviation after "&" is the name's own ("& Co", not "& Company").
        return kept.enumerated().map { offset, piece in
            (offset > 0 && ["&", "+"].contains(kept[offset - 1].text)) || (piece.words == ["st"] && !isStreet(at: offset, in: kept)) ? piece : expanded(piece)
        }
    }

    /// Whether the place in the last `count` pieces of `kept`, written with a capital and then small
    /// letters ("Rosenheim", "Haarlem"), is the town after a name ("Kartenzahlung Metzgerei Huber
    /// Rosenheim"): two words of the name or more are left before it, and the last is no word of
    /// an institution that bears its town's name ("Technische Universität Berlin", "Deutsche Oper Berlin").
    private func isTitledTown(_ count: Int, of kept: [PayeeToken]) -> Bool {
        let name = kept.dropLast(count)
        guard Self.titledRun(atTheEndOf: kept) >= count, kept.suffix(count).map(\.text).joined().count >= 4, name.filter({ $0.text.contains(where: \.isLetter) }).count >= 2,
              let last = name.last?.words.last else { return false }
        return !Self.institutionWords.contains(last)
    }

    /// Words of institutions named for their town, after which the town is the name's.
    static let institutionWords: Set<String> = ["university", "universitat", "universitaet", "universität", "universite", "universidad", "universita",
                                                "college", "school", "schule", "hochschule", "zoo", "oper", "opera", "theater", "theatre", "museum",
                                                "klinikum", "hospital", "krankenhaus", "stadtwerke", "sparkasse", "volksbank", "club", "fc"]

    /// Whether the place in the last `count` pieces of `kept` is a person's surname or part of a
    /// business's name rather than its town: after nothing but forenames, initials and titles
    /// ("SO J DUDLEY", "JOHN CHESTER", "Dr Sarah Crosby"), or with one word of a business's kind
    /// alone before it ("HOTEL ASTORIA", "CAFE MONACO": taken off, every such hotel would be one payee).
    private func isSurnameOrName(_ count: Int, of kept: [PayeeToken]) -> Bool {
        let before = kept.dropLast(count).filter { $0.text.contains(where: \.isLetter) }.map { $0.words.joined() }
        guard let word = before.last else { return false }
        if before.allSatisfy({ $0.count == 1 || lists.forenames.contains($0) || lists.sharedForenames.contains($0) || Self.personalTitles.contains($0) }) {
            return true
        }
        return before.count == 1 && (businessWords.contains(word) || lists.keywords.contains(word))
    }

    /// Titles before a person's name.
    static let personalTitles: Set<String> = ["mr", "mrs", "ms", "miss", "mx", "dr", "sir", "herr", "frau", "mme", "mlle"]

    /// Whether "ST" at `offset` is a street ("MAPLE ST PEDIATRICS", "ELM ST"): after a word, and
    /// last or before a business word or keyword; otherwise a saint ("ST ALBANS", "CAFE ST GERMAIN",
    /// "PORT ST LUCIE PHARMACY").
    private func isStreet(at offset: Int, in kept: [PayeeToken]) -> Bool {
        guard offset > 0 else { return false }
        guard offset + 1 < kept.count else { return true }
        guard let next = kept[offset + 1].words.first else { return false }
        return businessWords.contains(next) || lists.keywords.contains(next) || lists.phrases.contains { $0.first == next }
    }

    /// Whether the legal form that ends `kept` in its last `count` pieces is taken off: when two
    /// words are left before it, or one when the description says what the payment is for (and the
    /// form is no word of names); never so that the name ends in a linking word ("BRAMBLE & CO
    /// LTD" is Bramble & Co).
    private func removable(form count: Int, of kept: [PayeeToken], paid: Bool) -> Bool {
        let before = kept.dropLast(count)
        let left = before.filter { $0.text.contains(where: \.isLetter) }.count
        let form = kept.suffix(count).flatMap(\.words).joined()
        return (left >= 2 || (left == 1 && paid && !Self.wordForms.contains(form))) && !Self.endsInLink(before)
    }

    /// "DOENER KEBAP HAUS BERLIN-NEUKOELLN", "EISCAFE VENEZIA GELSENKIRCHEN-BUER": a town the
    /// places name with its district after a dash, after a name of two words or more, is left
    /// out; the name before it is whole ("Venezia" is the café's); nil for any other.
    private func withoutTownAndDistrict(_ pieces: [PayeeToken]) -> [PayeeToken]? {
        guard pieces.count >= 3, let last = pieces.last, last.kind == .word, !last.text.contains(where: \.isLowercase),
              let dash = last.text.firstIndex(of: "-"), isPlace(PayeeKey.words(String(last.text[..<dash]))),
              pieces.dropLast().filter({ $0.text.contains(where: \.isLetter) }).count >= 2 else { return nil }
        return Array(pieces.dropLast())
    }

    /// "FARMACIA GOMEZ-MALAGA", "PANADERIA LA ESPIGA-VALENCIA": a town the places name, joined to
    /// the name's last word by a dash, is left out.
    private func withoutJoinedTown(_ pieces: [PayeeToken]) -> [PayeeToken] {
        guard pieces.count >= 2, let last = pieces.last, last.kind == .word, !last.text.contains(where: \.isLowercase),
              let dash = last.text.lastIndex(of: "-"), last.text[..<dash].filter(\.isLetter).count >= 3,
              isPlace(PayeeKey.words(String(last.text[last.text.index(after: dash)...]))) else { return pieces }
        return pieces.dropLast() + [PayeeToken(String(last.text[..<dash]))]
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
        // "… ROASTING CO": a code that is an abbreviation too, after a business word, is the abbreviation.
        if count == 1, let code = pieces.last?.words.first, lists.abbreviations[code] != nil,
           let before = pieces.dropLast().last?.words.last, nameWords.contains(before) {
            return pieces
        }
        var kept = Self.trimmed(Array(pieces.dropLast(count)))
        // "… BONDI BEACH NS AUS": a state's code before the country's.
        if let state = kept.last, kept.count >= 3, state.words.count == 1, !state.text.contains(where: \.isLowercase),
           lists.regions.contains(state.words), lists.abbreviations[state.words[0]] == nil {
            kept = Self.trimmed(Array(kept.dropLast()))
        }
        // "SQ *HARBOR VIEW PHARMAC Bar Harbor ME": a town written with small letters after a name in
        // capitals is the town, whatever its words mean.
        if case let town = Self.titledRun(atTheEndOf: kept), town > 0, kept.count - town >= 2,
           kept.dropLast(town).allSatisfy({ !$0.text.contains(where: \.isLowercase) }), !Self.endsInLink(kept.dropLast(town)) {
            return Self.trimmed(Array(kept.dropLast(town)))
        }
        // "OAK HILL FAMILY MEDICIN OAK HILL VA": a town of two or three words that the name begins with.
        if let repeated = withoutRepeatedTown(kept, sizes: 2...3) { return repeated }
        if let place = placeEnding(kept) {
            // "UNIVERSITY OF LEEDS UK": a place that a name's last word links to is the name's.
            if Self.endsInLink(kept.dropLast(place)) { return kept }
            kept.removeLast(place)
        } else if kept.count >= 3, let city = kept.last, city.kind == .word, city.text.first?.isUppercase == true,
                  city.text.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "." }), !city.words.contains(where: nameWords.contains),
                  // "… HARDWARE DES PLAINES IL": a town's first word that is a link too ("des") begins the town.
                  !Self.endsInLink(kept.dropLast()) || kept.count >= 4 && kept[kept.count - 2].words.count == 1
                    && Self.cityStarts.contains(kept[kept.count - 2].words[0]) && !Self.endsInLink(kept.dropLast(2)) {
            kept.removeLast()
            // "CANNON BEACH OR", "WISCONSIN DELLS WI": a town's last word, and the word before it.
            if city.words.count == 1, Self.townEnds.contains(city.words[0]), kept.count >= 3, let first = kept.last, first.kind == .word,
               first.text.allSatisfy({ $0.isLetter }), !first.words.contains(where: nameWords.contains) {
                kept.removeLast()
            }
            while kept.count >= 3, let last = kept.last, last.words.count == 1, Self.cityStarts.contains(last.words[0]) { kept.removeLast() }
            // "SEA BREEZE INN & SUITES CAPE MAY NJ": a plain word left after a business word that
            // ends the name is the town's first word.
            if kept.count >= 3, let first = kept.last, first.kind == .word, first.words.count == 1, first.text.allSatisfy(\.isLetter),
               !first.text.contains(where: \.isLowercase), !nameWords.contains(first.words[0]), lists.abbreviations[first.words[0]] == nil,
               let word = kept[kept.count - 2].words.last, kept[kept.count - 2].kind == .word, businessWords.contains(word), !word.hasSuffix("ing") {
                kept.removeLast()
            }
        }
        return Self.trimmed(kept)
    }

    /// "VIS MILL LANE OPTICIANS BEVERLEY": at the end of a description with no region code, a word
    /// in capitals after a business word (`words:`) that ends a name of two words or more is the
    /// town, left out; a word that is a business word, keyword, legal form or abbreviation itself,
    /// or begins a business word ("… PIZZA KITCHEN", "… DENTAL GROUP", "… PHYSIO CLINI"), is the
    /// name's, as is any word after a keyword alone or after a business word that names an activity
    /// ("CITY OF SEATTLE PARKING METER", "… CLEANING SERVICES").
    ///
    /// A name written as its owner writes it ("SumUp *Crumbs Bakery Whitby"), every word begun
    /// with a capital and the rest small, ends the same way with one word before the business word.
    private func withoutTownAfterBusinessWord(_ pieces: [PayeeToken]) -> [PayeeToken] {
        let titled = { (piece: PayeeToken) in
            piece.text.first?.isUppercase == true && piece.text.dropFirst().allSatisfy { $0.isLowercase || $0 == "-" || $0 == "'" || $0 == "&" }
        }
        let letters = pieces.filter { $0.text.contains(where: \.isLetter) }
        let ownersWriting = letters.count >= 3 && letters.allSatisfy(titled)
        guard pieces.count >= (ownersWriting ? 3 : 4), let town = pieces.last, town.kind == .word, town.words.count == 1, town.text.count >= 4,
              ownersWriting || town.text.allSatisfy({ $0.isUppercase || $0 == "-" }), let word = pieces[pieces.count - 2].words.last,
              pieces[pieces.count - 2].kind == .word, businessWords.contains(word), !word.hasSuffix("ing"),
              pieces.dropLast(2).filter({ $0.text.contains(where: \.isLetter) }).count >= (ownersWriting ? 1 : 2) else { return pieces }
        let key = town.words[0]
        guard !nameWords.contains(key), !lists.forms.contains([key]), lists.abbreviations[key] == nil, !Self.smallWords.contains(key),
              !lists.words.contains(where: { $0.hasPrefix(key) }) else { return pieces }
        return Array(pieces.dropLast())
    }

    /// The pieces without a town at their end that repeats the name's first words ("KENILWORTH
    /// BOOKS KENILWORTH", "HEBDEN BRIDGE BOOKS HEBDEN BRIDGE"), or that a word cut before it begins
    /// ("SumUp *A1 Taxis Harrogat Harrogate": a name that ended in its town, cut, then the town):
    /// a town of `sizes` words, never a business word, with a word of the name left besides; nil
    /// when there is none.
    func withoutRepeatedTown(_ kept: [PayeeToken], sizes: ClosedRange<Int>) -> [PayeeToken]? {
        let isWord = { (piece: PayeeToken) in piece.kind == .word && piece.words.count == 1 && piece.text.allSatisfy { $0.isLetter || $0 == "-" } }
        if let size = sizes.reversed().first(where: { size in
            kept.count >= 2 * size + 1 && kept.suffix(size).map(\.words) == kept.prefix(size).map(\.words)
                && kept.suffix(size).allSatisfy { isWord($0) && !nameWords.contains($0.words[0]) }
        }) {
            return Self.trimmed(Array(kept.dropLast(size)))
        }
        guard kept.count >= 4, let town = kept.last, isWord(town), town.text.count >= 5, !nameWords.contains(town.words[0]),
              let cut = kept.dropLast().last, isWord(cut), cut.words[0].count >= 3, cut.words[0].count < town.words[0].count,
              town.words[0].hasPrefix(cut.words[0]), isPlace(town.words) || cut.words[0].count >= 5 else { return nil }
        return Self.trimmed(Array(kept.dropLast(2)))
    }

    /// How many pieces at the end of `pieces` are words written with a capital and then small
    /// letters ("Bar Harbor") that `alsoMay` lets be a town's.
    static func titledRun(atTheEndOf pieces: [PayeeToken], alsoMay: (PayeeToken) -> Bool = { _ in true }) -> Int {
        pieces.reversed().prefix { piece in
            piece.kind == .word && piece.text.first?.isUppercase == true && piece.text.dropFirst().contains(where: \.isLowercase)
                && piece.text.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "." || $0 == "'" }) && alsoMay(piece)
        }.count
    }

    /// Last words of a town's name of two words.
    static let townEnds: Set<String> = ["beach", "city", "falls", "springs", "heights", "dells", "hills", "village", "harbor", "harbour",
                                        "creek", "rapids", "grove", "ridge", "junction", "bluffs", "lakes", "shores", "valley"]

    /// "SQ *BONDI BEANS CAFE Bondi Beach": a name in capitals, then a town written with small
    /// letters, which is left out.
    private func withoutTown(_ pieces: [PayeeToken]) -> [PayeeToken] {
        let town = Self.titledRun(atTheEndOf: pieces) { !$0.words.contains(where: nameWords.contains) && !lists.forms.contains($0.words) }
        guard town > 0, town < pieces.count, !Self.endsInLink(pieces.dropLast(town)) else { return pieces }
        // Two pieces of the name in capitals at least: "SumUp *KBS Service" is a name written so.
        let name = pieces.dropLast(town).filter { $0.text.contains(where: \.isLetter) }
        guard name.count >= 2, name.allSatisfy({ !$0.text.contains(where: \.isLowercase) }) else { return pieces }
        return Self.trimmed(Array(pieces.dropLast(town)))
    }

    /// "HILLTOP CHIROPRAC" is "HILLTOP CHIROPRACTIC": the last word of a name that looks cut at a field's width
    /// (16 characters or more), in capitals, is completed when it begins one of the business
    /// words and is none of them itself, or begins several that all begin with the shortest
    /// ("MARKE" is "market", not "marketplace"), or begins one word spelt two ways and the
    /// description's country says which ("THEA" is "theater" before a state's code, "theatre" in Britain).
    private func completed(_ kept: [PayeeToken], spelling: Spelling?) -> [PayeeToken] {
        guard kept.count >= 2, let last = kept.last, last.kind == .word, last.words.count == 1,
              last.text.allSatisfy(\.isUppercase), kept.map(\.text).joined(separator: " ").count >= 16 else { return kept }
        let cut = last.words[0]
        // "ROSARIOS ITALIAN DELI & M", "LOS COMPADRES MEXICAN RE": the words before it begin a
        // phrase, and the cut word, however short, begins its last word.
        let before = kept.dropLast().flatMap(\.words)
        let endings = Set(lists.phrases.compactMap { phrase -> String? in
            guard let full = phrase.last, full.hasPrefix(cut), full != cut, before.count >= phrase.count - 1,
                  Array(before.suffix(phrase.count - 1)) == Array(phrase.dropLast()) else { return nil }
            return full
        })
        // "… TEA RO": of "room" and "rooms", the shortest, which the others begin.
        let shortestEnding = endings.min { $0.count < $1.count }.flatMap { shortest in endings.allSatisfy { $0.hasPrefix(shortest) } ? shortest : nil }
        if let full = shortestEnding ?? spelling.flatMap({ Self.spelt(Array(endings), $0) }) {
            return kept.dropLast() + [PayeeToken(full.uppercased())]
        }
        // "RISE & GRIND COFFEE": a business word or keyword is whole as it is ("coffee", not "coffeehouse").
        // A word of three letters is taken as cut only in a name that fills a field of 20 or more
        // ("PEDAL PUSHERS BIKE SHO").
        let length = kept.map(\.text).joined(separator: " ").count
        guard last.text.count >= 4 || last.text.count == 3 && length >= 20, !nameWords.contains(cut) else { return kept }
        let candidates = lists.words.filter { $0.hasPrefix(cut) }.sorted { $0.count < $1.count }
        if let spelling, let spelt = Self.spelt(candidates, spelling) { return kept.dropLast() + [PayeeToken(spelt.uppercased())] }
        guard let shortest = candidates.first, candidates.allSatisfy({ $0.hasPrefix(shortest) }) else { return kept }
        return kept.dropLast() + [PayeeToken(shortest.uppercased())]
    }

    /// Whether the pieces end in a word that links two parts of a name ("of", "de", "the", "&"):
    /// "UNIVERSITY OF LEEDS" is never cut to "University of", nor "CAFE DE PARIS" to "Cafe de".
    static func endsInLink(_ pieces: some BidirectionalCollection<PayeeToken>) -> Bool {
        guard let last = pieces.last else { return false }
        if last.kind == .punctuation { return ["&", "+"].contains(last.text) }
        return last.kind == .word && last.words.count == 1 && smallWords.contains(last.words[0]) && !nounLinks.contains(last.words[0])
    }

    /// Linking words that are nouns too, which a name may end in: "SUMUP *THE PIE VAN KENDAL" is
    /// The Pie Van, where "van" is no Dutch "of" before the town.
    static let nounLinks: Set<String> = ["van"]

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
