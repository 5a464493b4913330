import BuddyCore

/// The contents that identify statement rows (see ``ImportFingerprint``), as numbers: a row's
/// day, amount, folded description and lower-case account, each text folded once however many
/// rows carry it.
struct ImportContents {
    /// A stored fingerprint: its day, packed, and its hash.
    struct Key: Hashable {
        let day: Int32
        let hash: UInt64
    }

    /// A row's content: day (packed), amount, and the numbers of its folded description and
    /// lower-case account.
    struct Content: Hashable {
        let day: Int32
        let amount: Int64
        let description: Int32
        let account: Int32
    }

    private var folded = TextTable()
    private var lowered = TextTable()
    /// The folded number of each text number (-1: not folded yet).
    private var foldedOf: [Int32] = []
    /// The lower-case number of each account's text number, shifted by one for no account (-1: not yet).
    private var loweredOf: [Int32] = []

    /// The content of a row whose description and account are numbered in `texts` (-1: no account).
    mutating func content(day: Int32, amount: Int64, description: Int32, account: Int32, texts: TextTable) -> Content {
        if foldedOf.count < texts.texts.count {
            foldedOf += Array(repeating: -1, count: texts.texts.count - foldedOf.count)
            loweredOf += Array(repeating: -1, count: texts.texts.count + 1 - loweredOf.count)
        }
        var foldedNumber = foldedOf[Int(description)]
        if foldedNumber < 0 {
            foldedNumber = folded.number(RuleMatcher.folded(texts[description]))
            foldedOf[Int(description)] = foldedNumber
        }
        var loweredNumber = loweredOf[Int(account) + 1]
        if loweredNumber < 0 {
            loweredNumber = lowered.number((texts.text(account) ?? "").lowercased())
            loweredOf[Int(account) + 1] = loweredNumber
        }
        return Content(day: day, amount: amount, description: foldedNumber, account: loweredNumber)
    }

    /// The fingerprint's hash of the `occurrence`-th row (from 1) with this content.
    func hash(_ content: Content, currency: Currency, occurrence: Int, texts: TextTable) -> UInt64 {
        var hash = ImportFingerprint.Hash()
        let bar = UInt8(ascii: "|")
        hash.add(isoOf: content.day)
        hash.add(bar)
        hash.add(decimal: content.amount)
        hash.add(bar)
        hash.add(currency.code.utf8)
        hash.add(bar)
        hash.add(folded[content.description].utf8)
        hash.add(bar)
        hash.add(lowered[content.account].utf8)
        hash.add(UInt8(ascii: "#"))
        hash.add(decimal: Int64(occurrence))
        return hash.value
    }

    /// The contents of planned rows as they would be stored (clean description, account), to
    /// match the store's rows against.
    struct Matching {
        private let planned: PlannedRows
        private let descriptions: [String: Int32]
        private let accounts: [String: Int32]
        private let descriptionOf: [Int32: Int32]
        private let accountOf: [Int32: Int32]

        init(_ planned: PlannedRows) {
            self.planned = planned
            func numbered(_ text: String, in table: inout [String: Int32]) -> Int32 {
                if let known = table[text] { return known }
                table[text] = Int32(table.count)
                return Int32(table.count - 1)
            }
            var descriptions: [String: Int32] = [:], accounts: [String: Int32] = [:]
            var descriptionOf: [Int32: Int32] = [:], accountOf: [Int32: Int32] = [:]
            for number in Set(planned.descriptions) {
                descriptionOf[number] = numbered(RuleMatcher.folded(planned.texts[number]), in: &descriptions)
            }
            for number in Set(planned.accounts) {
                accountOf[number] = numbered((planned.texts.text(number) ?? "").lowercased(), in: &accounts)
            }
            self.descriptions = descriptions
            self.accounts = accounts
            self.descriptionOf = descriptionOf
            self.accountOf = accountOf
        }

        /// The content of planned row `index`.
        func content(of index: Int) -> Content {
            Content(day: planned.file.days[index], amount: planned.file.amounts[index],
                    description: descriptionOf[planned.descriptions[index]]!, account: accountOf[planned.accounts[index]]!)
        }

        /// The contents of a stored row: in its account (nil when no planned row goes to that
        /// account), and whatever its account; nil when no planned row could have either.
        func contents(day: Int32, amount: Int64, description: String, account: String?) -> (inAccount: Content?, anyAccount: Content)? {
            guard let description = descriptions[RuleMatcher.folded(description)] else { return nil }
            let inAccount = accounts[(account ?? "").lowercased()].map { Content(day: day, amount: amount, description: description, account: $0) }
            return (inAccount, Content(day: day, amount: amount, description: description, account: -1))
        }

        /// The content of planned row `index` whatever its account.
        func contentInAnyAccount(of index: Int) -> Content {
            let content = content(of: index)
            return Content(day: content.day, amount: content.amount, description: content.description, account: -1)
        }

        /// Whether planned row `index` goes to no account.
        func goesToNoAccount(_ index: Int) -> Bool {
            (planned.texts.text(planned.accounts[index]) ?? "").isEmpty
        }
    }
}

/// Counts the rows of each content in file order, so that the second identical row of a day is
/// told from the first. When the days never go back or never go forward (as statements run),
/// only the current day's contents are kept.
struct OccurrenceCount {
    private let byDay: Bool
    private var counts: [ImportContents.Content: Int] = [:]
    private var day: Int32 = -1

    init(days: [Int32]) {
        let pairs = zip(days, days.dropFirst())
        byDay = pairs.allSatisfy { $0 <= $1 } || pairs.allSatisfy { $0 >= $1 }
    }

    /// How many rows with `content` there have been, this one included.
    mutating func next(_ content: ImportContents.Content, at index: Int) -> Int {
        if byDay, content.day != day {
            counts.removeAll(keepingCapacity: true)
            day = content.day
        }
        return Self.increment(&counts[content, default: 0])
    }

    /// Adds one to `count` and gives it: the count is reached through one look-up of its key.
    private static func increment(_ count: inout Int) -> Int {
        count += 1
        return count
    }
}
