/// Cheques and checks, named by their number.
extension PayeeCleaner {
    /// "CHECK 1042" is "Check 1042", "CHEQUE 000345" "Cheque 345", "CHQ NO. 000123" "Cheque 123":
    /// the word as people write it in full, then the number without its `#` and leading zeros.
    static func check(_ pieces: [PayeeToken]) -> String? {
        guard pieces.count >= 2, pieces[0].words.count == 1, let word = chequeWords[pieces[0].words[0]] else { return nil }
        // "CHECK NO 1042", "CHQ # 123": a word for "number" between.
        var index = 1
        if pieces.count >= 3, pieces[1].kind != .reference, pieces[1].text == "#" || pieces[1].words.count == 1 && numberWords.contains(pieces[1].words[0]) {
            index = 2
        }
        let digits = pieces[index].text.hasPrefix("#") ? pieces[index].text.dropFirst() : Substring(pieces[index].text)
        guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else { return nil }
        let number = digits.drop(while: { $0 == "0" })
        return word + " " + (number.isEmpty ? "0" : number)
    }

    /// The words banks write for a cheque or a check, and the word of its name: a British
    /// cheque's `CHQ` is a "Cheque".
    private static let chequeWords = ["check": "Check", "cheque": "Cheque", "chq": "Cheque", "scheck": "Scheck"]

    /// Words for "number" written between the word and the number.
    private static let numberWords: Set<String> = ["no", "nr", "num", "number"]
}
