/// Titles banks write inside a business's name, which people leave out of it.
extension PayeeCleaner {
    /// The pieces without the titles of `titles:` inside a name: a title with a piece of the name
    /// before it and a word after it is left out ("ZAHNARZTPRAXIS DR. MED. DENT. WEBER" is
    /// Zahnarztpraxis Dr. Weber, "FARMACIA LDO GOMEZ" Farmacia Gomez), and so is the initial after
    /// a title written without a dot ("FARMACIA LDA R. ORTEGA" is Farmacia Ortega). A title that is
    /// a legal form too (`LDA`) is one only before an initial.
    func withoutTitles(_ pieces: [PayeeToken]) -> [PayeeToken] {
        guard !lists.titles.isEmpty, pieces.count >= 3 else { return pieces }
        var kept: [PayeeToken] = []
        var index = 0
        while index < pieces.count {
            let piece = pieces[index]
            if !kept.isEmpty, index + 1 < pieces.count, let title = title(piece), Self.isNameWord(pieces[index + 1]) {
                let initial = !title.hasSuffix(".") && Self.isInitial(pieces[index + 1]) && index + 2 < pieces.count
                    && Self.isNameWord(pieces[index + 2])
                if initial || !lists.forms.contains(piece.words) {
                    index += initial ? 2 : 1
                    continue
                }
            }
            kept.append(piece)
            index += 1
        }
        return kept
    }

    /// The entry of `titles:` that the piece is: an entry with a dot is matched with it ("med."),
    /// one without by its words.
    func title(_ piece: PayeeToken) -> String? {
        guard piece.kind == .word, piece.words.count == 1 else { return nil }
        let lower = piece.text.lowercased()
        return lists.titles.first { $0.hasSuffix(".") ? lower == $0 : [$0] == piece.words }
    }

    /// A word with letters.
    private static func isNameWord(_ piece: PayeeToken) -> Bool {
        piece.kind == .word && piece.text.contains(where: \.isLetter)
    }

    /// "R.", "R": one letter, with or without its dot.
    private static func isInitial(_ piece: PayeeToken) -> Bool {
        piece.words.count == 1 && piece.words[0].count == 1 && piece.words[0].allSatisfy(\.isLetter)
    }
}
