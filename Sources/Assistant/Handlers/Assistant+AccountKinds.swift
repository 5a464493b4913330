import Finance
import Understanding

/// An account's kind put right: "make wallet a credit card", "savings should be a checking
/// account", "it's a credit card, not a savings account" right after adding one.
extension Assistant {
    /// The grammar's word lists of the phrases that name each kind.
    private static let kindLists: [(list: String, kind: Account.Kind)] = [
        ("kind-credit", .credit), ("kind-savings", .savings), ("kind-checking", .checking), ("kind-cash", .cash),
    ]
    /// Words that point at the account just talked about.
    private static let pointing: Set<String> = ["it", "that", "this"]

    /// "make wallet a credit card": the account and kind a pattern read, the account being the
    /// one the conversation was last about when the line names none ("it's a credit card"). A
    /// keyword rule reads only that a kind was said (`{kind=said}`): the account is then the
    /// one named first (or the one last talked about, when "it" or "that" comes before any),
    /// and the kind the one said last that is not denied ("…, not a savings account").
    func setAccountKind(_ match: Match) throws -> Answer {
        let tokens = Normalizer.tokens(currentLine)
        let topic = context.earlierTopic.flatMap { try? ledger.accounts.named($0.phrase).name }
        let account: String?
        var kind = match.text("kind").flatMap(Account.Kind.init(rawValue:))
        if kind != nil {
            account = match.account() ?? topic
        } else {
            let named = firstAccount(in: tokens)
            let pointer = tokens.firstIndex(where: Self.pointing.contains)
            let pointing = pointer.map { pointer in named.map { pointer < $0.range.lowerBound } ?? true } ?? false
            account = pointing ? topic : named?.name
            kind = kindSaid(in: tokens, from: pointing ? 0 : named?.range.upperBound ?? 0)
        }
        guard let account else { return Answer(variant: "which") }
        let before = try ledger.accounts.named(account)
        guard let kind else {
            return Answer(variant: "unclear", values: ["name": before.name, "spoken": before.name.lowercased()])
        }
        let spoken = kind == .credit ? "credit card" : kind.rawValue
        guard before.kind != kind else { return Answer(variant: "same", values: ["name": before.name, "kind": spoken]) }
        let changed = try write("the kind of \(before.name)") { try ledger.accounts.setKind(kind, of: before.name) }
        let balance = try ledger.accounts.balance(of: changed.name, on: today)
        return Answer(values: ["name": changed.name, "kind": spoken, "balance": Self.balanceText(balance.balance, kind: kind)],
                      slots: ["account": .text(changed.name)])
    }

    /// "add an account called chase", then "credit card" or "a savings one": a kind said alone
    /// right after an account was added is that account's kind; nil for any other line.
    func kindOfTheAccountJustAdded(_ line: String) -> Reply? {
        guard let last = context.lastWrite, last.turn == context.turn - 1, last.match.intent == "account.add",
              let name = context.topic?.phrase else { return nil }
        let leading: Set<String> = ["it", "is", "its", "a", "an", "oh", "actually", "sorry", "no", "one", "account", "type", "kind", "make", "that"]
        let tokens = Normalizer.tokens(line)
        let said = tokens.filter { !leading.contains($0) }
        guard !said.isEmpty, !line.contains("?"),
              let kind = Self.kindLists.first(where: { understander.grammar.wordLists[$0.list, default: []].contains(said) })?.kind else { return nil }
        return answer(Match(intent: "account.kind", slots: ["account": .account(name), "kind": .text(kind.rawValue)], score: last.match.score,
                            pattern: "a kind said alone, of the account just added"), line: line)
    }

    /// The first words of `tokens` that name an account (up to four), and the account; words
    /// the reader lets lead a name ("oh that is cash") are none of them.
    private func firstAccount(in tokens: [String]) -> (range: Range<Int>, name: String)? {
        let account = { (range: Range<Int>) -> String? in
            guard !range.isEmpty,
                  case .account(let name)? = self.understander.readSlot(.account, from: tokens[range].joined(separator: " "), in: self.understandingContext) else { return nil }
            return name
        }
        for start in tokens.indices {
            for end in stride(from: min(tokens.count, start + 4), to: start, by: -1) {
                if let name = account(start..<end), account(start + 1..<end) == nil { return (start..<end, name) }
            }
        }
        return nil
    }

    /// The kind said last in `tokens` from `start` on, leaving out one denied ("not a savings
    /// account", "isn't cash").
    private func kindSaid(in tokens: [String], from start: Int) -> Account.Kind? {
        var said: Account.Kind?
        var index = start
        while index < tokens.count {
            let found = Self.kindLists.compactMap { entry -> (length: Int, kind: Account.Kind)? in
                guard let phrase = firstSaid(entry.list, in: Array(tokens[index...])), phrase.at == 0 else { return nil }
                return (phrase.phrase.split(separator: " ").count, entry.kind)
            }.max { $0.length < $1.length }
            guard let found else { index += 1; continue }
            let denied = tokens[max(0, index - 3)..<index].contains("not")
            if !denied { said = found.kind }
            index += found.length
        }
        return said
    }
}
