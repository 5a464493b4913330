/// A merchant's spelling that is only the first word of another business's name: "SQ *MS LINDAS
/// PIANO STUDIO" is Ms Linda's piano studio, not Marks & Spencer (`ms`), and "CB SAS LMTD" a
/// company whose legal form comes first, not the airline SAS; "SUMUP *CALM PHYSIO CLINI" a
/// physio clinic, not the Calm app.
extension MerchantList {
    /// Whether the merchant found by the first `length` words of `pieces` is only the first word
    /// of a longer name: a spelling of one word of at most two letters or digits after a card
    /// processor's prefix (a processor passes on a small business's own name), or one that is a
    /// legal form (`forms:`), with a name of two words or more left once the description is cleaned.
    func isFirstWordOfLongerName(length: Int, in pieces: PayeeCleaner.Pieces) -> Bool {
        guard length == 1, let first = pieces.tokens.first(where: { !$0.words.isEmpty }), first.words.count == 1 else { return false }
        let word = first.words[0]
        let short = pieces.processor && word.count <= Self.shortSpelling
        guard short || cleaner.lists.forms.contains([word]) else { return false }
        guard let name = cleaner.name(of: pieces) else { return false }
        let named = PayeeKey.words(name)
        // "CB SAS BRIOCHETTE": a legal form written first was left out of the name that goes on.
        return named.count >= 2 || named.first != word
    }

    /// Whether the merchant of one word found after a card processor's prefix with a star is only
    /// the first word of a small business's name of another kind: the cleaned name goes on with a
    /// keyword of another category ("SUMUP *CALM PHYSIO CLINI" is a clinic, Health; Calm is an app).
    func isOtherKindOfBusiness(_ merchant: Merchant, length: Int, in pieces: PayeeCleaner.Pieces) -> Bool {
        guard length == 1, pieces.processor, let name = cleaner.name(of: pieces) else { return false }
        let words = PayeeKey.words(name)
        guard words.count >= 2,
              let (_, category) = Self.phrase(in: Array(words.dropFirst()), of: keywords, longest: longestKeyword) else { return false }
        return category.lowercased() != merchant.category?.lowercased()
    }

    /// The most letters or digits a spelling may have to be read as a short token.
    static let shortSpelling = 2
}
