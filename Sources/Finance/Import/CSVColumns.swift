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
    /// A second column of notes, read on a row whose ``notes`` field is empty (Starling's
    /// "Reference" beside its "Notes", which people seldom fill in).
    public let moreNotes: Column?
    /// The account's balance after each row (Balance, Running Balance, Saldo, Kontostand, Solde).
    public let balance: Column?
    /// A fee charged on top of the amount, as a positive number (Revolut's Fee).
    public let fee: Column?
    /// Whether the bank settled the row (Revolut's State: COMPLETED, PENDING, DECLINED, REVERTED).
    public let state: Column?
    /// The bank's word for the kind of each row (Transaction Type, Type, Buchungstext,
    /// Mutatiesoort: "Cash withdrawal", "ACCT_XFER", "UMBUCHUNG"), which the merchant list reads
    /// beside the description; it may be the column that gives the sign (``direction``) too.
    public let type: Column?
    /// How many fields the header has.
    public let count: Int

    /// Names for each field, most telling first (a file with both "Transaction Date" and
    /// "Posted Date" is read by the day of the purchase; one with a payee's name and a purpose,
    /// such as "Auftraggeber/Begünstigter" and "Verwendungszweck", is described by the name and
    /// keeps the purpose as notes).
    static let vocabulary: [(field: String, names: [String])] = [
        ("date", ["date", "transaction date", "started date", "completed date", "trans date", "trans. date", "txn date", "purchase date", "posted date", "posting date",
                  "post date", "booking date", "buchungstag", "buchungsdatum", "datum", "value date", "valuta", "buchung", "date opération",
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
        ("notes", ["notes", "note", "comment", "comments", "memo", "verwendungszweck", "purpose", "reference", "payment reference", "mededelingen",
                   "remittance information", "description"]),
        ("fee", ["fee", "fees", "charge fee", "commission"]),
        ("state", ["state", "status", "transaction status"]),
        ("type", ["transaction type", "type", "trans type", "tran type", "subcategory", "buchungstext", "umsatzart", "buchungsart", "booking text",
                  "mutatiesoort", "transactietype", "type opération", "type operation", "nature de l'opération", "tipo de operación",
                  "tipo operacion", "tipo operazione"]),
        ("balance", ["balance", "running balance", "account balance", "balance after", "closing balance", "saldo", "kontostand",
                     "saldo nach buchung", "solde", "running bal.", "running bal", "saldo na mutatie", "available balance"]),
    ]

    /// Every name in ``vocabulary``.
    static let knownNames = Set(vocabulary.flatMap(\.names))

    /// The names of `field` in ``vocabulary``.
    static func names(of field: String) -> [String] {
        vocabulary.first { $0.field == field }!.names
    }

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

    /// The names of a header's columns as compared (``normalise(_:)``), except that of two
    /// columns or more that would have one name, those whose bracketed words are no currency
    /// keep them: N26's "Amount (EUR)" is the amount, and its "Amount (Foreign Currency)" none.
    static func names(_ header: [String]) -> [String] {
        var names = header.map(normalise)
        let counts = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
        for index in names.indices where counts[names[index], default: 0] > 1 {
            let text = header[index]
            guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { continue }
            var unit = text[text.index(after: open)..<close].split(separator: " ")
            if unit.first?.lowercased() == "in" { unit.removeFirst() }
            guard unit.count != 1 || (CurrencyMarks.unit(unit[0]) == nil && CurrencyMarks.word(unit[0]) == nil) else { continue }
            names[index] = normalise(text.replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: " "))
        }
        return names
    }

    /// Finds the columns in a header row, or returns nil when it has no date column or no
    /// amount (nor debit/credit) column.
    init?(header: [String]) {
        let names = Self.names(header)
        var taken = Set<Int>()
        func column(_ field: String) -> Column? {
            let candidates = Self.names(of: field)
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
        // "Saldo;Währung;Betrag;Währung" (ING): of two currency columns, the amount's is the one after it.
        if let amount, let after = names[safe: amount.index + 1], Self.names(of: "currency").contains(after),
           names.filter({ $0 == after }).count > 1 {
            taken.insert(amount.index + 1)
            currency = Column(index: amount.index + 1, header: header[amount.index + 1])
        } else {
            currency = column("currency")
        }
        notes = column("notes")
        moreNotes = notes == nil ? nil : column("notes")
        balance = column("balance")
        fee = amount == nil ? nil : column("fee")
        state = column("state")
        // The direction's column may say the kind of row too ("Type": DEBIT_CARD, ACCT_XFER).
        if let direction, Self.names(of: "type").contains(names[direction.index]) {
            type = direction
        } else {
            type = column("type")
        }
        count = header.count
    }

    /// Columns found without a header row: a date, a description and an amount (see
    /// ``init(headerless:)``).
    init(date: Column, description: Column, amount: Column, count: Int) {
        self.date = date
        self.description = description
        self.amount = amount
        (debit, credit, direction, category, account, currency, notes, moreNotes, balance, fee, state, type) = (nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil)
        self.count = count
    }

    /// Every column that is read for a row's own values, checked for a name the header has twice.
    /// The type and the second notes column are left out: they only help read the payee, and a
    /// file with two of them imported before they were read.
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
        let has = { (field: String) in Self.names(of: field).contains { names.contains($0) } }
        if !has("date") { return ("no date column (looked for Date, Posted Date, Transaction Date…; the header has \(found))", row) }
        return ("no amount column and no debit/credit pair (looked for Amount, Debit/Credit, Withdrawal/Deposit…; the header has \(found))", row)
    }
}
