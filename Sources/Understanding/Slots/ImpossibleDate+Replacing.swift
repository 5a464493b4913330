extension Understander {
    /// `line` with the day it names that does not exist ("February 30", "the 45th") put as
    /// `date`'s words ("the 20th"; a day alone in the month said, "feb 28"), the words that led
    /// to it kept ("on"); nil when the line names no such day.
    public func replacingImpossibleDate(in line: String, with date: String, in context: UnderstandingContext) -> String? {
        let tokens = Normalizer.tokens(line)
        guard ImpossibleDate.find(in: tokens, today: context.today) != nil else { return nil }
        // The shortest run of words that holds the day: without it, the line names none.
        for length in 1...min(4, tokens.count) {
            for start in 0...(tokens.count - length) {
                let without = Array(tokens[..<start] + tokens[(start + length)...])
                guard ImpossibleDate.find(in: Array(tokens[start..<(start + length)]), today: context.today) != nil,
                      ImpossibleDate.find(in: without, today: context.today) == nil else { continue }
                var words = Normalizer.tokens(date)
                // "feb 30", then "i meant the 28th": the 28th of that month.
                let day = words.filter { !["the", "on"].contains($0) }
                if day.count == 1, ImpossibleDate.dayNumber(day[0]) != nil,
                   let month = tokens[start..<(start + length)].first(where: { PeriodParser.monthNames[$0] != nil }) {
                    words = [month, day[0]]
                }
                // "on feb 30", then "on the 20th": one "on".
                if start > 0, tokens[start - 1] == words.first { words.removeFirst() }
                return (tokens[..<start] + words + tokens[(start + length)...]).joined(separator: " ")
            }
        }
        return nil
    }
}
