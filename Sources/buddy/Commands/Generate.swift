import ArgumentParser
import BuddyCore
import Finance

/// `buddy generate`: a synthetic store of any size, for benchmarks.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Fill the store with a synthetic household of N transactions over the months before today, for benchmarks.",
        discussion: """
            One month per 250 transactions, up to ten years: accounts, pay, rent, bills and \
            subscriptions (tracked as recurring items), transfers, budgets, a goal and everyday \
            spending. The same seed, count and day give the same store.
            """)

    @OptionGroup var options: GlobalOptions

    @Option(help: ArgumentHelp("How many transactions (100 to 10,000,000).", valueName: "n"))
    var transactions: Int

    @Option(help: "The random seed: the same seed, count and day give the same store.")
    var seed: UInt64 = 42

    @Flag(name: .long, help: "Replace the profile's existing records.")
    var replace = false

    func validate() throws {
        guard GeneratedStore.supportedCounts.contains(transactions) else {
            throw ValidationError("--transactions: give a number from \(DigitGrouping.grouped(UInt64(GeneratedStore.supportedCounts.lowerBound))) "
                                  + "to \(DigitGrouping.grouped(UInt64(GeneratedStore.supportedCounts.upperBound)))")
        }
    }

    func run() throws {
        let (workspace, finish) = try Workspace.open(options).withEmptyProfile(replacing: replace)
        do {
            let store = GeneratedStore(transactions: transactions, seed: seed, today: workspace.clock.today())
            let count = try store.populate(workspace.ledger)
            try finish()
            print("Created a generated store in \(workspace.storePath): \(DigitGrouping.grouped(UInt64(count))) transactions "
                  + "from \(store.firstDay.iso) to \(store.today.iso) (seed \(seed)).")
        } catch let error as FinanceError {
            throw UserError(error)
        }
    }
}
