import BuddyCore
import GRDB

/// What each column of the store may hold, in one place: an import, a restore and `buddy check`
/// refuse the same values, and the services write none of them.
///
/// Amounts are whole minor units within ``Money/maximumMinorUnits``; days are ISO dates
/// (`YYYY-MM-DD`) in a year from ``Day/supportedYears``; currencies are ISO 4217 codes (three
/// upper-case letters, as ``Currency`` reads them); kinds, frequencies and statuses are the
/// values Buddy knows; ids are integers from 1 to 2^53 − 1 (the whole numbers a backup's JSON
/// holds exactly); text holds no NUL character.
public enum StoredValueRules {
    /// What one column may hold.
    enum Rule: Sendable {
        /// Which amounts a column takes besides the limit.
        enum Sign: Sendable {
            /// Any amount, zero included (an opening balance).
            case any
            /// Any amount but zero (a transaction, a debt, a contribution).
            case nonZero
            /// Above zero (a budget, a bill, a goal's target).
            case positive
            /// Above zero, or null for none (a card's credit limit).
            case positiveOrNone
        }

        /// A row id: an integer from 1 to ``largestId``.
        case id
        /// The id of another row, or null.
        case reference
        /// Minor units within the limit.
        case amount(Sign)
        /// An ISO day in a supported year; null too when optional.
        case day(optional: Bool)
        /// A budget's month: "YYYY-MM" in a supported year, or "" for every month.
        case month
        /// An ISO 4217 code.
        case currency
        /// Text; null too when optional, and not empty when `nonEmpty`.
        case text(optional: Bool, nonEmpty: Bool)
        /// One of these words.
        case oneOf([String])
        /// An integer in this range.
        case integer(ClosedRange<Int64>)
    }

    /// The largest row id: 2^53 − 1, the largest whole number JSON numbers hold exactly, so that
    /// a backup gives back every id as it was.
    static let largestId: Int64 = 9_007_199_254_740_991

    /// Text of any kind, required.
    private static let text = Rule.text(optional: false, nonEmpty: false)
    /// A name: required and not empty.
    private static let name = Rule.text(optional: false, nonEmpty: true)
    /// Optional text.
    private static let note = Rule.text(optional: true, nonEmpty: false)

    /// Every table's columns and their rules, by table.
    static let columns: [String: [String: Rule]] = [
        "profile": ["id": .id, "name": name, "currency": .currency, "weekStart": .integer(1...2)],
        "account": ["id": .id, "profileId": .id, "name": name, "kind": .oneOf(Account.Kind.allCases.map(\.rawValue)),
                    "currency": .currency, "openingBalance": .amount(.any),
                    "creditLimit": .amount(.positiveOrNone)],
        "category": ["id": .id, "profileId": .id, "name": name, "type": .oneOf(Category.Kind.allCases.map(\.rawValue)),
                     "colour": text, "icon": note, "parentId": .reference],
        "categorySynonym": ["id": .id, "profileId": .id, "categoryId": .id, "phrase": name],
        "transaction": ["id": .id, "profileId": .id, "date": .day(optional: false), "amount": .amount(.nonZero),
                        "currency": .currency, "description": text, "notes": note,
                        "type": .oneOf(Transaction.Kind.allCases.map(\.rawValue)), "categoryId": .reference,
                        "accountId": .reference, "linkId": .reference, "importKey": note,
                        "bankDescription": .text(optional: true, nonEmpty: true)],
        "budget": ["id": .id, "profileId": .id, "categoryId": .id, "month": .month, "amount": .amount(.positive)],
        "person": ["id": .id, "profileId": .id, "name": name],
        "debt": ["id": .id, "profileId": .id, "personId": .id, "date": .day(optional: false), "amount": .amount(.nonZero),
                 "currency": .currency, "description": text, "transactionId": .reference],
        "recurring": ["id": .id, "profileId": .id, "name": name, "kind": .oneOf(Recurring.Kind.allCases.map(\.rawValue)),
                      "amount": .amount(.positive), "currency": .currency, "frequency": .oneOf(Frequency.allCases.map(\.rawValue)),
                      "dayOfMonth": .integer(1...31), "nextDue": .day(optional: false),
                      "status": .oneOf(Recurring.Status.allCases.map(\.rawValue)), "categoryId": .reference,
                      "accountId": .reference, "toAccountId": .reference, "lastDue": .day(optional: true)],
        "goal": ["id": .id, "profileId": .id, "name": name, "target": .amount(.positive), "currency": .currency,
                 "deadline": .day(optional: true), "created": .day(optional: false), "accountId": .reference],
        "goalContribution": ["id": .id, "profileId": .id, "goalId": .id, "date": .day(optional: false), "amount": .amount(.nonZero)],
        "setting": ["profileId": .id, "key": name, "value": text],
        "importRule": ["id": .id, "profileId": .id, "pattern": name, "category": note, "payee": note],
    ]

    /// What is wrong with `value` as `table`.`column`, as a phrase ("'2026-99-99' is not a day
    /// from 1900 to 2200"); nil when the store may hold it. A column with no rule takes anything.
    public static func problem(with value: DatabaseValue, table: String, column: String) -> String? {
        guard let rule = columns[table]?[column] else { return nil }
        return problem(with: value, rule)
    }

    private static func problem(with value: DatabaseValue, _ rule: Rule) -> String? {
        switch (rule, value.storage) {
        case (.reference, .null), (.day(optional: true), .null), (.text(optional: true, _), .null), (.amount(.positiveOrNone), .null):
            return nil
        case (_, .null):
            return "it is empty (null)"
        case (.id, .int64(let id)), (.reference, .int64(let id)):
            return (1...largestId).contains(id) ? nil : "\(id) is not a row id (a whole number from 1 to \(largestId))"
        case (.amount(let sign), .int64(let minorUnits)):
            return amountProblem(minorUnits, sign: sign)
        case (.integer(let range), .int64(let number)):
            return range.contains(number) ? nil : "\(number) is not from \(range.lowerBound) to \(range.upperBound)"
        case (.id, _), (.reference, _):
            return "\(shown(value)) is not a row id (a whole number)"
        case (.amount, _):
            return "\(shown(value)) is not an amount (a whole number of minor units)"
        case (.integer, _):
            return "\(shown(value)) is not a whole number"
        case (_, .string(let text)):
            if let problem = textProblem(text) { return problem }
            return textRuleProblem(text, rule)
        case (_, _):
            return "\(shown(value)) is not text"
        }
    }

    private static func textRuleProblem(_ text: String, _ rule: Rule) -> String? {
        switch rule {
        case .day:
            return day(text) == nil ? "'\(text)' is not a day (YYYY-MM-DD) from \(years)" : nil
        case .month:
            return text.isEmpty || day(text + "-01") != nil ? nil : "'\(text)' is not a month (YYYY-MM) from \(years), nor empty"
        case .currency:
            return currencyProblem(text)
        case .oneOf(let words):
            return words.contains(text) ? nil : "'\(text)' is not one of \(words.joined(separator: ", "))"
        case .text(_, let nonEmpty):
            return nonEmpty && text.isEmpty ? "it is empty" : nil
        case .id, .reference, .amount, .integer:
            return nil
        }
    }

    /// The years days may fall in, as said in messages.
    private static var years: String { "\(Day.supportedYears.lowerBound) to \(Day.supportedYears.upperBound)" }

    /// A value as an error message quotes it.
    private static func shown(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "null"
        case .int64(let number): String(number)
        case .double(let number): String(number)
        case .string(let text): "'\(text.count > 40 ? String(text.prefix(37)) + "…" : text)'"
        case .blob: "binary data"
        }
    }

    private static func amountProblem(_ minorUnits: Int64, sign: Rule.Sign) -> String? {
        guard Money.isWithinLimit(minorUnits) else {
            return "\(minorUnits) is beyond the largest amount Buddy records (\(Money.maximumMinorUnits) minor units)"
        }
        switch sign {
        case .any: return nil
        case .nonZero: return minorUnits == 0 ? "the amount is zero" : nil
        case .positive, .positiveOrNone: return minorUnits > 0 ? nil : "the amount is not above zero"
        }
    }

    // MARK: Single values, for what enters from a file or a person

    /// The day `text` names when it is an ISO date (`YYYY-MM-DD`, written exactly so) in a year
    /// from ``Day/supportedYears``.
    public static func day(_ text: String) -> Day? {
        guard let day = Day(iso: text), day.iso == text, isStorable(day) else { return nil }
        return day
    }

    /// Whether the store may hold `day`: its year is from ``Day/supportedYears``.
    public static func isStorable(_ day: Day) -> Bool {
        Day.supportedYears.contains(day.year)
    }

    /// What is wrong with `code` as a stored currency: not three upper-case ASCII letters.
    public static func currencyProblem(_ code: String) -> String? {
        Currency(code: code)?.code == code ? nil : "'\(code)' is not a currency code (three capital letters, e.g. USD)"
    }

    /// What is wrong with `text` as stored text: a NUL character in it.
    public static func textProblem(_ text: String) -> String? {
        // The bytes are searched where they lie when the string has them in one piece (nearly
        // always): an import asks this of every text field of every row.
        let holdsNUL = text.utf8.withContiguousStorageIfAvailable { $0.contains(0) } ?? text.utf8.contains(0)
        return holdsNUL ? "the text holds a NUL character" : nil
    }

    /// The error for an amount beyond the limit that a person or a file gives, in its currency.
    static func beyondLimit(_ amount: Money) -> FinanceError {
        FinanceError(.invalidInput, MoneyError.beyondLimit(amount.currency).message)
    }
}

extension Ledger {
    /// `amount`, when the store may hold it (within ``Money/maximumMinorUnits``); fails with
    /// a sentence giving the limit otherwise.
    @discardableResult
    public func requireWithinLimit(_ amount: Money) throws -> Money {
        guard amount.isWithinLimit else { throw StoredValueRules.beyondLimit(amount) }
        return amount
    }

    /// `day`, when the store may hold it (a year from ``Day/supportedYears``).
    @discardableResult
    func requireStorable(_ day: Day) throws -> Day {
        guard StoredValueRules.isStorable(day) else {
            throw FinanceError(.invalidInput, "\(day.iso) is not a day Buddy records (the years are "
                               + "\(Day.supportedYears.lowerBound) to \(Day.supportedYears.upperBound))")
        }
        return day
    }
}
