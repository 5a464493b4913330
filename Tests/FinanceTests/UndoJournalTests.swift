import BuddyCore
import Finance
import Testing

@Suite struct UndoJournalTests {
    let f: Fixture
    let journal: UndoJournal

    init() throws {
        f = try Fixture()
        journal = try UndoJournal(database: f.ledger.database)
    }

    @Test func undoAndRedoAStepOfManyRows() throws {
        try journal.record("split") {
            try f.ledger.people.split(SplitRequest(total: f.usd(6_000), description: "Dinner", category: "Dining",
                                                   people: ["Alex", "Sam"], date: f.day("2026-03-05")))
        }
        #expect(try f.ledger.transactions.count() == 2)
        #expect(try journal.undo() == "split")
        #expect(try f.ledger.transactions.count() == 0)
        #expect(try f.ledger.people.all().isEmpty)
        #expect(try journal.redo() == "split")
        #expect(try f.ledger.transactions.count() == 2)
        #expect(try f.ledger.people.balances().map(\.balance.minorUnits) == [2_000, 2_000])
        #expect(try journal.undo() == "split")
        #expect(try journal.undo() == nil)
    }

    @Test func undoBringsBackADeletedRowAndItsChildren() throws {
        try f.ledger.categories.add(name: "Pets", type: .expense)
        try f.add("2026-03-01", -2_000, "Vet", "Pets")
        try f.ledger.categories.addSynonym("dog food", for: "Pets")
        try journal.record("merge") { try f.ledger.categories.merge("Pets", into: "Health") }
        #expect(try f.ledger.categories.named("Pets") == nil)
        try journal.undo()
        let pets = try #require(try f.ledger.categories.named("Pets"))
        let vet = try f.ledger.transactions.list(TransactionFilter(period: Period.month(containing: f.day("2026-03-01")), kind: nil), limit: 5)
        #expect(vet.rows.first?.category == "Pets")
        #expect(try f.ledger.categories.synonyms().contains { $0.phrase == "dog food" && $0.category == pets.name })
    }

    @Test func aNewStepForgetsWhatWasUndone() throws {
        try journal.record("one") { try f.add("2026-03-01", -100, "One") }
        try journal.undo()
        try journal.record("two") { try f.add("2026-03-01", -200, "Two") }
        #expect(!journal.canRedo)
        #expect(try journal.redo() == nil)
        #expect(try f.ledger.transactions.count() == 1)
    }

    @Test func writesOutsideAStepAreNotUndone() throws {
        try f.add("2026-03-01", -100, "Outside")
        #expect(try journal.undo() == nil)
        #expect(try f.ledger.transactions.count() == 1)
    }
}
