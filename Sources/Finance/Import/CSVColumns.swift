/// Where each field Buddy reads sits in a statement's header row, found by name in the words
/// banks use (case, spacing, underscores and a unit such as "(GBP)" or "in EUR" do not matter).
public struct CSVColumns: Sendable {
    /// One column: its position and its name as the file writes it.
    public struct Column: Sendable, Equatable {
        public let index: Int
        public let header: String
    }

    public let date: Column
    public let description: Column?
    public let amount: Column?
    /// Money out, as a positive number (Debit, Withdrawal, Money Out).
    public let debit: Column?
    /// Money in, as a positive number (Credit, Deposit, Money In).
    public let credit: Column?
    /// A column saying "debit" or "credit" for unsigned amounts (Transaction Type).
    public let direction: Column?
    public let category: Column?
    public let account: Column?
    public let currency: Column?
    public let notes: Column?
    /// The account's balance after each row (Balance, Running Balance, Saldo, Kontostand, Solde).
    public let balance: Column?
    /// A fee charged on top of the amount, as a positive number (Revolut's Fee).
    public let fee: Column?
    /// Whether the bank settled the row (Revolut's State: COMPLETED, PENDING, DECLINED, REVERTED).
    public let state: Column?
    /// How many fields the header has.
    public let count: Int

    /// Names for each field, most telling first (a file with both "Transaction Date" and
    /// "Posted Date" is read by the day of the purchase; one with a payee's name and a purpose,
    /// such as "Auftraggeber/Begünstigter" and "Verwendungszweck", is described by the name and
    /// keeps the purpose as notes).
    static let vocabulary: [(field: String, names: [String])] = [
        ("date", ["date", "transaction date", "started date", "completed date", "trans date", "trans. date", "txn date", "purchase date", "posted date", "posting date",
                  "post date", "booking date", "buchungstag", "buchungsdatum", "datum", "value date", "valuta", "date opération",
                  "date operation"]),
        ("description", ["payee", "payee name", "merchant", "merchant name", "name", "counterparty", "counter party",
                         "counterparty name", "beneficiary", "recipient", "auftraggeber/begünstigter", "auftraggeber/beguenstigter",
                         "beguenstigter/zahlungspflichtiger", "begünstigter/zahlungspflichtiger", "auftraggeber/empfänger",
                         "auftraggeber/empfaenger", "zahlungsempfänger", "zahlungsempfaenger", "empfänger", "empfaenger",
                         "naam/omschrijving", "tegenpartij", "description", "transaction description", "title", "libellé", "libelle",
                         "narrative", "memo", "details", "verwendungszweck", "buchungstext"]),
        ("amount", ["amount", "transaction amount", "betrag", "umsatz", "montant", "bedrag"]),
        ("debit", ["debit", "debits", "debit amount", "withdrawal", "withdrawals", "withdrawal amount", "money out", "paid out", "out", "soll",
                   "débit"]),
        ("credit", ["credit", "credits", "credit amount", "deposit", "deposits", "deposit amount", "money in", "paid in", "in", "haben",
                    "crédit"]),
        ("direction", ["transaction type", "credit/debit", "debit/credit", "cr/dr", "dr/cr", "af bij", "af/bij", "debet/credit",
                       "soll/haben", "s/h", "type"]),
        ("category", ["category", "kategorie"]),
        ("account", ["account", "account name", "konto"]),
        ("currency", ["currency", "ccy", "währung", "waehrung", "devise"]),
        ("notes", ["notes", "note", "comment", "comments", "memo", "verwendungszweck", "purpose", "reference", "mededelingen",
                   "remittance information", "description"]),
        ("fee", ["fee", "fees", "charge fee", "commission"]),
        ("state", ["state", "status", "transaction status"]),
        ("balance", ["balance", "running balance", "account balance", "balance after", "closing balance", "saldo", "kontostand",
                     "saldo nach buchung", "solde", "running bal.", "running bal", "saldo na mutatie", "available balance"]),
    ]

    /// Every name in ``vocabulary``.
    static let knownNames = Set(vocabulary.flatMap(\.names))

    /// A header name as compared: lower case, one space between words, no unit (a bracketed
    /// one, or a currency code or word after the name: "Amount in EUR", "Saldo EUR", "Débit euros").
    static func normalise(_ header: String) -> String {
        var text = header
        if let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close {
            text.removeSubrange(open...close)
        }
        text = text.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: " / ", with: "/")
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" })
        if words.count >= 2, CurrencyMarks.code(words[words.count - 1]) != nil || CurrencyMarks.word(words[words.count - 1]) != nil {
            words.removeLast()
            let named = words.joined(separator: " ").lowercased()
            if words.count >= 2, words[words.count - 1].lowercased() == "in", !knownNames.contains(named) { words.removeLast() }
        }
        return words.joined(separator: " ").lowercased()
    }

    /// Finds the columns in a header row, or returns nil when it has no date column or no
    /// amount (nor debit/credit) column.
    init?(header: [String]) {
        let names = header.map(Self.normalise)
        var taken = Set<Int>()
        func column(_ field: String) -> Column? {
            let candidates = Self.vocabulary.first { $0.field == field }!.names
            for name in candidates {
                if let index = names.indices.first(where: { names[$0] == name && !taken.contains($0) }) {
                    taken.insert(index)
                    return Column(index: index, header: header[index])
                }
            }
            return nil
        }
        guard let date = column("date") else { return nil }
        self.date = date
        amount = column("amount")
        debit = column("debit")
        credit = column("credit")
        guard amount != nil || debit != nil || credit != nil else { return nil }
        direction = amount == nil ? nil : column("direction")
        description = column("description")
        category = column("category")
        account = column("account")
        currency = column("currency")
        notes = column("notes")
        balance = column("balance")
        fee = amount == nil ? nil : column("fee")
        state = column("state")
        count = header.count
    }

    /// Columns found without a header row: a date, a description and an amount (see
    /// ``init(headerless:)``).
    init(date: Column, description: Column, amount: Column, count: Int) {
        self.date = date
        self.description = description
        self.amount = amount
        (debit, credit, direction, category, account, currency, notes, balance, fee, state) = (nil, nil, nil, nil, nil, nil, nil, nil, nil, nil)
        self.count = count
    }

    /// Every column that is read.
    var read: [Column] {
        [date, description, amount, debit, credit, direction, category, account, currency, notes, balance, fee, state].compactMap { $0 }
    }

    /// The largest position of a column that is read.
    var maxIndex: Int { read.map(\.index).max() ?? 0 }

    /// Why no row of a file's start is a header, for the message: said of the row that names the
    /// most columns Buddy knows. Only those names are quoted (short, with no control
    /// characters); a file whose first rows name none is not a statement, and nothing of it is
    /// quoted: it may be any file at all. Returns the message and the index of that row in `rows`.
    static func missing(in rows: [[String]]) -> (message: String, row: Int) {
        let named = rows.map { fields in fields.filter { knownNames.contains(normalise($0)) } }
        let row = named.indices.max { named[$0].count < named[$1].count } ?? 0
        let best = named[safe: row] ?? []
        guard !best.isEmpty else {
            return ("this is not a bank statement: none of its first lines is a header naming a date column and an amount column "
                + "(such as Date and Amount, or Date, Debit and Credit)", 0)
        }
        let found = best.prefix(6).map { "'\(Excerpt.of($0, limit: 30))'" }.joined(separator: ", ")
        let names = best.map(normalise)
        let has = { (field: String) in vocabulary.first { $0.field == field }!.names.contains { names.contains($0) } }
        if !has("date") { return ("no date column (looked for Date, Posted Date, Transaction Date…; the header has \(found))", row) }
        return ("no amount column and no debit/credit pair (looked for Amount, Debit/Credit, Withdrawal/Deposit…; the header has \(found))", row)
    }
}
