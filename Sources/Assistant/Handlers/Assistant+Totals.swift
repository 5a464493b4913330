import BuddyCore
import Finance
import Understanding

/// Questions about totals: spending and income over a period, optionally for one category.
extension Assistant {
    func spendingTotal(_ match: Match) throws -> Answer {
        // "salary this year", "interest last month": a category of income is what came in.
        if let named = try match.category().map(categoryRecord), named.type == .income {
            var answer = try total(match, kind: .income)
            // "acme salary this year": what that payer paid, said as theirs.
            if answer.values["merchant"] != nil { answer.variant = "income" }
            else if answer.values["category"] != nil { answer.variant = answer.variant == "zero" ? "received-zero" : "received" }
            return answer
        }
        let spent = try total(match, kind: .expense)
        // "what did acme pay me": a payee that has only ever paid the person is counted as income
        // (looked up only when nothing was spent there, as for such a payee).
        guard spent.variant == "zero", let merchant = match.text("merchant"), try paysOnly(merchant) else { return try sayingUnheardOf(spent) }
        var answer = try total(match, kind: .income)
        if answer.variant.isEmpty { answer.variant = "income" }
        return answer
    }

    /// Whether the person's spending and income with `payee` are all income, and there is some
    /// (a transfer by the same name, "Acme expense reimbursement", says nothing of it).
    private func paysOnly(_ payee: String) throws -> Bool {
        try ledger.reports.payeeKinds(payee).subtracting([.transfer]) == [.income]
    }

    func incomeTotal(_ match: Match) throws -> Answer {
        try total(match, kind: .income)
    }

    /// The total of `kind` that `match` asks for, with the values a total's reply reads.
    func total(_ match: Match, kind: Transaction.Kind) throws -> Answer {
        // "spent at chipotle overall": a total over everything recorded.
        let period = try totalsEverythingRecorded(match) ? wholeRecord() : period(of: match)
        // "visa spending in october", "cash spending last week": one account's rows.
        let account = try match.account().map(ledger.accounts.named)
        var filter = TransactionFilter(period: period, kind: kind, category: try match.category().map(categoryRecord),
                                       text: match.text("merchant"), account: account)
        // "how much did I spend on coffee": the coffee shops the merchant list knows, not all of Dining.
        let business = try narrowToKind(&filter, match: match)
        // "how much did I spend on uber": a payee by that name is answered, not the category
        // the word is another name for (Transport, Shell included).
        if business == nil { try narrowToPayee(&filter) }
        // "amc and bowlero combined": the rows of both payees together.
        let both = try bothPayees(match, in: &filter)
        let leftOut = try leavingOut(match, from: &filter)
        let (category, merchant) = (filter.category, filter.text)
        let amount = try ledger.reports.total(filter)
        var slots: [String: ReplySlot] = ["period": .period(period)]
        var remembered = match.slots
        remembered["period"] = .period(period)
        if let business {
            // "and last month?": the same kind again, which the follow-up's own line does not name.
            remembered["kind"] = .text(business.said)
        } else if match.text("merchant") == nil, match.category() != nil, filter.category == nil, let payee = filter.text {
            // "how much on uber", then "and lyft?": the question was about the payee, Uber.
            (remembered["category"], remembered["merchant"]) = (nil, .text(payee))
        }
        context.lastQuestion = Match(intent: match.intent, slots: remembered, score: match.score, pattern: match.pattern, exclusion: match.exclusion)
        context.lastFilter = filter
        var values = periodValues(period)
        values["amount"] = amount.formatted
        if let category {
            values["category"] = category.name
            slots["category"] = .text(category.name)
        }
        if let merchant {
            // One payee counted: named as the store has it ("Trader Joe's" for "TRADER JOE").
            let names = try ledger.reports.payees(filter, limit: 6)
            // With no rows in the period, the one payee of any day the name finds ("nothing at Amazon
            // in September").
            values["merchant"] = names.count == 1 ? names[0] : names.isEmpty ? try storedPayeeName(merchant) : merchant
            slots["merchant"] = .text(merchant)
            values["payees"] = Self.counted(names)
        }
        if let both {
            values["merchant"] = both
            slots["merchant"] = .text(both)
        }
        if let business {
            values["category"] = business.said
            slots["category"] = .text(business.said)
            // The payees of the kind that the period's rows have, the most frequent first.
            let counted = amount.minorUnits == 0 ? [] : try ledger.reports.payees(filter, limit: 7)
            values["payees"] = counted.isEmpty ? [] : [Self.listed(counted)]
            // "You spent nothing on coffee … ($155.81 on Dining in all)": none of that kind is no answer about the category.
            if amount.minorUnits == 0, let category {
                var whole = filter
                whole.payees = nil
                let all = try ledger.reports.total(whole)
                if all.minorUnits != 0 { values["whole"] = ["you spent \(all.formatted) on \(category.name) in all"] }
            }
        }
        if let account {
            values["account"] = account.name
            slots["account"] = .text(account.name)
        }
        // "did I spend anything at the fillmore", "how much interest have I earned": nothing in a
        // period nobody said is no answer; what there is up to today is.
        if amount.minorUnits == 0, match.period() == nil, values["whole"] == nil, category != nil || merchant != nil || business != nil || both != nil {
            values["ever"] = try wholeRecordSaid(filter).map { [$0] } ?? []
        }
        let what = kind == .expense ? "expenses" : "income"
        let scope = [category.map { "in \($0.name) (with its subcategories)" },
                     merchant.map { "whose payee matches “\($0)”" },
                     business.map(\.scope), account.map { "of the account \($0.name)" },
                     leftOut.isEmpty ? nil : "leaving out \(Self.list(leftOut))"]
            .compactMap { $0 }.joined(separator: " ")
        let query = "added up \(what)\(scope.isEmpty ? "" : " " + scope) from \(period.start.iso) to \(period.lastDay.iso) "
            + "in \(ledger.currency.code)"
        return Answer(variant: amount.minorUnits == 0 ? "zero" : "", values: values, slots: slots, amount: amount,
                      query: query, filter: filter, leftOut: leftOut)
    }

    /// The payees a total about a merchant counted, when there are several ("Uber and Uber
    /// Eats"; five at most, then "others"); empty when one name covers them all.
    private static func counted(_ names: [String]) -> [String] {
        names.count > 1 ? [listed(names)] : []
    }

    /// `names` as a list, six at most, or five and "others".
    private static func listed(_ names: [String]) -> String {
        list(names.count <= 6 ? names : Array(names.prefix(5)) + ["others"])
    }

    /// Two payees a line adds together ("amc and bowlero combined"): `filter` counts the rows
    /// of each by its names as stored, and the two are returned as said in a reply ("AMC
    /// Theatres and Bowlero"); nil when the line names one.
    private func bothPayees(_ match: Match, in filter: inout TransactionFilter) throws -> String? {
        guard let first = filter.text, let second = match.text("othermerchant") else { return nil }
        let names = try [first, second].map { try ledger.reports.payees(named: $0, limit: 20) }
        guard !names[0].isEmpty, !names[1].isEmpty else { return nil }
        filter.text = nil
        filter.payees = Array(Set(names.joined())).sorted()
        return names.map { $0.count == 1 ? $0[0] : Self.listed($0) }.joined(separator: " and ")
    }

    /// What the rows of `filter` come to over everything recorded up to today, with the newest
    /// ("$63.81 in all since your first record in June, the last $63.81 on Fri 10 Jul"); nil
    /// when there are none on any day either.
    private func wholeRecordSaid(_ filter: TransactionFilter) throws -> String? {
        var whole = filter
        whole.period = try wholeRecord()
        guard let newest = try ledger.transactions.list(whole, limit: 1).rows.first else { return nil }
        let all = try ledger.reports.total(whole)
        let since = try ledger.reports.firstRecord().map { " since your first record in \(monthName($0))" } ?? ""
        return "\(all.formatted) in all\(since), the last \(newest.transaction.money.magnitude.formatted) on \(dayText(newest.transaction.date))"
    }

    /// `filter` for the payee the line named by one of its category's other names, in place of
    /// the category ("how much did I spend on uber": Uber, not all of Transport); unchanged when
    /// it names a shop already or the word is no payee's.
    /// So is a shop the merchant list knows said after "at" ("how much at lyft this month"),
    /// though the store has no payee so called yet: nothing was spent there, not all of Transport.
    func narrowToPayee(_ filter: inout TransactionFilter) throws {
        guard filter.text == nil, let named = filter.category,
              let payee = try payeeNamedInsteadOf(named) ?? shopSaidAt(insteadOf: named) else { return }
        (filter.category, filter.text) = (nil, payee)
    }

    /// The shop the line names right after "at" by one of `category`'s other names, when the
    /// merchant list knows a shop by that word ("at lyft": Lyft); nil otherwise.
    private func shopSaidAt(insteadOf category: Category) throws -> String? {
        let tokens = Normalizer.tokens(currentLine)
        let phrases = try oneWordNames(of: category)
        for (before, word) in zip(tokens, tokens.dropFirst()) where before == "at" && phrases.contains(word) {
            if let shop = ledger.payees.knownName(word) { return shop }
        }
        return nil
    }

    /// The other names of `category` that are one word ("uber", "lyft" for Transport).
    private func oneWordNames(of category: Category) throws -> Set<String> {
        Set(try ledger.categories.synonyms().filter { $0.category == category.name && !$0.phrase.contains(" ") }.map(\.phrase))
    }

    /// The word of the line that named `category` by one of its other names, when a payee of the
    /// person's is called by that word ("uber" for the payee Uber); nil when the line names the
    /// category itself or no payee has that name.
    func payeeNamedInsteadOf(_ category: Category) throws -> String? {
        try payeesNamedInsteadOf(category).first
    }

    /// Every word of the line that named `category` by one of its other names that is a
    /// payee's too, in the line's order ("uber" and "lyft" for Transport in "compare uber and
    /// lyft"); none when the line names the category itself. A word read as another it
    /// misspells counts as that one ("amazn this year": Amazon). The words of `apartFrom` (another
    /// slot's, such as the category rows are moved to) are not looked at.
    func payeesNamedInsteadOf(_ category: Category, apartFrom: String? = nil) throws -> [String] {
        var tokens = Normalizer.tokens(currentLine).map { currentCorrections[$0] ?? $0 }
        if let apartFrom {
            let other = Normalizer.tokens(apartFrom)
            if let start = tokens.indices.first(where: { tokens[$0...].starts(with: other) }) { tokens.removeSubrange(start..<start + other.count) }
        }
        guard !tokens.contains(category.name.lowercased()) else { return [] }
        let phrases = try oneWordNames(of: category)
        var found: [String] = []
        for word in tokens where phrases.contains(word) && !found.contains(word) {
            if try ledger.reports.payees(named: word, limit: 50).contains(where: { PayeeKey.searchKey($0) == PayeeKey.searchKey(word) }) {
                found.append(word)
            }
        }
        return found
    }

    /// A line that only names a payee ("amazon"): what could be meant by it, with the payee
    /// named as the store has it.
    func clarifyPayee(_ match: Match) throws -> Answer {
        let merchant = match.text("merchant") ?? ""
        return Answer(values: ["merchant": merchant], slots: ["merchant": .text(merchant)])
    }

    /// A line that is only an amount ("45"): what could be meant by it, with the amount as
    /// Buddy writes amounts and as the person would type it again.
    func clarifyAmount(_ match: Match) throws -> Answer {
        guard let amount = match.amount() else { return Answer() }
        if match.intent == "clarify.amount", let said = match.slots["amount"] { context.amountAlone = (currentLine, said) }
        return Answer(values: ["amount": amount.magnitude.formatted, "typed": Self.typed(amount.magnitude)])
    }

    /// `amount` as a person would type it again: "12.50", "40" (no ".00").
    static func typed(_ amount: Money) -> String {
        let decimal = amount.decimalString
        return decimal.hasSuffix(".00") ? String(decimal.dropLast(3)) : decimal
    }

    func unknownCategory(_ match: Match) throws -> Answer {
        let what = match.text("what") ?? ""
        let names = try ledger.categories.all().filter { $0.type == .expense }.map(\.name)
        return Answer(values: ["what": what, "categories": names.joined(separator: ", ")], slots: ["what": .text(what)])
    }

    /// The category called `name`; fails, saying so, when there is none.
    func categoryRecord(_ name: String) throws -> Category {
        guard let found = try ledger.categories.named(name) else { throw FinanceError(.notFound, "there is no category called \(name)") }
        return found
    }

    /// The match's period, or its intent's `default-period`, or this month. A default of
    /// everything recorded ("to date") starts at the first record, as a period said so does
    /// (``fromFirstRecord(_:)``).
    func period(of match: Match) throws -> Period {
        if let period = match.period() { return period }
        let orientation = understander.grammar.intent(match.intent)?.orientation ?? .past
        let parser = PeriodParser(today: today, weekStart: ledger.profile.weekStartDay, orientation: orientation)
        let text = understander.grammar.intent(match.intent)?.settings["default-period"] ?? "this month"
        let period = parser.parse(text) ?? parser.parse("this month")!
        guard period.isWholeHistory, let first = try ledger.reports.firstRecord() else { return period }
        return period.startingAt(first)
    }

    /// Template values for a period: `period.label` and `period.range`.
    func periodValues(_ period: Period) -> [String: Any] {
        ["period": ["label": period.label, "range": PeriodText.range(period, thisYear: today.year)]]
    }
}
