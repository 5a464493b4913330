import Finance
import Testing

/// A line that names transactions ("the paypal ones from spotify", "that one") in the words of
/// a new name for a category never stores those words as a name: the rows of the one payee it
/// names are moved, and otherwise nothing is changed.
@Suite struct RowsAreNoNewNameConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.add("2026-11-03", -10_99, "Spotify", "Entertainment")
        try c.add("2026-10-03", -10_99, "Spotify", "Entertainment")
        try c.add("2026-11-05", -25_00, "PayPal", "Shopping")
    }

    /// The categories of every row, to compare before and after.
    private func categories() throws -> [String] {
        try c.rows().map { "\($0.transaction.description) \($0.category ?? "-")" }
    }

    @Test func rowsOfTwoPayeesAreNeitherMovedNorANewName() throws {
        let before = try categories()
        let reply = c.say("put the paypal ones from spotify under subscriptions")
        #expect(reply.text.contains("“paypal ones from spotify” sounds like transactions, not another name for Subscriptions; nothing was changed."))
        #expect(try categories() == before)
        #expect(try c.ledger.categories.named("paypal ones from spotify") == nil)
    }

    @Test func wordsThatPointAtARowAreNoNewName() throws {
        let before = try categories()
        #expect(c.say("that one is subscriptions").text.contains("nothing was changed"))
        #expect(try categories() == before)
        #expect(try c.ledger.categories.named("that one") == nil)
    }

    @Test func pointingAtACategoryJustTalkedAboutStoresNothing() throws {
        _ = c.say("put the ones from spotify under subscriptions")
        #expect(c.say("that one is subscriptions").text.contains("nothing was changed"))
        #expect(try c.ledger.categories.named("subscriptions")?.name == "Subscriptions")
    }

    @Test func theRowsOfTheOnePayeeNamedAreMoved() throws {
        _ = c.say("put the ones from spotify under subscriptions")
        let spotify = try c.rows().filter { $0.transaction.description == "Spotify" }
        #expect(spotify.count == 2 && spotify.allSatisfy { $0.category == "Subscriptions" })
        #expect(try c.rows().first { $0.transaction.description == "PayPal" }?.category == "Shopping")
        #expect(try c.ledger.categories.named("ones from spotify") == nil)
    }

    @Test func aNameForAKindOfSpendingIsStillTaught() {
        #expect(c.say("count gym as health").text == "OK: “gym” now counts as Health.")
        #expect(c.say("call one time charges bills").text.hasPrefix("OK: “one time charges” now counts as"))
    }

    @Test func otherWordsBesideAPayeeMoveNothing() throws {
        let before = try categories()
        #expect(c.say("put the october ones from spotify under subscriptions").text.contains("nothing was changed"))
        #expect(try categories() == before)
    }
}
