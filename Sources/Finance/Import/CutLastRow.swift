/// A statement whose download stopped short ends inside its last row: "…,PAYMENT,,62" where the
/// bank wrote "620.00". Such a row still reads as an amount, so it is found by its form: the file
/// does not end with a line break, every row before it writes its amount with cents, and it does
/// not. The import is then refused, rather than storing 62.00.
struct CutLastRow {
    /// Whether every amount before the last row was written with two digits after the decimal mark.
    private var earlierHaveCents = true
    /// How many rows came before the last.
    private var earlierCount = 0
    /// The last row read: its line and its amount as written.
    private var last: (line: Int, amount: String)?
    private let mark: Character

    /// A check for a file whose amounts use `mark`.
    init(mark: DecimalMark) {
        self.mark = Character(mark.rawValue)
    }

    /// Counts one body record; `columns` say where its amount is.
    mutating func add(_ record: CSVRecord, columns: CSVColumns) {
        let amount = [columns.amount, columns.debit, columns.credit].lazy.compactMap { $0 }
            .compactMap { record.fields[safe: $0.index]?.trimmed }.first { !$0.isEmpty }
        guard let amount else { return }
        if let last {
            earlierCount += 1
            earlierHaveCents = earlierHaveCents && hasCents(last.amount)
        }
        last = (record.line, amount)
    }

    /// Why the file looks cut short, or nil; asked only of a file that does not end with a line break.
    var problem: String? {
        guard let last, earlierCount >= 3, earlierHaveCents, !hasCents(last.amount) else { return nil }
        return "line \(last.line), the last, ends the file inside its row: its amount '\(Excerpt.of(last.amount))' has no cents where "
            + "every other row's has, and no line break follows it. Was the download cut short? Download the statement again"
    }

    /// Whether `text` ends in the decimal mark and two digits (after any sign, bracket or currency after them).
    private func hasCents(_ text: String) -> Bool {
        let digitsEnd = text.lastIndex(where: \.isASCIIDigitCharacter).map { text[...$0] } ?? ""
        guard digitsEnd.count >= 3 else { return false }
        let tail = digitsEnd.suffix(3)
        return tail.first == mark && tail.dropFirst().allSatisfy(\.isASCIIDigitCharacter)
    }
}
