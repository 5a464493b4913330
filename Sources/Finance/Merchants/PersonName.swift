/// The order of a person's name as a bank writes it.
enum PersonName {
    /// The words of a person's name with the forename first. Banks that write the surname first
    /// write the name in capitals, so a name of two words in capitals is turned round when its
    /// last word is one of `forenames` and its first is not ("PIETERS TOM" is "TOM PIETERS"), or
    /// when its last is an initial ("EVANS T" is "T EVANS"); any other name is as written.
    static func forenameFirst(_ words: [String], forenames: Set<String>) -> [String] {
        guard words.count == 2, words.allSatisfy({ $0.contains(where: \.isLetter) && !$0.contains(where: \.isLowercase) }) else { return words }
        let first = PayeeKey.words(words[0])
        let last = PayeeKey.words(words[1])
        guard first.count == 1, last.count == 1 else { return words }
        let initial = last[0].count == 1 && first[0].count > 1
        let forename = forenames.contains(last[0]) && !forenames.contains(first[0]) && first[0].count > 1
        return initial || forename ? [words[1], words[0]] : words
    }

    /// A name of two words that the description writes surname first with a comma between them
    /// ("Zelle Transfer Conf# 4kj5h7d2r; O'Brien, Kevin") turned round: "Kevin O'Brien".
    static func commaTurned(_ name: String, in description: String) -> String {
        let words = name.split(separator: " ").map(String.init)
        guard words.count == 2 else { return name }
        let text = description.lowercased()
        for between in [", ", ","] where text.contains((words[0] + between + words[1]).lowercased()) {
            return "\(words[1]) \(words[0])"
        }
        return name
    }

    /// How many of `words` (one word each, as written) are a person's name when the first is a
    /// forename or an initial: the forename, any initials or second forename, particles ("de",
    /// "van der", "O") and one surname. What follows is what the payment was for ("SARAH
    /// O'BRIEN HAPPY BIRTHDAY" is Sarah O'Brien; "Überweisung an Lena Hoffmann Geschenk Mama" is
    /// Lena Hoffmann; "J PATEL FLAT 2" is J Patel). A name written with two surnames
    /// (`surnames`, as Spanish and Portuguese ones are) keeps both. Nil when the name is no such
    /// person's, is no longer than that, or goes on with a firm's word (``isFirmsWord(_:businessWords:)``:
    /// "D WRIGHT ELECTRICAL" is a firm).
    static func personLength(_ words: [[String]], forenames: Set<String>, memos: Set<String>, surnames: Int = 1,
                             businessWords: Set<String>) -> Int? {
        guard words.count >= 3 else { return nil }
        // A piece of two words ("MONZO-GHJKL") is in no name's part.
        let keys = words.map { $0.count == 1 ? $0[0] : "" }
        func isInitial(_ index: Int) -> Bool { keys[index].count == 1 && keys[index].allSatisfy(\.isLetter) }
        func isSurname(_ index: Int) -> Bool {
            keys[index].count >= 2 && keys[index].allSatisfy(\.isLetter) && !particles.contains(keys[index])
        }
        // "MARK T LEWIS": a word, then a middle initial, is a forename too.
        guard isInitial(0) || forenames.contains(keys[0]) || (isSurname(0) && isInitial(1)) else { return nil }
        var index = 1
        // "MARK T LEWIS", "ANNA MARIA ROSSI": initials, or a second forename with a surname after it.
        while index + 1 < keys.count, isInitial(index) || (index == 1 && forenames.contains(keys[index]) && isSurname(index + 1)) {
            index += 1
        }
        while index + 1 < keys.count, particles.contains(keys[index]) { index += 1 }
        guard index < keys.count, isSurname(index) else { return nil }
        if surnames == 2, index + 1 < keys.count, isSurname(index + 1) { index += 1 }
        guard index + 1 < words.count, !isFirmsWord(keys[index + 1], businessWords: businessWords) else { return nil }
        // One word alone after the surname is a middle name's surname ("JOHN JAMES SMITH") unless
        // it is what such payments say they were for ("CLAIRE DAWSON DINNER", "LINDA CHEN DEC").
        if index + 2 == words.count, !memos.contains(keys[index + 1]), !Self.months.contains(keys[index + 1]) { return nil }
        return index + 1
    }

    /// Whether `word` after a person's name makes the name a firm's: a word of business names
    /// (`businessWords`: "D WRIGHT ELECTRICAL") or a trade ("P HUGHES DECORATING").
    static func isFirmsWord(_ word: String, businessWords: Set<String>) -> Bool {
        businessWords.contains(word) || (word.hasSuffix("ing") && word.count >= 6)
    }

    /// Months, as written after a name in a payment ("LINDA CHEN DEC RENT").
    private static let months: Set<String> = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
                                              "january", "february", "march", "april", "june", "july", "august", "september", "october",
                                              "november", "december"]

    /// Whether `word` is one of the small words inside a surname ("de" in "Sanne de Vries").
    static func isParticle(_ word: String) -> Bool { particles.contains(word) }

    /// The small words inside a surname ("Sanne de Vries", "Klaus von der Heide").
    private static let particles: Set<String> = ["de", "van", "von", "der", "den", "la", "le", "di", "da", "del", "della", "dos",
                                                 "das", "du", "ter", "ten", "mac", "mc", "st", "bin", "al", "el", "zu"]
}
