/// A statement's own column of the kind of each row ("Transaction Type", "Type", "Buchungstext",
/// "Mutatiesoort"): it says what a description often cannot. "UMBUCHUNG" beside "Anna Weber" is
/// money moved to one's own savings, "LOHN, GEHALT, RENTE" beside an employer's name is pay,
/// "Cash withdrawal" beside "LINK BRISTOL BROADMEAD" is cash from a machine, and "Payment to"
/// beside "TOM WILLIAMS CURRY NIGHT" a payment to Tom Williams.
extension MerchantList {
    /// What a `types:` entry makes of a row: the category (nil under `[-]`: the person decides)
    /// and the payee's name, when the entry gives one.
    public struct RowType: Sendable {
        public let category: String?
        public let name: String?
    }

    /// What the list's `types:` make of a row whose type column says `type` (compared by its
    /// words: "ACCT_XFER" is `acct xfer`), or nil when no entry names it.
    public func rowType(_ type: String) -> RowType? {
        rowTypes.isEmpty ? nil : rowTypes[PayeeKey.words(type)]
    }

    /// How a payee reads with the type its statement gives the row. A type of `types:` with a
    /// category gives it (a bank's own record of what a row is beats a word in a name: pay from a
    /// bakery is no Dining), and its name when it has one; on a transfer's type a merchant of
    /// another category keeps no merchant's name ("Bills Pot" on a pot's transfer is no Bill's
    /// restaurant). A type of `types:` under `[-]` names money going out whose description names
    /// no merchant ("NOTEMACHINE LEEDS" on a cash machine's row; "ATM fee" stays ATM Fee).
    ///
    /// A type of `persontypes:` makes a person's name in the description the payee (read as
    /// after `namedpeople:` words: only a person's name, never a firm's), without the words
    /// before it that say which way the money went ("To Emma Clarke", as Revolut writes it),
    /// with the category of what the description or the row's `notes` say it was for ("RENT
    /// SEPT": Rent; a bill's number only on money coming in, `paidOut` false), else the type's
    /// (none under `[-]`). Any other type, or none, leaves the description's own reading.
    public func recognise(_ description: String, type: String?, notes: String? = nil, paidOut: Bool = true) -> PayeeRecognition {
        let read = recognise(description)
        guard let type, !rowTypes.isEmpty || !personTypes.isEmpty else { return read }
        let words = PayeeKey.words(type)
        if let given = rowTypes[words] {
            guard let category = given.category else {
                guard paidOut, read.basis != .merchant, let name = given.name else { return read }
                return PayeeRecognition(name: name, category: nil, basis: .merchant)
            }
            let other = Transaction.isTransferCategory(category) && read.basis == .merchant && read.category != category
            let name = given.name ?? (other ? plainName(description) : read.name)
            return PayeeRecognition(name: name, category: category,
                                    basis: given.name == nil ? .keyword(words.joined(separator: " ")) : .merchant)
        }
        guard read.basis != .person, let given = personTypes[words] else { return read }
        let bare = withoutDirection(description)
        if let person = paidSomeone(bare, paidOut: paidOut) {
            if let said = person.said { return PayeeRecognition(name: person.name, category: said.category, basis: .keyword(said.words)) }
            if let notes, let said = purpose(in: PayeeKey.words(notes), paidOut: paidOut) {
                return PayeeRecognition(name: person.name, category: said.category, basis: .keyword(said.said))
            }
            return PayeeRecognition(name: person.name, category: given.category, basis: .person)
        }
        // "To FOXTONS LIMITED": the firm, when the whole says nothing.
        return read.category == nil && bare != description ? recognise(bare) : read
    }

    /// Whether the list reads a row's `notes` with its `type` (a `persontypes:` type).
    public func readsNotes(type: String) -> Bool {
        !personTypes.isEmpty && personTypes[PayeeKey.words(type)] != nil
    }

    /// `description` without the words a payment's row begins with to say which way it went:
    /// "To" or "From" alone, or a `people:` or `namedpeople:` phrase that ends in either
    /// ("Payment from NORTHBEAM ANALYTICS LTD"), in any case; itself when none begins it or
    /// nothing would be left.
    func withoutDirection(_ description: String) -> String {
        let words = description.split(separator: " ", omittingEmptySubsequences: true)
        let keys = words.prefix(longestPhrase + 1).map { PayeeKey.words(String($0)) }
        var count = 0
        var said: [String] = []
        for (index, key) in keys.enumerated() {
            said += key
            guard let last = said.last, ["to", "from"].contains(last) else { continue }
            if said.count == 1 || people[said] != nil || namedPeople[said] != nil { count = index + 1 }
        }
        guard count > 0, words.count > count else { return description }
        return words.dropFirst(count).joined(separator: " ")
    }

    /// The description cleaned of what banks add, as no merchant's name.
    private func plainName(_ description: String) -> String {
        let description = Self.head(description)
        return cleaner.accented(cleaner.name(of: cleaner.pieces(description)) ?? description.trimmed, in: description)
    }

    /// The person `description` names, on a row its type says is a payment to or from someone,
    /// read as after `namedpeople:` words, and what the description says the payment was for
    /// (``purpose(in:paidOut:)``), when it says; nil for any other name, one with a legal form
    /// ("JAMES TAYLOR LTD") or with an ampersand ("SARAH JONES & CO").
    private func paidSomeone(_ description: String, paidOut: Bool) -> (name: String, said: (words: String, category: String)?)? {
        let description = Self.head(description)
        let words = PayeeKey.words(description)
        guard !description.contains("&"),
              !cleaner.lists.forms.contains(where: { form in !form.isEmpty && words.indices.contains { words[$0...].starts(with: form) } })
        else { return nil }
        let pieces = cleaner.pieces(description).tokens
        guard let found = person(after: [], category: Transaction.transferCategory, named: true, rest: pieces, paidOut: paidOut)
        else { return nil }
        let name = cleaner.accented(PersonName.commaTurned(found.name, in: description), in: description)
        return (name, found.said.map { ($0, found.category) })
    }
}
