/// British and American spellings of the words of business names ("theatre", "theater"): a word
/// a bank cut before they part ("THEA", "PARLO") is completed in the spelling of the country the
/// description is from.
extension PayeeCleaner {
    /// How a country spells: as the United States do, or as Britain and the Commonwealth do.
    enum Spelling {
        case american
        case british
    }

    /// The spelling of the country `description` is written in, or nil when it does not say: a
    /// state's code of the United States at its end is American; a code of Britain, Ireland,
    /// Australia, New Zealand, Canada or one of their states or provinces at its end, or a
    /// pound's code or Britain's anywhere, is British.
    static func spelling(of description: String) -> Spelling? {
        let words = PayeeKey.words(description)
        if words.contains(where: britishCodes.contains) { return .british }
        guard let last = description.split(whereSeparator: \.isWhitespace).last, last.count <= 3,
              last.allSatisfy(\.isUppercase) else { return nil }
        let code = last.lowercased()
        if americanEnds.contains(code) { return .american }
        if britishEnds.contains(code) { return .british }
        return nil
    }

    /// Of the words a cut word begins, the one of `spelling` when they are one word spelt two
    /// ways ("parlour" and "parlor"), or nil.
    static func spelt(_ candidates: [String], _ spelling: Spelling) -> String? {
        let american = Set(candidates.map(americanSpelling))
        guard american.count == 1, candidates.count >= 2 else { return nil }
        let chosen = candidates.filter { (americanSpelling($0) == $0) == (spelling == .american) }
        return chosen.min { $0.count < $1.count }
    }

    /// A word as the United States spell it: "-our" as "-or", "-tre" as "-ter", "tyre" as "tire",
    /// "-ll-" before "-er" as "-l-" ("jewellers").
    static func americanSpelling(_ word: String) -> String {
        var word = word
        for (british, american) in [("our", "or"), ("tre", "ter"), ("tyre", "tire"), ("ller", "ler")] {
            word = word.replacingOccurrences(of: british, with: american)
        }
        return word
    }

    /// Codes written anywhere in a British description: the pound's, and Britain's.
    private static let britishCodes: Set<String> = ["gbp", "gbr", "uk"]
    /// Codes of the United States' states and district, written at a description's end.
    private static let americanEnds: Set<String> = [
        "al", "ak", "az", "ar", "ca", "co", "ct", "de", "dc", "fl", "ga", "hi", "id", "il", "in", "ia", "ks", "ky", "la", "me", "md", "ma",
        "mi", "mn", "ms", "mo", "mt", "ne", "nv", "nh", "nj", "nm", "ny", "nc", "nd", "oh", "ok", "or", "pa", "ri", "sc", "sd", "tn", "tx",
        "ut", "vt", "va", "wa", "wv", "wi", "wy", "usa", "us"]
    /// Codes of countries, states and provinces that spell as Britain does, written at a description's end.
    private static let britishEnds: Set<String> = ["gb", "ie", "irl", "au", "aus", "nz", "nzl", "nsw", "vic", "qld", "tas", "act",
                                                   "on", "qc", "bc", "ab", "mb", "sk", "ns", "nb", "nl", "pe", "can"]
}
