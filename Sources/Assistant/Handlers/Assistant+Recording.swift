import BuddyCore
import Finance
import Understanding

/// Recording an expense or an income from one sentence, and undoing it.
extension Assistant {
    func addExpense(_ match: Match) throws -> Answer {
        let filing = try filing(match)
        var answer = try record(match, amount: filing.amount, description: filing.description, category: filing.category)
        if filing.income { answer.variant = "income" }
        return answer
    }

    /// The category of a purchase whose words name none.
    static let unnamedCategory = "Other"

    /// How a line recording a purchase would be filed: money out, or in when its words name an
    /// income ("interest 3.12"), with its description and category ("Other" when nothing names one).
    func filing(_ match: Match) throws -> (amount: Money, description: String, category: String, income: Bool) {
        guard let amount = match.amount() else { throw FinanceError(.invalidInput, "I need an amount") }
        var what = match.text("what").map(PurchaseText.trimmed)
        var merchant = match.text("merchant")
        // "burrito at chipotle" said as one: what was bought, and where.
        if merchant == nil, let text = what, let split = PurchaseText.split(text) { (what, merchant) = (split.what, split.merchant) }
        // "spent 12 at chipolte", "chipotel 11.50": a shop's name that misspells a payee the store has.
        merchant = merchant.map(storedSpelling)
        if merchant == nil, match.category("what") == nil { what = what.map(storedSpelling) }
        // "interest 3.12 on savings", "got my wages today 1.8k": money in, said by an income
        // category's name (or one of its other names, and no expense's).
        // Only the income's own name, "my" aside: "nanny wages 400" and "payroll software 30" are
        // spent, as is a purchase said with its verb ("bought a book on wages 20").
        let bare = what.map { Normalizer.tokens($0).filter { !["my", "our", "the"].contains($0) }.joined(separator: " ") }
        // "wages 400 to the nanny" is paid to someone.
        let paidTo = merchant != nil || Normalizer.tokens(currentLine).contains("to")
        let incomeNamed = match.category("what") == nil && !lineSays("buy") && !paidTo ? bare.flatMap(incomeCategoryNamedWholly) : nil
        if let income = match.category("what") ?? incomeNamed, try ledger.categories.named(income)?.type == .income {
            return (amount.magnitude, wordsNaming(income, corrected: match.corrections).map(titleCased) ?? income, income, true)
        }
        // "uber 18": the words named a category (or one of its other names) rather than free text.
        let named = match.category("what") ?? categoryNamed(in: [what], type: .expense)
        // "shell 40", "starbucks 5": words that name no category may name the payee, known from
        // the person's history or the merchant list as an imported row is.
        let payee = merchant ?? (named == nil && match.category("category") == nil ? what : nil)
        let known = try payee.flatMap { try ledger.payees.category(for: $0, kind: .expense, typed: named) }
        // "acme 2450": a payee the person has only ever been paid by, and no purchase said, is money in.
        if known == nil, match.category("category") == nil, named == nil, !lineSays("buy"), let payee,
           let income = try ledger.payees.category(for: payee, kind: .income), income.source != .merchantList {
            return (amount.magnitude, payeeName(payee), income.category, true)
        }
        // "vet 140 put it under pets": a category said for it wins.
        let category = match.category("category") ?? known?.category ?? named ?? categoryNamed(in: [merchant], type: .expense) ?? Self.unnamedCategory
        // "uber 31": the words that named the category are what was bought, as typed.
        let typed = what ?? match.category("what").flatMap { wordsNaming($0, corrected: match.corrections) }
        let description = merchant.map(payeeName) ?? (known != nil ? payee.map(payeeName) : nil) ?? typed.map(titleCased) ?? category
        return (amount.magnitude.negated, description, category, false)
    }

    /// `match`, a recording that took a word saying to record it for what was bought ("add 20",
    /// "add 20 coffee"): what was bought is the words it left over ("coffee"), and with none,
    /// Buddy asks what it was for; nil for any other line.
    func verbNotWhatWasBought(_ match: Match) -> Match? {
        guard match.intent == "transaction.add_expense", match.text("merchant") == nil, match.category("category") == nil,
              let what = match.text("what") else { return nil }
        let said = Normalizer.tokens(what)
        guard understander.grammar.wordLists["recording-verbs", default: []].contains(said) else { return nil }
        var slots = match.slots
        slots["what"] = match.leftOver.isEmpty ? nil : .text(match.leftOver.joined(separator: " "))
        return match.with(slots: slots)
    }

    /// "team lunch 85, work's reimbursing me": money that someone will pay back later (the
    /// grammar's `reimbursed-later`) was spent now; the line records the purchase, not income.
    func purchaseInsteadOfReimbursement(_ match: Match) -> Match? {
        guard match.intent == "transaction.add_income", lineSays("reimbursed-later") else { return nil }
        return Match(intent: "transaction.add_expense", slots: match.slots, score: match.score, pattern: match.pattern)
    }

    func addIncome(_ match: Match) throws -> Answer {
        guard let amount = match.amount() else { throw FinanceError(.invalidInput, "I need an amount") }
        // "earned 45 in interest": a kind of income the line says (the grammar's `income-kinds`)
        // names it when nothing else does; with neither, it is pay.
        // "client paid me 850": who paid names it when nothing else does (the grammar's `income-payers`).
        var what = match.text("what") ?? firstSaid("income-kinds") ?? firstSaid("income-payers")
        var named = categoryNamed(in: [what], type: .income)
        let known = try named == nil ? what.flatMap { try ledger.payees.category(for: $0, kind: .income) } : nil
        // "4.12 interest hit savings": words that name nothing ("hit") beside a kind of income the
        // line says; the kind names the row.
        if named == nil, known == nil, let kind = firstSaid("income-kinds"), let category = categoryNamed(in: [kind], type: .income) {
            (what, named) = (kind, category)
        }
        let category = match.category("category") ?? named ?? known?.category ?? (what == nil ? "Salary" : "Other Income")
        let description = what.map(payeeName) ?? "Paycheck"
        return try record(match, amount: amount.magnitude, description: description, category: category)
    }

    /// A payee as the person named it: typed in lower case, the merchant list's spelling of a
    /// merchant it knows ("trader joes" → "Trader Joe's"), else title case; with capitals, as typed.
    private func payeeName(_ typed: String) -> String {
        guard !typed.contains(where: \.isUppercase) else { return titleCased(typed) }
        if let known = ledger.payees.knownName(typed) { return known }
        // "costco run", "uber ride", "amazon order": a known name and a word of the grammar's
        // `visit` list after it is the name alone.
        var words = typed.split(separator: " ").map(String.init)
        if words.count > 1, singleWords("visit").contains(words.last!.lowercased()) {
            words.removeLast()
            if let known = ledger.payees.knownName(words.joined(separator: " ")) { return known }
        }
        return titleCased(typed)
    }

    private func record(_ match: Match, amount: Money, description: String, category: String) throws -> Answer {
        let date = match.period("date")?.start ?? today
        let what = amount.minorUnits < 0 ? "the expense" : "the income"
        let account = try account(for: match)
        let stored = try write("\(what) \(amount.magnitude.formatted) · \(description)") {
            try ledger.transactions.add(NewTransaction(date: date, amount: amount, description: description, category: category,
                                                       account: account))
        }
        context.focus = stored.id
        var slots: [String: ReplySlot] = ["category": .text(category), "date": .period(.day(date, label: match.period("date")?.label ?? "today"))]
        if let merchant = match.text("merchant") { slots["merchant"] = .text(merchant) }
        if let what = match.text("what") { slots["what"] = .text(what) }
        let alert = amount.minorUnits < 0 ? try budgetAlert(for: category, on: date) : nil
        if let account { slots["account"] = .text(account) }
        return Answer(values: ["amount": amount.magnitude.formatted, "category": category, "description": description,
                               "date": PeriodText.relative(date, today: today), "alert": alert.map { [$0] } ?? [],
                               "account": account.map { [$0] } ?? []],
                      slots: slots, amount: amount.magnitude)
    }

    /// A warning when an expense leaves its category's budget (or its parent's) at risk or over.
    private func budgetAlert(for category: String, on date: Day) throws -> String? {
        let parent = try ledger.categories.named(category)?.parentId
        let names = Set([category.lowercased()] + (try ledger.categories.all().filter { $0.id == parent }.map { $0.name.lowercased() }))
        let statuses = try ledger.budgets.overview(month: date, today: max(date, today))
        guard let status = statuses.first(where: { names.contains($0.category.lowercased()) }), status.state != .onTrack else { return nil }
        if status.state == .over {
            return "\(status.category) is now over its \(status.limit.formatted) budget for \(status.month.label) by \(status.overBy.formatted)."
        }
        return "\(status.category) is at \(status.percentUsed)% of its \(status.limit.formatted) budget for \(status.month.label)."
    }

    /// "I spent 5 on February 30": nothing is done; the reply names the day and one that exists.
    func impossibleDate(_ match: Match) throws -> Answer {
        let date = match.text("date") ?? ""
        // "February 30": the month's last day; any other day that is not there: today.
        let said = date.split(separator: " ").first.map(String.init) ?? ""
        let example = CalendarNames.months.contains(said) ? "\(said) \(said == "February" ? 28 : 30)"
            : "\(CalendarNames.months[today.month - 1]) \(today.day)"
        return Answer(values: ["date": date, "example": example])
    }

    func undo(_ match: Match) throws -> Answer {
        guard let label = try journal?.undo() else { return Answer(variant: "nothing") }
        changesMade.append("undoing \(label)")
        storeChanged()
        return Answer(values: ["what": label])
    }

    func redo(_ match: Match) throws -> Answer {
        guard let label = try journal?.redo() else { return Answer(variant: "nothing") }
        changesMade.append("redoing \(label)")
        storeChanged()
        return Answer(values: ["what": label])
    }

    /// The payee the store has that `typed` misspells, when nothing knows `typed` as it is: no
    /// rule, no history, no merchant of the list ("petco" is never the store's Pepco) and no
    /// category's name; else `typed`. The reply names the payee, so a wrong guess shows.
    private func storedSpelling(_ typed: String) -> String {
        // The names the store holds are asked first: they are in memory, and rarely misspelt.
        guard let stored = vocabulary.payees.misspelling(of: typed), categoryNamed(in: [typed], type: .expense) == nil,
              ledger.payees.knownName(typed) == nil, (try? ledger.payees.category(for: typed, kind: .expense)) == nil,
              (try? ledger.payees.category(for: typed, kind: .income)) == nil else { return typed }
        return stored
    }

    /// Each category's kind (expense or income), by its name in small letters.
    private func categoryKinds() -> [String: Category.Kind] {
        Dictionary((try? ledger.categories.all().map { ($0.name.lowercased(), $0.type) }) ?? [], uniquingKeysWith: { a, _ in a })
    }

    /// The income category that all of `phrase`'s words name together ("wages": Salary), or nil
    /// ("nanny wages" names none).
    private func incomeCategoryNamedWholly(_ phrase: String) -> String? {
        let tokens = Normalizer.tokens(phrase)
        guard !tokens.isEmpty else { return nil }
        let kinds = categoryKinds()
        return vocabulary.categories(in: tokens, at: 0).first { $0.length == tokens.count && kinds[$0.name.lowercased()] == .income }?.name
    }

    /// The first category of `type` that the words name ("lunch" → Dining), if any.
    func categoryNamed(in phrases: [String?], type: Category.Kind) -> String? {
        let kinds = categoryKinds()
        for phrase in phrases.compactMap({ $0 }) {
            let tokens = Normalizer.tokens(phrase)
            for index in tokens.indices {
                for found in vocabulary.categories(in: tokens, at: index).sorted(by: { $0.length > $1.length })
                where kinds[found.name.lowercased()] == type {
                    return found.name
                }
            }
        }
        return nil
    }

    /// The words of the line being answered that name `category` (or one of its other names):
    /// "uber" in "uber 31 yesterday", for Transport; a word misspelt is read as `corrected` has
    /// it ("lunh 12" is "lunch").
    func wordsNaming(_ category: String, corrected: [String: String] = [:]) -> String? {
        let tokens = Normalizer.tokens(currentLine).map { corrected[$0] ?? $0 }
        for index in tokens.indices {
            if let found = vocabulary.categories(in: tokens, at: index).filter({ $0.name.caseInsensitiveCompare(category) == .orderedSame })
                .max(by: { $0.length < $1.length }) {
                return tokens[index..<index + found.length].joined(separator: " ")
            }
        }
        return nil
    }

    /// A description as typed when it has capitals ("coffee at Blue Bottle" → "Coffee at Blue Bottle"),
    /// else with each word capitalised ("whole foods" → "Whole Foods").
    func titleCased(_ text: String) -> String {
        if text.contains(where: \.isUppercase) { return text.prefix(1).uppercased() + text.dropFirst() }
        return text.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
