import BuddyCore

/// A statement's rows as they would be stored, beside the rows as read: a few numbers a row
/// (the stored description, category and account, where the category comes from, the row's
/// fingerprint and whether it is already in the store). A row is put together again as a
/// ``PlannedRow`` when asked for.
struct PlannedRows: RandomAccessCollection {
    /// The rows as read.
    let file: StatementRows
    /// The file's texts, and the clean names, categories and rule patterns planning added.
    var texts: TextTable
    private(set) var descriptions: [Int32] = []
    private(set) var categories: [Int32] = []
    private(set) var accounts: [Int32] = []
    /// Where each category comes from: ``Source`` raw values, or a rule's pattern's number
    /// plus ``Source/rule``.
    private(set) var sources: [Int32] = []
    /// The fingerprint's hash (its day is the row's).
    private(set) var hashes: [UInt64] = []
    var duplicate: [Bool] = []

    /// Where a category comes from, as a number.
    enum Source: Int32 {
        case none = 0, file, history, merchantList, rule
    }

    init(file: StatementRows) {
        self.file = file
        texts = file.texts
        descriptions.reserveCapacity(file.count)
        categories.reserveCapacity(file.count)
        accounts.reserveCapacity(file.count)
        sources.reserveCapacity(file.count)
        hashes.reserveCapacity(file.count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { hashes.count }

    /// Adds the plan of the next file row.
    mutating func append(description: Int32, category: Int32, account: Int32, source: Int32, hash: UInt64) {
        descriptions.append(description)
        categories.append(category)
        accounts.append(account)
        sources.append(source)
        hashes.append(hash)
        duplicate.append(false)
    }

    subscript(index: Int) -> PlannedRow {
        PlannedRow(line: Int(file.lines[index]), transaction: transaction(index), fileDescription: texts[file.descriptions[index]],
                   categorySource: categorySource(index), duplicate: duplicate[index], importKey: importKey(index))
    }

    /// The transaction as it would be stored.
    func transaction(_ index: Int) -> NewTransaction {
        NewTransaction(date: file.day(index), amount: file.amount(index), description: texts[descriptions[index]],
                       category: texts.text(categories[index]), account: texts.text(accounts[index]), notes: texts.text(file.notes[index]))
    }

    func categorySource(_ index: Int) -> CategorySource {
        let source = sources[index]
        if source >= Source.rule.rawValue { return .rule(texts[source - Source.rule.rawValue]) }
        switch Source(rawValue: source) {
        case .file: return .file
        case .history: return .history
        case .merchantList: return .merchantList
        default: return .none
        }
    }

    /// The row's fingerprint as stored.
    func importKey(_ index: Int) -> String {
        ImportFingerprint.key(day: file.days[index], hash: hashes[index])
    }

    /// The numbers of the rows not already in the store, in file order.
    var fresh: [Int] { indices.filter { !duplicate[$0] } }
}
