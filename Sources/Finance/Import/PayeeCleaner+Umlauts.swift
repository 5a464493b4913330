/// German umlauts put back in a name a bank wrote without them.
extension PayeeCleaner {
    /// The name with the accents of the merchant list's `accents:` put back, in the case each word
    /// is written in: "Max Mueller" is "Max Müller", "BAECKEREI SCHMIDT" "BÄCKEREI SCHMIDT". In a
    /// German description (one with a word `accents:` puts an umlaut on, "Baeckerei" or
    /// "Ueberweisung"), the other words' `ae`, `oe` and `ue` are read as umlauts where that is safe
    /// (``umlauted(_:)``): "Baeckerei Kuenzli" is "Bäckerei Künzli", and so is a compound that ends
    /// in such a word ("Stadtbaeckerei" is "Stadtbäckerei"). A word `accents:` writes as
    /// it is (`goethe = goethe`) is never changed.
    func accented(_ name: String, in description: String) -> String {
        guard !lists.accents.isEmpty else { return name }
        // Read only when a word of the name could take an umlaut.
        var german: Bool?
        return name.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let words = PayeeKey.words(String(word))
            guard words.count == 1, word.allSatisfy(\.isLetter) else { return String(word) }
            var full = lists.accents[words[0]]
            if full == nil, let umlauted = Self.umlauted(words[0]) {
                if german == nil { german = PayeeKey.words(description).contains(where: isGerman) }
                full = german == true ? umlauted : nil
            }
            guard let full else { return String(word) }
            if word.count > 1, word.allSatisfy(\.isUppercase) { return full.uppercased() }
            if word.first?.isUppercase == true { return full.prefix(1).uppercased() + full.dropFirst() }
            return full
        }.joined(separator: " ")
    }

    /// Whether a word in small letters is one `accents:` puts an umlaut on, or a compound that ends
    /// in one of six letters or more after three letters or more ("stadtbaeckerei", "dorfmuehle").
    func isGerman(_ word: String) -> Bool {
        if let full = lists.accents[word] { return full != word }
        guard word.count >= 9 else { return false }
        for start in 3...(word.count - 6) {
            let tail = String(word.dropFirst(start))
            if let full = lists.accents[tail] { return full != tail }
        }
        return false
    }

    /// A word in small letters with each `ae`, `oe` and `ue` that stands for an umlaut written as
    /// one ("kuenzli" is "künzli", "gruenwald" "grünwald"), or nil when it has none. A pair is
    /// read so only inside the word, after a consonant other than `q`, and not before an `l`
    /// ("manuela", "michael", "aktuell", "steuer", "quelle", "bauer" and "uelzen" stay as they are).
    static func umlauted(_ word: String) -> String? {
        let letters = Array(word)
        guard letters.count >= 4, letters.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var result = ""
        var changed = false
        var index = 0
        while index < letters.count {
            let letter = letters[index]
            if index > 0, index + 2 < letters.count, letters[index + 1] == "e", let umlaut = umlauts[letter],
               !"aeiouyq".contains(letters[index - 1]), letters[index + 2] != "l" {
                result.append(umlaut)
                changed = true
                index += 2
            } else {
                result.append(letter)
                index += 1
            }
        }
        return changed ? result : nil
    }

    private static let umlauts: [Character: Character] = ["a": "ä", "o": "ö", "u": "ü"]
}
