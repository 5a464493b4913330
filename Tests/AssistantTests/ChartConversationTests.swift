import Testing

/// A spending chart's sparkline is headed by the unit it is drawn in.
@Suite struct ChartConversationTests {
    @Test(arguments: [("chart my spending this month", "Per day"), ("chart my spending this year", "Per month")])
    func theSparklineNamesItsUnit(_ line: String, _ heading: String) throws {
        let c = try Conversation(now: "2026-11-23T09:00")
        try c.add("2026-02-10", -30_00, "Shell", "Transport")
        try c.add("2026-11-03", -40_00, "Shell", "Transport")
        #expect(c.say(line).text.contains("\n\(heading)\n"))
    }
}
