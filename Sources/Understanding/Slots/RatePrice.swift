import BuddyCore

/// A price said by the hour, night or month, with how many were bought ("babysitter 4 hrs
/// 18/hr", "parking 3hrs @ 2.50/hr", "airbnb 4 nights 125/night", "gym 2 months at 45 a month"),
/// and a length of time said beside a price ("parking 2 hours 6", "2 nights hotel 310"). Before a
/// line is read, a rate with its count is written as what they cost together ("babysitter 72"),
/// and a length of time beside a price is taken out ("parking 6"): neither the count nor the
/// rate is ever taken for the amount.
public enum RatePrice {
    /// `tokens` with a rate and its count written as their product, or a length of time beside
    /// another figure taken out; `tokens` as they are otherwise.
    public static func rewritten(_ tokens: [String], homeCurrency: Currency) -> [String] {
        if let rated = withRate(tokens, homeCurrency: homeCurrency) { return rated }
        return withoutLength(tokens)
    }

    /// Units of time and things bought by them, by the words for them.
    static let units: [String: String] = [
        "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour", "h": "hour",
        "night": "night", "nights": "night", "nite": "night", "nites": "night",
        "day": "day", "days": "day", "week": "week", "weeks": "week", "wk": "week", "wks": "week",
        "month": "month", "months": "month", "mo": "month", "mos": "month",
        "person": "person", "people": "person", "ppl": "person", "head": "person", "pp": "person",
    ]
    /// Words after "3 months" that make it no count of what the rate prices.
    static let notCounts: Set<String> = ["ago", "later", "back", "from", "lease", "contract", "old", "notice", "before", "after"]
    /// Words before "3 months" that do the same.
    static let notCountsAfter: Set<String> = ["since", "joined", "started", "last", "past", "previous"]

    /// Units whose length beside a price is no part of it: "parking 2 hours 6" (days, weeks and
    /// months may say when: "lunch 12 2 days ago").
    static let lengths: Set<String> = ["hour", "night"]

    /// The rate and its count, written as one amount.
    private static func withRate(_ tokens: [String], homeCurrency: Currency) -> [String]? {
        let parser = AmountParser(homeCurrency: homeCurrency)
        // The rate: "18/hr", "$2.50/hr", or a price then "per", "a", "an" or "/" and a unit.
        var rate: (range: Range<Int>, price: Money, unit: String)?
        for index in tokens.indices {
            let token = tokens[index]
            if let slash = token.lastIndex(of: "/"), let unit = units[String(token[token.index(after: slash)...])],
               let price = parser.parse(String(token[..<slash])), price.minorUnits > 0 {
                rate = (index..<index + 1, price, unit)
                break
            }
            if index + 2 < tokens.count, ["per", "a", "an", "/"].contains(tokens[index + 1]), let unit = units[tokens[index + 2]],
               let price = parser.parse(tokens, at: index).first(where: { $0.length == 1 })?.value, price.minorUnits > 0 {
                rate = (index..<index + 3, price, unit)
                break
            }
        }
        guard let rate else { return nil }
        // The count: "4 hrs", "3hrs", "4 nights", "2 months", of the same unit, outside the rate.
        for index in tokens.indices where !rate.range.contains(index) {
            guard let (count, length) = count(tokens, at: index, unit: rate.unit), !rate.range.contains(index + length - 1) else { continue }
            // Beside the rate ("4 hrs 18/hr", "2 months gym 45/mo"), and no time gone by or to come
            // ("joined 3 months ago", "a 12 month lease").
            let end = index + length
            guard abs(index - rate.range.lowerBound) <= 4 || abs(end - rate.range.upperBound) <= 4,
                  end >= tokens.count || !Self.notCounts.contains(tokens[end]),
                  index == 0 || !Self.notCountsAfter.contains(tokens[index - 1]) else { continue }
            // "rent 1500 a month for 12 months" plans a payment that repeats; it spends nothing yet.
            if ["day", "week", "month"].contains(rate.unit), index > 0, ["for", "over", "next", "every", "each"].contains(tokens[index - 1]) {
                return nil
            }
            let (total, overflow) = rate.price.minorUnits.multipliedReportingOverflow(by: Int64(count))
            guard !overflow else { return nil }
            let amount = Money(minorUnits: total, currency: rate.price.currency)
            // The rate's place takes the amount (and the "at" or "@" before it goes); the count goes.
            var start = rate.range.lowerBound
            if start > 0, ["at", "@"].contains(tokens[start - 1]) { start -= 1 }
            let written = amount.currency == homeCurrency ? [amount.decimalString] : [amount.decimalString, amount.currency.code.lowercased()]
            var rewritten: [String] = []
            for position in tokens.indices {
                if position == start { rewritten += written }
                if (start..<rate.range.upperBound).contains(position) || (index..<index + length).contains(position) { continue }
                rewritten.append(tokens[position])
            }
            return rewritten
        }
        return nil
    }

    /// A whole count of `unit` at `index`: "4 hrs", "3hrs", "two nights"; with the tokens it takes.
    private static func count(_ tokens: [String], at index: Int, unit: String) -> (Int, Int)? {
        let token = tokens[index]
        if let number = Int(token), (1...999).contains(number), index + 1 < tokens.count, units[tokens[index + 1]] == unit {
            return (number, 2)
        }
        if let digits = token.firstIndex(where: { !$0.isASCIIDigitCharacter }), digits > token.startIndex,
           let number = Int(token[..<digits]), (1...999).contains(number), units[String(token[digits...])] == unit {
            return (number, 1)
        }
        if let (number, length) = NumberWords.cardinal(tokens, at: index), (1...99).contains(number), index + length < tokens.count,
           units[tokens[index + length]] == unit {
            return (number, length + 1)
        }
        return nil
    }

    /// `tokens` without a length of hours or nights said beside another figure ("parking 2
    /// hours 6", "2 nights hotel 310 total"); as they are when there is no other figure.
    private static func withoutLength(_ tokens: [String]) -> [String] {
        for index in tokens.indices {
            for unit in lengths {
                guard let (_, length) = count(tokens, at: index, unit: unit),
                      index + length >= tokens.count || !notCounts.contains(tokens[index + length]) else { continue }
                var rest = tokens
                rest.removeSubrange(index..<index + length)
                if rest.contains(where: { $0.contains(where: \.isASCIIDigitCharacter) }) { return rest }
            }
        }
        return tokens
    }
}
