/// Times of day said in a line: "7am", "6 pm", "12:30", "5:45pm", "at noon", and "at 6" before a
/// price. Buddy keeps the day of a transaction, not its hour, so a time is taken out of the line
/// before it is read: an hour is then never an amount ("uber at 6 18" is $18, not $6) nor part of
/// what was bought ("lunch at 12:30 was 14" is lunch).
public enum ClockTime {
    /// `tokens` without the times of day in them, and without the "at", "around" or "by" before
    /// each; `tokens` as they are when nothing else would be left.
    public static func removed(from tokens: [String]) -> [String] {
        // "split 100 20:80" is a ratio, not twenty past eight.
        let shares = tokens.contains { shareWords.contains($0) }
        var kept: [String] = []
        var index = 0
        while index < tokens.count {
            guard let length = timeLength(tokens, at: index, shares: shares) else {
                kept.append(tokens[index])
                index += 1
                continue
            }
            if let last = kept.last, leads.contains(last) { kept.removeLast() }
            index += length
        }
        return kept.isEmpty ? tokens : kept
    }

    /// Words said before a time ("around 5:45pm"); only "at" makes a bare number an hour ("spent
    /// about 8 on lunch" is $8).
    static let leads: Set<String> = ["at", "around", "by", "about", "@"]
    /// Words before a bare number that make it an hour when a price follows: "uber at 6 18".
    static let hourLeads: Set<String> = ["at", "@"]
    /// Words after an hour: "6 pm", "7 o'clock".
    static let hourMarks: Set<String> = ["am", "pm", "a.m", "p.m", "a.m.", "p.m.", "o'clock", "oclock"]
    /// Words that make "20:80" a ratio.
    static let shareWords: Set<String> = ["split", "splitting", "ratio", "share", "shares", "shared", "halves"]
    /// Words after a number that make it a price or a count, not an hour ("at 12 each").
    static let notAfterAnHour: Set<String> = ["each", "apiece", "ea", "per", "a", "an", "x", "for", "percent", "%", "off", "times"]

    /// How many tokens the time of day at `index` takes, or nil when there is none.
    static func timeLength(_ tokens: [String], at index: Int, shares: Bool) -> Int? {
        let token = tokens[index]
        if token == "noon" || token == "midnight" {
            return index > 0 && leads.contains(tokens[index - 1]) ? 1 : nil
        }
        // "7am", "5:45pm", "12:30".
        if let (hour, minutes, marked) = clock(token) {
            if marked { return (1...12).contains(hour) ? 1 : nil }
            guard minutes != nil, !shares else { return nil }
            return 1
        }
        guard let hour = Int(token), token.count <= 2, (1...12).contains(hour) else { return nil }
        // "6 pm", "7 o'clock".
        if index + 1 < tokens.count, hourMarks.contains(tokens[index + 1]) { return 2 }
        // "breakfast 10.25 at 9": an hour said last, after a price in cents.
        if index > 0, hourLeads.contains(tokens[index - 1]), index + 1 == tokens.count,
           tokens[..<index].contains(where: { $0.contains(".") && saysFigure($0) && clock($0) == nil }) { return 1 }
        // "at 6" with a price after it: "uber at 6 18", "movie at 7 tonight 16".
        guard index > 0, hourLeads.contains(tokens[index - 1]), index + 1 < tokens.count,
              !notAfterAnHour.contains(tokens[index + 1]),
              tokens[(index + 1)...].contains(where: { saysFigure($0) && clock($0) == nil }) else { return nil }
        return 1
    }

    /// A token written as a time: hour, minutes when given, and whether it says am or pm.
    static func clock(_ token: String) -> (hour: Int, minutes: Int?, marked: Bool)? {
        var text = Substring(token)
        var marked = false
        for mark in ["a.m.", "p.m.", "a.m", "p.m", "am", "pm"] where text.hasSuffix(mark) {
            text = text.dropLast(mark.count)
            marked = true
            break
        }
        guard !text.isEmpty else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCIIDigitCharacter) }),
              let hour = Int(parts[0]), hour <= 23 else { return nil }
        if parts.count == 1 { return marked ? (hour, nil, true) : nil }
        guard parts[1].count == 2, let minutes = Int(parts[1]), minutes < 60 else { return nil }
        return (hour, minutes, marked)
    }

    /// Whether `token` holds a figure ("18", "$4.50", "12,50").
    private static func saysFigure(_ token: String) -> Bool {
        token.contains(where: \.isASCIIDigitCharacter)
    }
}
