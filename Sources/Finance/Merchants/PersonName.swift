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
}
