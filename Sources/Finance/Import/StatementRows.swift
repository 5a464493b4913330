import BuddyCore

/// Texts kept once however many rows use them: statements repeat payees, categories and
/// accounts on most of their rows, so a row holds a number, not a string.
struct TextTable {
    private(set) var texts: [String] = []
    private var numbers: [String: Int32] = [:]

    /// The number of `text`, given one on first use.
    mutating func number(_ text: String) -> Int32 {
        if let known = numbers[text] { return known }
        let number = Int32(texts.count)
        texts.append(text)
        numbers[text] = number
        return number
    }

    /// The number of `text`, or -1 for nil.
    mutating func number(_ text: String?) -> Int32 { text.map { number($0) } ?? -1 }

    subscript(number: Int32) -> String { texts[Int(number)] }

    /// The text numbered `number`, or nil for -1.
    func text(_ number: Int32) -> String? { number < 0 ? nil : texts[Int(number)] }
}

/// A statement's rows as read, one column of numbers each, in the currency the whole file is
/// read in: some thirty bytes a row, where a row of strings takes hundreds. A row is put
/// together again as a ``StatementRow`` when asked for.
struct StatementRows: RandomAccessCollection {
    let currency: Currency
    private(set) var lines: [Int32] = []
    private(set) var days: [Int32] = []
    private(set) var amounts: [Int64] = []
    private(set) var descriptions: [Int32] = []
    private(set) var categories: [Int32] = []
    private(set) var accounts: [Int32] = []
    private(set) var notes: [Int32] = []
    /// The bank's word for the kind of each row, when the file has a column of them (-1 on rows without).
    private(set) var types: [Int32] = []
    /// The balances the rows state, when the file has a balance column (`nil` on rows that state none).
    private(set) var balances: [Int64?]?
    /// The descriptions, categories, accounts, notes and types.
    var texts = TextTable()

    init(currency: Currency, balances: Bool) {
        self.currency = currency
        self.balances = balances ? [] : nil
    }

    var startIndex: Int { 0 }
    var endIndex: Int { lines.count }

    /// Adds a row read from the file (its amount in ``currency``).
    mutating func append(line: Int, transaction t: NewTransaction, type: String?, balance: Money?) {
        lines.append(Int32(truncatingIfNeeded: line))
        days.append(Self.packed(t.date))
        amounts.append(t.amount.minorUnits)
        descriptions.append(texts.number(t.description))
        categories.append(texts.number(t.category))
        accounts.append(texts.number(t.account))
        notes.append(texts.number(t.notes))
        types.append(texts.number(type))
        balances?.append(balance?.minorUnits)
    }

    /// Turns every amount over: a card's charges written positive become money out.
    mutating func turnAmountsOver() {
        for index in amounts.indices { amounts[index] = -amounts[index] }
    }

    /// Drops every stated balance (a balance column with a field that is not an amount is not used).
    mutating func forgetBalances() {
        if balances != nil { balances = Array(repeating: nil, count: count) }
    }

    subscript(index: Int) -> StatementRow {
        StatementRow(line: Int(lines[index]), transaction: transaction(index),
                     balance: balances?[index].map { Money(minorUnits: $0, currency: currency) })
    }

    /// The row's transaction as the file gives it.
    func transaction(_ index: Int) -> NewTransaction {
        NewTransaction(date: day(index), amount: amount(index), description: texts[descriptions[index]],
                       category: texts.text(categories[index]), account: texts.text(accounts[index]), notes: texts.text(notes[index]))
    }

    func day(_ index: Int) -> Day { Self.unpacked(days[index]) }
    func amount(_ index: Int) -> Money { Money(minorUnits: amounts[index], currency: currency) }

    /// A day as one number that sorts as days do.
    static func packed(_ day: Day) -> Int32 { Int32(day.year * 512 + day.month * 32 + day.day) }
    static func unpacked(_ number: Int32) -> Day {
        let value = Int(number)
        return Day(year: value / 512, month: value / 32 % 16, day: value % 32)!
    }
}
