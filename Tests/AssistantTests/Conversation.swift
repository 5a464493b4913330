import Assistant
import BuddyCore
import Finance
import Understanding

/// A conversation over a new in-memory profile (the default categories) at a fixed now, with a
/// helper to put rows in by hand so that the expected figures can be worked out by hand.
struct Conversation {
    let ledger: Ledger
    let assistant: Assistant

    init(now: String) throws {
        ledger = try Ledger.open(AppDatabase.inMemory()).knowing(Transcript.merchantList())
        assistant = try Assistant(grammar: Grammar.load(directories: [Transcript.intentsFolder]), ledger: ledger,
                                  clock: Clock.parse(now, timeZone: .gmt)!)
    }

    /// Adds a row of `cents` (negative for money out) on `date`.
    func add(_ date: String, _ cents: Int64, _ description: String, _ category: String) throws {
        try ledger.transactions.add(NewTransaction(date: Day(iso: date)!, amount: Money(minorUnits: cents, currency: .usd),
                                                   description: description, category: category))
    }

    /// Opens a checking account holding `cents` and the `others` empty, and makes `default` the
    /// account a line that names none uses.
    func openAccounts(checking cents: Int64, _ others: [(name: String, kind: Account.Kind)] = [], default name: String = "Checking") throws {
        try ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: Money(minorUnits: cents, currency: .usd))
        for other in others { try ledger.accounts.add(name: other.name, kind: other.kind) }
        try ledger.accounts.setDefault(name)
    }

    /// The rows of 2026, newest first.
    func rows() throws -> [DetailedTransaction] {
        try ledger.transactions.list(TransactionFilter(period: Period(start: Day(iso: "2026-01-01")!, end: Day(iso: "2026-12-31")!, label: "2026"),
                                                       kind: nil), limit: 100).rows
    }

    /// The reply to `line`.
    func say(_ line: String) -> Reply { assistant.respond(to: line) }
}
