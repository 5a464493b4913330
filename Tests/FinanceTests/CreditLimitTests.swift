import BuddyCore
import Finance
import Testing

/// A credit card's limit, what is owed against it and what is left; backups keep the limit.
@Suite struct CreditLimitTests {
    let f: Fixture

    init() throws {
        f = try Fixture()
        try f.ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: f.usd(500_00))
        try f.ledger.accounts.add(name: "Visa", kind: .credit, openingBalance: f.usd(1_200_00))
        try f.ledger.accounts.add(name: "Amex", kind: .credit)
    }

    @Test func aLimitLeavesWhatIsNotOwed() throws {
        try f.ledger.accounts.setCreditLimit(f.usd(5_000_00), of: "visa")
        try f.add("2026-03-10", -300_00, "Store", "Shopping", account: "Visa")
        let standings = try f.ledger.accounts.creditStandings(on: f.day("2026-03-12"))
        #expect(standings.map(\.account.name) == ["Amex", "Visa"])
        #expect(standings[0].limit == nil && standings[0].available == nil && standings[0].owed == f.usd(0))
        #expect(standings[1].limit == f.usd(5_000_00))
        #expect(standings[1].owed == f.usd(1_500_00))
        #expect(standings[1].available == f.usd(3_500_00))
    }

    @Test func aCardInCreditHasItsCreditToSpendToo() throws {
        try f.ledger.accounts.setCreditLimit(f.usd(1_000_00), of: "Amex")
        try f.add("2026-03-10", 79_39, "Refund", "Shopping", account: "Amex")
        let amex = try #require(try f.ledger.accounts.creditStandings(on: f.day("2026-03-12")).first { $0.account.name == "Amex" })
        #expect(amex.owed == f.usd(0))
        #expect(amex.available == f.usd(1_079_39))
    }

    @Test func onlyACreditCardTakesALimitAboveZero() {
        #expect(throws: FinanceError.self) { try f.ledger.accounts.setCreditLimit(f.usd(1_000_00), of: "Checking") }
        #expect(throws: FinanceError.self) { try f.ledger.accounts.setCreditLimit(f.usd(0), of: "Visa") }
        #expect(throws: FinanceError.self) { try f.ledger.accounts.setCreditLimit(f.usd(1_000_00), of: "Discover") }
    }

    @Test func aBackupKeepsTheLimit() throws {
        try f.ledger.accounts.setCreditLimit(f.usd(2_500_00), of: "Visa")
        let backup = try StoreBackup(database: f.ledger.database).backup()
        #expect(backup.contains("\"creditLimit\""))
        let copy = try AppDatabase.inMemory()
        _ = try StoreBackup(database: copy).restore(backup)
        #expect(try Ledger.open(copy).accounts.named("Visa").creditLimit == 2_500_00)
        #expect(try StoreBackup(database: copy).backup() == backup)
    }

    @Test func theDemoCardHasALimit() throws {
        let demo = try Ledger.open(AppDatabase.inMemory())
        try DemoStore(today: f.day("2026-03-12")).populate(demo)
        #expect(try demo.accounts.named("Credit Card").creditLimit == 5_000_00)
    }
}
