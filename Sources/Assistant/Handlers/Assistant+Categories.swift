import BuddyCore
import Finance
import Understanding

/// Categories in conversation: listing, creating, renaming, merging, new names, and where the
/// money went by category.
extension Assistant {
    func addSynonym(_ match: Match) throws -> Answer {
        guard let phrase = match.text("phrase"), let category = match.category() else {
            throw FinanceError(.invalidInput, "I need a phrase and a category, e.g. “call coffee shops dining”")
        }
        // "put 40 in groceries": figures are no name for a category.
        guard phrase.contains(where: \.isLetter) else {
            throw FinanceError(.invalidInput, "“\(phrase)” is no name for \(category); nothing was changed. To record money, say “\(phrase) on \(category.lowercased())”")
        }
        // "that one is subscriptions", read as "Subscriptions is subscriptions": a name it has already.
        if let named = try ledger.categories.named(phrase), named.name.lowercased() == category.lowercased() {
            throw FinanceError(.invalidInput, "“\(phrase.lowercased())” already means \(named.name); nothing was changed")
        }
        // "the netflix payments are actually subscriptions": a payee's rows, not a new name.
        if try !ledger.reports.payees(named: phrase, limit: 1).isEmpty {
            return try moveRows(of: phrase, to: category, always: match.text("always") != nil)
        }
        // "put the paypal ones from spotify under subscriptions", "that one is subscriptions": words
        // for rows name no kind of spending. When all that is left of the phrase is the whole name of
        // a payee the store has ("the ones from spotify"), its rows are moved; else nothing is stored.
        let words = Normalizer.tokens(phrase)
        if words.contains(where: Self.rowWords.contains) {
            let parts = words.split(whereSeparator: Self.rowWords.contains).map { $0.filter { !["the", "my", "all", "our", "one"].contains($0) } }
                .filter { !$0.isEmpty }.map { $0.joined(separator: " ") }
            if parts.count == 1, let payee = try ledger.reports.payees(named: parts[0], limit: 20).first(where: { Self.sameName($0, parts[0]) }) {
                return try moveRows(of: payee, to: category, always: match.text("always") != nil)
            }
            throw FinanceError(.invalidInput, "“\(phrase)” sounds like transactions, not another name for \(category); nothing was changed. "
                + "To move a shop's transactions, name it: “put all the <shop> payments in \(category.lowercased())”")
        }
        let name = try write("“\(phrase.lowercased())” as \(category)") { try ledger.categories.addSynonym(phrase, for: category) }
        return Answer(values: ["phrase": phrase.lowercased(), "category": name],
                      slots: ["phrase": .text(phrase.lowercased()), "category": .text(name)],
                      query: "stored “\(phrase.lowercased())” as a synonym of the category \(name)")
    }

    /// Whether `name` and `said` are one name, apart from case and punctuation ("Trader Joe's", "trader joes").
    private static func sameName(_ name: String, _ said: String) -> Bool {
        Normalizer.tokens(name).joined().filter(\.isLetter) == Normalizer.tokens(said).joined().filter(\.isLetter)
    }

    /// `payee`'s rows moved to `category` in one step, or with `always` a rule learned for them.
    private func moveRows(of payee: String, to category: String, always: Bool) throws -> Answer {
        if always {
            let (variant, values) = try learnRule(pattern: payee, category: category)
            return Answer(variant: "learned", values: ["text": self.phrase("rules.add", variant, values)],
                          slots: ["pattern": .text(payee), "category": .text(category)])
        }
        let (variant, values) = try movePayee(payee, to: category)
        return Answer(variant: "moved", values: ["text": self.phrase("transactions.recategorise", variant, values)],
                      slots: ["payee": .text(payee), "category": .text(category)])
    }

    /// Words that say a phrase names transactions, not a kind of spending.
    private static let rowWords: Set<String> = ["that", "this", "it", "these", "those", "them", "ones", "transaction", "transactions", "from"]

    /// "what categories do I have".
    func listCategories(_ match: Match) throws -> Answer {
        let all = try ledger.categories.all()
        func names(_ type: Category.Kind) -> String {
            all.filter { $0.type == type && $0.parentId == nil }.map { parent in
                let children = all.filter { $0.parentId == parent.id }.map(\.name)
                return parent.name + (children.isEmpty ? "" : " (\(children.joined(separator: ", ")))")
            }.joined(separator: ", ")
        }
        return Answer(values: ["expense": names(.expense), "income": names(.income)])
    }

    /// "where did my money go last month": spending by top-level category with shares.
    func breakdown(_ match: Match) throws -> Answer {
        if match.text("by") == "account" { return try breakdownByAccount(match) }
        // "income by source": money received, by category.
        let income = match.text("kind") == "income"
        var (period, shares, total, values) = try spendingShares(match, kind: income ? .income : .expense)
        values["rows"] = shares.map { share -> [String: Any] in
            ["category": share.category, "amount": share.total.formatted, "percent": share.percent(of: total)]
        }
        let variant = income ? (shares.isEmpty ? "income-zero" : "income") : (shares.isEmpty ? "zero" : "")
        return Answer(variant: variant, values: values, slots: ["period": .period(period)], amount: total,
                      leftOut: match.exclusion.said)
    }

    /// "spending by account this month": the period's spending from each account, the largest
    /// first, with what no account holds.
    private func breakdownByAccount(_ match: Match) throws -> Answer {
        let period = try period(of: match)
        var filter = TransactionFilter(period: period, kind: .expense)
        let leftOut = try leavingOut(match, from: &filter)
        let total = try ledger.reports.total(filter)
        var rows: [(name: String, total: Money)] = []
        for account in try ledger.accounts.all() {
            var own = filter
            own.account = account
            let spent = try ledger.reports.total(own)
            if spent.minorUnits != 0 { rows.append((account.name, spent)) }
        }
        let unheld = try total - ledger.total(of: rows.map(\.total))
        if unheld.minorUnits != 0 { rows.append(("No account", unheld)) }
        rows.sort { ($0.total.minorUnits, $1.name) > ($1.total.minorUnits, $0.name) }
        var values = periodValues(period)
        values["total"] = total.formatted
        values["rows"] = rows.map { row -> [String: Any] in
            ["category": row.name, "amount": row.total.formatted, "percent": Percentage.of(row.total.minorUnits, total.minorUnits) ?? 0]
        }
        return Answer(variant: rows.isEmpty ? "zero" : "accounts", values: values, slots: ["period": .period(period)], amount: total,
                      leftOut: leftOut)
    }

    /// The match's period, spending (or income, by `kind`) in it by top-level category, the
    /// total, and the template values for the period and total.
    func spendingShares(_ match: Match, kind: Transaction.Kind = .expense) throws -> (period: Period, shares: [CategoryShare], total: Money, values: [String: Any]) {
        let period = try period(of: match)
        var filter = TransactionFilter(period: period, kind: kind)
        _ = try leavingOut(match, from: &filter)
        let shares = try ledger.reports.breakdown(filter)
        let total = try ledger.total(of: shares.map(\.total))
        var values = periodValues(period)
        values["total"] = total.formatted
        return (period, shares, total, values)
    }

    /// "add a category called Pets", "create an income category Side Gigs with colour #ff8800".
    func addCategory(_ match: Match) throws -> Answer {
        let type: Category.Kind = match.text("income") == nil ? .expense : .income
        guard let typed = match.text("income") ?? match.text("name") else { throw FinanceError(.invalidInput, "a category needs a name") }
        let name = titleCased(typed)
        let category = try write("the category \(name)") {
            try ledger.categories.add(name: name, type: type, colour: match.text("colour"), icon: match.text("icon"))
        }
        return Answer(values: ["name": category.name, "type": type.rawValue, "colour": category.colour, "icon": category.icon.map { [$0] } ?? []],
                      slots: ["name": .text(category.name)])
    }

    /// "rename dining to eating out".
    func renameCategory(_ match: Match) throws -> Answer {
        guard let old = match.category(), let new = match.text("name") else { throw FinanceError(.invalidInput, "say “rename dining to eating out”") }
        let renamed = try write("renaming \(old) to \(titleCased(new))") { try ledger.categories.rename(old, to: titleCased(new)) }
        return Answer(values: ["old": old, "oldLower": old.lowercased(), "name": renamed.name], slots: ["name": .text(renamed.name)])
    }

    /// "merge takeout into dining".
    func mergeCategory(_ match: Match) throws -> Answer {
        guard let source = match.category("source"), let target = match.category("target") else {
            throw FinanceError(.invalidInput, "say “merge takeout into dining”")
        }
        let moved = try write("merging \(source) into \(target)") { try ledger.categories.merge(source, into: target) }
        return Answer(values: ["source": source, "sourceLower": source.lowercased(), "target": target, "moved": moved,
                               "transactions": moved == 1 ? "transaction" : "transactions"])
    }
}
