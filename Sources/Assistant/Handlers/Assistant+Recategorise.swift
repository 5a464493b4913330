import BuddyCore
import Finance
import Understanding

/// Moving many transactions to one category in one step: "put all uber rides in transport",
/// "everything from amazon last month was gifts", "move all my dining last month to groceries".
extension Assistant {
    func recategorise(_ match: Match) throws -> Answer {
        guard var target = match.category() ?? match.text("category") else { return Answer(variant: "nothing") }
        let source = try match.category("source").map(categoryRecord)
        var payee = match.text("payee")
        // "move the amazon orders into gifts", read as Shopping (amazon's category) for "gifts":
        // the payee is the word that named a category, and the category the words left.
        if let words = payee, let named = try categoryNamed(within: words), let read = try ledger.categories.named(target),
           named.id != read.id, let said = try payeeNamedInsteadOf(read) {
            (payee, target) = (said, named.name)
        }
        guard payee != nil || source != nil else { return Answer(variant: "nothing") }
        let period = match.period() ?? Self.allTime
        let filter = TransactionFilter(period: period, kind: nil, category: source, text: try payee.map(payeeNamed))
        let (variant, values) = try move(filter, to: target)
        let category = values["category"] as? String ?? target
        let query = "moved rows \(Self.describe(filter)) from \(period.start.iso) to \(period.lastDay.iso) to the category \(category)"
        return Answer(variant: variant, values: values, slots: ["category": .text(category), "period": .period(period)], query: query)
    }

    /// `match`, a move of a category's rows named by a word that is also a payee's name ("all
    /// amazon purchases as gifts", "every uber ride under transport"), as a move of that payee's
    /// rows: Amazon's, not all of Shopping; nil for any other line.
    func payeeInsteadOfSource(_ match: Match) -> Match? {
        guard match.intent == "transactions.recategorise", match.text("payee") == nil,
              let target = match.category() ?? match.text("category"),
              let named = try? match.category("source").map(categoryRecord),
              let said = try? payeesNamedInsteadOf(named, apartFrom: target).first else { return nil }
        var slots = match.slots
        slots["source"] = nil
        slots["payee"] = .text(said)
        return match.with(slots: slots)
    }

    /// The category that a run of `text`'s words names by its own name, or by it with or without
    /// a final "s" ("over to travel" holds Travel, "a gift" Gifts), the longest run first.
    private func categoryNamed(within text: String) throws -> Category? {
        let byName = Dictionary(try ledger.categories.all().map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        return Self.runs(of: text).lazy.compactMap { run -> Category? in
            let said = run.lowercased()
            return byName[said] ?? byName[said + "s"] ?? (said.hasSuffix("s") ? byName[String(said.dropLast())] : nil)
        }.first
    }

    /// The payee a line's words name: all of them when a payee's name holds them, else the
    /// longest run of them that a payee's name holds ("john smith zelle" is John Smith), else
    /// all of them (and nothing will move).
    private func payeeNamed(_ text: String) throws -> String {
        for run in Self.runs(of: text) where run == text || run.count > 2 {
            if try !ledger.reports.payees(named: run, limit: 1).isEmpty { return run }
        }
        return text
    }

    /// Every run of `text`'s words, the longest first (the whole text), then from the left.
    private static func runs(of text: String) -> [String] {
        let words = text.split(separator: " ")
        return stride(from: words.count, through: 1, by: -1).flatMap { length in
            (0...(words.count - length)).map { words[$0..<($0 + length)].joined(separator: " ") }
        }
    }

    /// Moves a payee's rows, over all time, to `category`: the reply's variant and values.
    func movePayee(_ payee: String, to category: String) throws -> (variant: String, values: [String: Any]) {
        try move(TransactionFilter(period: Self.allTime, kind: nil, text: payee), to: category)
    }

    /// Moves the rows `filter` selects to `target` in one step for undo: the
    /// `transactions.recategorise` reply's variant and values.
    private func move(_ filter: TransactionFilter, to target: String) throws -> (variant: String, values: [String: Any]) {
        let name = (try ledger.categories.named(target))?.name ?? target
        let done = try write("move \(Self.describe(filter)) to \(name)") {
            try ledger.transactions.recategorise(filter, to: name)
        }
        var values = Self.values(done)
        values["payee"] = filter.text.map { [$0] } ?? []
        values["source"] = filter.category.map { [$0.name] } ?? []
        values["period"] = filter.period == Self.allTime ? [] : [filter.period.label]
        let variant = done.moved > 0 ? "" : done.alreadyThere == 0 ? "none" : "already"
        return (variant, values)
    }

    /// The template values of a recategorisation.
    private static func values(_ done: Recategorisation) -> [String: Any] {
        [
            "moved": done.moved, "count": done.moved + done.alreadyThere, "category": done.category,
            "transactions": done.moved + done.alreadyThere == 1 ? "transaction" : "transactions",
            "created": done.categoryCreated, "one": done.moved + done.alreadyThere == 1, "oneMoved": done.moved == 1,
            "both": done.moved + done.alreadyThere == 2,
            "payees": done.payees.isEmpty ? [] : [list(done.payees)],
            "already": done.alreadyThere == 0 || done.moved == 0 ? [] : [done.alreadyThere],
            "alreadyWere": done.alreadyThere == 1 ? "was" : "were",
            "left": done.payeesLeft.isEmpty ? [] : [list(done.payeesLeft)],
            "transfers": done.transfersLeft == 0 ? [] : [done.transfersLeft],
        ]
    }

    private static func describe(_ filter: TransactionFilter) -> String {
        [filter.text.map { "“\($0)”" }, filter.category.map { "in \($0.name)" }].compactMap { $0 }.joined(separator: " ")
    }
}
