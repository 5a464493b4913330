import BuddyCore

/// Reads amounts of money: "12.5", "$12.50", "12 dollars 50", "twenty bucks", "1,200", "$1.2k",
/// "€20", "20 EUR", "USD3.14", "Rs. 20", "10 cents", "10¢", "a grand", "around 42 bucks".
/// A bare number is an amount in the home currency.
///
/// Amounts are read exactly, with checked arithmetic: one too large for Buddy to record ("2 billion",
/// "18446744073709552k") is read as it is, or as `Int64.max` minor units when it does not even
/// fit in 64 bits, and never wraps round to a small amount. Such an amount is beyond
/// ``Money/maximumMinorUnits`` and the line is refused with a sentence, not misread.
///
/// "$", "bucks", "grand" and cents are read in the home currency when it is a dollar (or for
/// cents, any currency with cents), else as US dollars; codes and other symbols name their currency.
public struct AmountParser: Sendable {
    /// The currency of amounts that name none.
    public let homeCurrency: Currency
    private let dollar: Currency

    /// Creates a parser for a profile whose home currency is `homeCurrency`.
    public init(homeCurrency: Currency) {
        self.homeCurrency = homeCurrency
        dollar = homeCurrency.symbol.hasSuffix("$") ? homeCurrency : .usd
    }

    /// What a currency mark names: a currency by code, "the dollar", or hundredths.
    private enum Mark: Equatable {
        case code(String)
        case dollar
        case cents
    }

    /// Marks written glued to a number or as a word of their own: "$10", "10$", "USD 3", "Rs20".
    private static let marks: [String: Mark] = [
        "$": .dollar, "us$": .dollar, "usd": .code("USD"), "€": .code("EUR"), "eur": .code("EUR"), "€ur": .code("EUR"),
        "£": .code("GBP"), "gbp": .code("GBP"), "¥": .code("JPY"), "jpy": .code("JPY"), "₹": .code("INR"),
        "rs": .code("INR"), "inr": .code("INR"), "cad": .code("CAD"), "ca$": .code("CAD"), "c$": .code("CAD"),
        "aud": .code("AUD"), "a$": .code("AUD"), "chf": .code("CHF"), "cny": .code("CNY"), "rmb": .code("CNY"),
        "sek": .code("SEK"), "nok": .code("NOK"), "dkk": .code("DKK"), "mxn": .code("MXN"), "nzd": .code("NZD"),
        "¢": .cents, "c": .cents,
    ]
    /// Words after a number that name its currency: "10 dollars", "3 yuan".
    private static let unitWords: [String: Mark] = [
        "dollar": .dollar, "dollars": .dollar, "buck": .dollar, "bucks": .dollar,
        "euro": .code("EUR"), "euros": .code("EUR"), "pound": .code("GBP"), "pounds": .code("GBP"), "quid": .code("GBP"),
        "yen": .code("JPY"), "rupee": .code("INR"), "rupees": .code("INR"), "yuan": .code("CNY"), "renminbi": .code("CNY"),
        "franc": .code("CHF"), "francs": .code("CHF"),
        "cent": .cents, "cents": .cents, "penny": .cents, "pennies": .cents, "pence": .cents, "p": .cents,
    ]
    /// Words that soften or stress an amount without changing it: "around 42 bucks".
    private static let hedges: Set<String> = ["around", "about", "approximately", "approx", "roughly", "exactly",
                                              "nearly", "almost", "~", "circa", "some"]

    /// Whether `word` marks an amount as money: a currency sign or code glued on or standing
    /// alone ("$90", "usd"), or a currency's name ("dollars", "quid"); not a word for cents.
    static func marksMoney(_ word: String) -> Bool {
        if let unit = unitWords[word] { return unit != .cents }
        if marks.keys.contains(where: { $0.count == 1 && word.contains($0) && $0 != "c" && $0 != "¢" }) { return true }
        let letters = word.drop { !$0.isLetter && !"$€£¥₹".contains($0) }.prefix { !$0.isNumber && $0 != "." && $0 != "," }
        return marks[String(letters)].map { $0 != .cents } ?? false
    }

    /// The words amounts are written with, for typo correction ("dolars").
    public static var words: Set<String> {
        Set(unitWords.keys).union(hedges).union(["grand"])
    }

    /// The amount named by the whole of `text`, or nil.
    public func parse(_ text: String) -> Money? {
        let tokens = Normalizer.tokens(text)
        return parse(tokens, at: 0).first { $0.length == tokens.count }?.value
    }

    /// Every reading of an amount that starts at `index`, as (tokens used, amount); longest first.
    public func parse(_ tokens: [String], at index: Int) -> [(length: Int, value: Money)] {
        // "10% of savings", "5 percent": a share, never money.
        guard index < tokens.count, !tokens[index].hasSuffix("%"), index + 1 >= tokens.count || !["%", "percent", "pct"].contains(tokens[index + 1])
        else { return [] }
        // "fifty fifty", "fifty-fifty": a split in halves, not money.
        guard !(tokens[index] == "fifty" && (index + 1 < tokens.count && tokens[index + 1] == "fifty" || index > 0 && tokens[index - 1] == "fifty")),
              tokens[index] != "fifty-fifty" else { return [] }
        var results = readings(tokens, at: index)
        if Self.hedges.contains(tokens[index]) {
            results += readings(tokens, at: index + 1).map { ($0.length + 1, $0.value) }
        }
        // A negative amount: "-5", "-$5", "minus 5". Handlers that need a positive amount say so.
        if tokens[index].count > 1, tokens[index].hasPrefix("-") {
            var unsigned = tokens
            unsigned[index].removeFirst()
            results += readings(unsigned, at: index).map { ($0.length, $0.value.negated) }
        } else if tokens[index] == "minus" || tokens[index] == "negative" {
            results += readings(tokens, at: index + 1).map { ($0.length + 1, $0.value.negated) }
        }
        results += quantities(tokens, at: index)
        results += sums(tokens, at: index, of: results)
        // "30 total", "80 in total", "45 all in": words after it that say it is the whole of it.
        results += results.compactMap { reading in Self.wholeWords(tokens, at: index + reading.length).map { (reading.length + $0, reading.value) } }
        return results.sorted { $0.length > $1.length }
    }

    /// Words said after an amount that say it is what all of it came to.
    private static let saidWhole: [[String]] = [["in", "total"], ["all", "in"], ["all", "together"], ["total"], ["altogether"]]

    /// How many tokens at `index` say that the amount before them is the whole of it, or nil.
    private static func wholeWords(_ tokens: [String], at index: Int) -> Int? {
        saidWhole.first { words in index + words.count <= tokens.count && Array(tokens[index..<index + words.count]) == words }?.count
    }

    /// "12 + 3 tip", "40 plus 8.50": amounts said as a sum are what they come to together. Only
    /// amounts of one currency are added; one too large to add is not read as a sum.
    private func sums(_ tokens: [String], at index: Int, of first: [(length: Int, value: Money)]) -> [(length: Int, value: Money)] {
        guard let longest = first.max(by: { $0.length < $1.length }) else { return [] }
        var (length, total) = longest
        var found: [(length: Int, value: Money)] = []
        while index + length + 1 < tokens.count, ["+", "plus"].contains(tokens[index + length]),
              let next = readings(tokens, at: index + length + 1).first, next.value.currency == total.currency,
              next.value.minorUnits > 0, let sum = try? total + next.value {
            (length, total) = (length + 1 + next.length, sum)
            found.append((length, total))
        }
        return found
    }

    /// "2 x 15.50", "3x 4.20", "2x15.50": so many at a price, read as what they cost together.
    private func quantities(_ tokens: [String], at index: Int) -> [(length: Int, value: Money)] {
        let token = tokens[index]
        let times: Set<Character> = ["x", "×"]
        var count: Int64?
        var priceAt = index + 1
        var price: [(length: Int, value: Money)] = []
        if let number = Int64(token), (2...99).contains(number), index + 2 < tokens.count, tokens[index + 1].count == 1,
           tokens[index + 1].first.map(times.contains) == true {
            (count, priceAt) = (number, index + 2)
        } else if let last = token.last, times.contains(last), let number = Int64(token.dropLast()), (2...99).contains(number) {
            count = number
        } else if let x = token.firstIndex(where: times.contains), let number = Int64(token[..<x]), (2...99).contains(number),
                  token.index(after: x) < token.endIndex {
            // "2x15.50": the price is the rest of the token.
            let rest = String(token[token.index(after: x)...])
            price = readings([rest], at: 0).map { ($0.length - 1, $0.value) }
            count = number
            priceAt = index + 1
        }
        guard let count else { return [] }
        if price.isEmpty { price = readings(tokens, at: priceAt).map { ($0.length + priceAt - index - 1, $0.value) } }
        return price.compactMap { reading in
            let (total, overflow) = reading.value.minorUnits.multipliedReportingOverflow(by: count)
            guard !overflow, reading.value.minorUnits > 0 else { return nil }
            return (reading.length + 1, Money(minorUnits: total, currency: reading.value.currency))
        }
    }

    /// Readings without a hedge word: an optional mark, a number, an optional unit, optional cents.
    private func readings(_ tokens: [String], at index: Int) -> [(length: Int, value: Money)] {
        guard index < tokens.count, let (lexed, numberLength) = number(tokens, at: index) else { return [] }
        var results: [(Int, Money)] = []
        var value = lexed.value
        var mark = lexed.mark
        var next = index + numberLength
        // A unit word or mark after the number: "10 dollars", "3 CNY", "10 grand", "10 c".
        if mark == nil, next < tokens.count {
            let word = tokens[next]
            if let unit = Self.unitWords[word] ?? Self.marks[word] {
                mark = unit
                next += 1
            } else if word == "grand" {
                value = value * Decimalish(1000)
                mark = .dollar
                next += 1
            }
        } else if mark == .cents, lexed.value.isWhole == false {
            return []
        }
        if let mark, let money = money(value, mark) {
            results.append((next - index, money))
            if mark != .cents, let cents = cents(tokens, at: next, after: money, whole: value.isWhole) {
                results.append((cents.end - index, cents.money))
            }
        }
        if let money = money(lexed.value, lexed.mark ?? .code(homeCurrency.code)) {
            // "add one for pets", "the cheaper one": "one" alone is a thing, not a dollar ("one
            // fifty" and "one dollar" are money).
            if lexed.mark != nil || numberLength > 1 || tokens[index] != "one" { results.append((numberLength, money)) }
            if lexed.mark == nil, let price = spokenPrice(tokens, at: index, numberLength: numberLength, whole: money) { results.append(price) }
            if lexed.mark == nil, numberLength == 1, let spaced = spacedFigures(tokens, at: index) { results.append(spaced) }
        }
        return results
    }

    /// A price said as people say one, in words: "twelve fifty" is 12.50, "nineteen ninety nine"
    /// 19.99, "two fifty" 2.50; a number of 1 to 99 said in words, then one of 10 to 99
    /// ("fifty fifty" is a split, not an amount).
    private func spokenPrice(_ tokens: [String], at index: Int, numberLength: Int, whole: Money) -> (length: Int, value: Money)? {
        let next = index + numberLength
        guard whole.currency.minorDigits == 2, (1...99).contains(whole.minorUnits / 100), whole.minorUnits % 100 == 0,
              next < tokens.count, tokens[index].first?.isLetter == true, tokens[next].first?.isLetter == true,
              tokens[next] != tokens[index],
              let (cents, length) = NumberWords.cardinal(tokens, at: next), (10...99).contains(cents) else { return nil }
        return (numberLength + length, Money(minorUnits: whole.minorUnits + Int64(cents), currency: whole.currency))
    }

    /// A figure written with spaces as people type one when a keyboard's point or comma is out of
    /// reach: "12 50" is 12.50 and "1 200" is 1,200 ("1 200 000" too). Only bare groups of digits
    /// count, and not before a word that makes the second a count or a time ("12 30 min", "100 30 days").
    private func spacedFigures(_ tokens: [String], at index: Int) -> (length: Int, value: Money)? {
        func isDigits(_ token: String, _ counts: ClosedRange<Int>) -> Bool {
            counts.contains(token.count) && token.allSatisfy(\.isASCIIDigitCharacter)
        }
        // "at 6 18": an hour, then a price.
        guard isDigits(tokens[index], 1...4), index + 1 < tokens.count, homeCurrency.minorDigits == 2 || tokens[index + 1].count == 3,
              index == 0 || !Self.wordsBeforeAnHour.contains(tokens[index - 1]) else { return nil }
        var end = index + 1
        var text = tokens[index]
        if isDigits(tokens[end], 2...2) {
            text += "." + tokens[end]
            end += 1
        } else {
            guard tokens[index].count <= 3, !tokens[index].hasPrefix("0") else { return nil }
            while end < tokens.count, isDigits(tokens[end], 3...3) {
                text += tokens[end]
                end += 1
            }
            guard end > index + 1 else { return nil }
        }
        guard end >= tokens.count || !Self.wordsAfterACountOrTime.contains(tokens[end]) && PeriodParser.monthNames[tokens[end]] == nil,
              let value = Decimalish(digits: text), let money = money(value, .code(homeCurrency.code)) else { return nil }
        return (end - index, money)
    }

    /// Words after which a number is an hour: "at 6", "by 7", "around 9".
    private static let wordsBeforeAnHour: Set<String> = ["at", "by", "around", "until", "till", "before", "after", "from", "since"]

    /// Words that make a number before them a count or a time rather than part of a price.
    private static let wordsAfterACountOrTime: Set<String> = [
        "day", "days", "week", "weeks", "month", "months", "year", "years", "min", "mins", "minute", "minutes",
        "hour", "hours", "hr", "hrs", "time", "times", "people", "persons", "of", "ways", "way", "am", "pm",
        "%", "percent", "pct", "x", "each", "items", "pieces",
    ]

    /// "… 50", "… and 43c", "… 43 cents", "… 1 pence" after a whole amount with a currency.
    private func cents(_ tokens: [String], at index: Int, after whole: Money, whole isWhole: Bool) -> (end: Int, money: Money)? {
        guard isWhole, whole.currency.minorDigits == 2, index < tokens.count else { return nil }
        var j = index
        if tokens[j] == "and" { j += 1 }
        guard j < tokens.count else { return nil }
        var count: Int
        var end: Int
        // Cents said bare are two figures or a number from ten ("$3 50", "5 dollars fifty"): "$65, one
        // each" is no 65.01, nor "$3 5" 3.05.
        if let lexed = Self.lex(tokens[j]), lexed.mark == .cents || lexed.mark == nil, lexed.value.isWhole,
           let n = lexed.value.minorUnits(scale: 1) {
            (count, end) = (Int(n), j + 1)
            if lexed.mark == nil, end < tokens.count, Self.unitWords[tokens[end]] == .cents || Self.marks[tokens[end]] == .cents {
                end += 1
            } else if lexed.mark == nil, tokens[j].count != 2 {
                return nil
            }
        } else if let (n, len) = NumberWords.cardinal(tokens, at: j) {
            (count, end) = (n, j + len)
            if end < tokens.count, Self.unitWords[tokens[end]] == .cents { end += 1 } else if n < 10 { return nil }
        } else {
            return nil
        }
        guard (1..<100).contains(count) else { return nil }
        return (end, Money(minorUnits: Decimalish.saturated(whole.minorUnits.addingReportingOverflow(Int64(count))),
                           currency: whole.currency))
    }

    /// Words that are an amount on their own.
    static let slangAmounts: [String: Int64] = ["fiver": 5, "tenner": 10]

    /// The number at `index`, with any mark glued to it or written before it: "$10", "USD 3.14",
    /// "twenty", "a" (before "dollar" or "grand"). Returns the number and the tokens it used.
    private func number(_ tokens: [String], at index: Int) -> (Lexed, Int)? {
        let token = tokens[index]
        if let mark = Self.marks[token], mark != .cents, index + 1 < tokens.count,
           let lexed = Self.lex(tokens[index + 1]), lexed.mark == nil {
            return (Lexed(value: lexed.value, mark: mark), 2)
        }
        if let lexed = Self.lex(token) { return (lexed, 1) }
        // "a fiver", "tenner": five and ten in the home currency.
        if let slang = Self.slangAmounts[token] { return (Lexed(value: Decimalish(slang), mark: nil), 1) }
        if token == "a", index + 1 < tokens.count, let slang = Self.slangAmounts[tokens[index + 1]] {
            return (Lexed(value: Decimalish(slang), mark: nil), 2)
        }
        if token == "a" || token == "an", index + 1 < tokens.count,
           Self.unitWords[tokens[index + 1]] != nil || tokens[index + 1] == "grand" {
            return (Lexed(value: Decimalish(1), mark: nil), 1)
        }
        if let (value, words) = NumberWords.cardinal(tokens, at: index) {
            return (Lexed(value: Decimalish(Int64(value)), mark: nil), words)
        }
        return nil
    }

    /// A number token with its glued mark: "10", "$1.2k", "10k$", "3.14us$", "rs20", "43c", "10¢".
    private struct Lexed {
        let value: Decimalish
        let mark: Mark?
    }

    private static func lex(_ token: String) -> Lexed? {
        // A word with no digit, point or comma is no number: the common case, decided on its bytes.
        guard token.utf8.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") })
        else { return nil }
        var body = Substring(token)
        var mark: Mark?
        if let digit = body.firstIndex(where: { $0.isASCIIDigitCharacter || $0 == "." }), digit > body.startIndex {
            guard let m = marks[String(body[..<digit])], m != .cents else { return nil }
            mark = m
            body = body[digit...]
        }
        if let last = body.lastIndex(where: { $0.isASCIIDigitCharacter }), body.index(after: last) < body.endIndex {
            var suffix = body[body.index(after: last)...]
            var multiplier: Int64 = 1
            if let first = suffix.first, first == "k" || first == "m" {
                multiplier = first == "k" ? 1000 : 1_000_000
                suffix = suffix.dropFirst()
            }
            if !suffix.isEmpty {
                guard mark == nil, let m = marks[String(suffix)] else { return nil }
                mark = m
            }
            guard let value = Decimalish(digits: String(body[...last])) else { return nil }
            return Lexed(value: value * Decimalish(multiplier), mark: mark)
        }
        return Decimalish(digits: String(body)).map { Lexed(value: $0, mark: mark) }
    }

    private func money(_ value: Decimalish, _ mark: Mark) -> Money? {
        let currency: Currency
        var value = value
        switch mark {
        case .code(let code): currency = Currency(code: code) ?? homeCurrency
        case .dollar: currency = dollar
        case .cents:
            currency = homeCurrency.minorDigits == 2 ? homeCurrency : .usd
            value = value / Decimalish(100)
        }
        guard let minor = value.minorUnits(scale: currency.scale), minor > 0 else { return nil }
        return Money(minorUnits: minor, currency: currency)
    }
}

/// An exact non-negative decimal as an integer and a power-of-ten scale, for reading amounts.
/// Arithmetic saturates: a value too large for 64 bits becomes `Int64.max` units, far beyond
/// any amount Buddy records, instead of wrapping round.
struct Decimalish {
    let units: Int64
    let scale: Int64

    init(_ whole: Int64) {
        units = whole
        scale = 1
    }

    private init(units: Int64, scale: Int64) {
        self.units = units
        self.scale = scale
    }

    /// Reads "12", "12.5", "1,200.50", ".75"; nil for anything else.
    init?(digits text: String) {
        guard !text.isEmpty else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), fraction.count <= 6,
              whole.allSatisfy({ $0.isASCIIDigitCharacter || $0 == "," }), fraction.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
        guard DigitGrouping.isValid(whole) else { return nil }
        let digits = whole.filter { $0 != "," } + fraction
        // Only digits are left, so a number that does not parse is one too large for 64 bits.
        let value = Int64(digits.isEmpty ? "0" : digits) ?? .max
        var scale: Int64 = 1
        for _ in 0..<fraction.count { scale *= 10 }
        self.init(units: value, scale: scale)
    }

    /// Whether the value has no fraction.
    var isWhole: Bool { units % scale == 0 }

    static func * (lhs: Decimalish, rhs: Decimalish) -> Decimalish {
        Decimalish(units: saturated(lhs.units.multipliedReportingOverflow(by: rhs.units)),
                   scale: saturated(lhs.scale.multipliedReportingOverflow(by: rhs.scale)))
    }

    static func / (lhs: Decimalish, rhs: Decimalish) -> Decimalish {
        Decimalish(units: saturated(lhs.units.multipliedReportingOverflow(by: rhs.scale)),
                   scale: saturated(lhs.scale.multipliedReportingOverflow(by: rhs.units)))
    }

    /// A result of checked arithmetic, or `Int64.max` when it overflowed.
    static func saturated(_ result: (partialValue: Int64, overflow: Bool)) -> Int64 {
        result.overflow ? .max : result.partialValue
    }

    /// The value in minor units of a currency with `scale` minor units per major, if exact;
    /// `Int64.max` when it does not fit in 64 bits.
    func minorUnits(scale currencyScale: Int64) -> Int64? {
        let (product, overflow) = units.multipliedReportingOverflow(by: currencyScale)
        guard !overflow, units != .max else { return .max }
        guard product % scale == 0 else { return nil }
        return product / scale
    }
}
