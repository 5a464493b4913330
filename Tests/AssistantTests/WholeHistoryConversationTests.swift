import BuddyCore
import Finance
import Testing

/// Questions over everything recorded ("ever", "all time", "since I started"), about a shop
/// whose name is a word of the grammar's ("Shell", of "shell out"), and with an amount said as a
/// bound ("amazon purchases over $50"), which look for records and never record one. Each
/// figure is worked out by hand from the rows.
@Suite struct WholeHistoryConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 500_00)
        try c.add("2026-06-03", -40_00, "Shell", "Transport")
        try c.add("2026-08-10", -55_00, "Shell", "Transport")
        try c.add("2026-11-12", -50_00, "Shell", "Transport")
        try c.add("2026-07-26", -18_65, "Amazon", "Shopping")
        try c.add("2026-11-08", -75_41, "Amazon", "Shopping")
        try c.add("2026-09-01", -900_00, "Maple Street Apartments", "Rent")
        try c.add("2026-06-15", 2_000_00, "Acme Payroll", "Salary")
    }

    @Test(arguments: [
        ("how much did i spend at shell ever", "You spent $145.00 at Shell to date (3 Jun – 27 Nov)."),
        ("total spent at shell all time?", "You spent $145.00 at Shell to date (3 Jun – 27 Nov)."),
        ("Shell total this month?", "You spent $50.00 at Shell this month (1 – 30 Nov)."),
        ("what's my biggest purchase ever", "Your biggest expense to date: $900.00 · Maple Street Apartments · Tue 1 Sep · Rent."),
    ])
    func everythingRecordedStartsAtTheFirstRecord(_ line: String, _ expected: String) {
        #expect(c.say(line).text == expected, "\(line)")
    }

    @Test func aShopNamedByAGrammarWordIsListed() {
        let reply = c.say("show all shell purchases").text
        #expect(reply.contains("3 transactions matching “Shell”"), "\(reply)")
        #expect(!reply.contains("Amazon"), "\(reply)")
    }

    @Test(arguments: ["amazon purchases over $50", "amazon charges of more than 50", "show amazon purchases above 50"])
    func aBoundLooksForRecordsAndRecordsNothing(_ line: String) throws {
        let before = try c.ledger.transactions.count()
        let reply = c.say(line)
        #expect(try c.ledger.transactions.count() == before, "\(line) → \(reply.text)")
        #expect(reply.text.contains("$75.41"), "\(line) → \(reply.text)")
        #expect(!reply.text.contains("$18.65"), "\(line) → \(reply.text)")
    }
}
