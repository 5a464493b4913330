/// Where each field of the CSV contract sits in a statement's header row.
struct CSVColumns {
    let date: Int
    let description: Int?
    let amount: Int?
    let debit: Int?
    let credit: Int?
    let category: Int?
    let account: Int?
    let currency: Int?
    let notes: Int?

    /// Finds the columns by name, case-insensitively; fails naming what is missing.
    init(header: [String]) throws {
        let names = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func index(_ candidates: String...) -> Int? {
            for candidate in candidates { if let i = names.firstIndex(of: candidate) { return i } }
            return nil
        }
        let found = header.map { "'\($0)'" }.joined(separator: ", ")
        guard let date = index("date") else {
            throw FinanceError(.invalidInput, "line 1: no 'date' column (the header has \(found))")
        }
        self.date = date
        description = index("description", "payee", "memo", "title")
        amount = index("amount")
        debit = index("debit")
        credit = index("credit")
        category = index("category")
        account = index("account")
        currency = index("currency")
        notes = index("notes")
        guard amount != nil || debit != nil || credit != nil else {
            throw FinanceError(.invalidInput, "line 1: no 'amount' column and no 'debit'/'credit' pair (the header has \(found))")
        }
    }
}
