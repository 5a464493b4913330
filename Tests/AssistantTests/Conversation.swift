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

    /// The reply to `line`.
    func say(_ line: String) -> Reply { assistant.respond(to: line) }
}
