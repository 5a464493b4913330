import ArgumentParser
import Finance

/// `buddy demo`: a realistic demo store relative to now.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Fill the store with six months of realistic demo data ending today, to try Buddy at once.")

    @OptionGroup var options: GlobalOptions

    @Flag(name: .long, help: "Replace the profile's existing records with the demo.")
    var replace = false

    @Option(help: "The random seed: the same seed and day give the same demo.")
    var seed: UInt64 = 42

    func run() throws {
        let (workspace, finish) = try Workspace.open(options).withEmptyProfile(replacing: replace)
        do {
            let demo = DemoStore(today: workspace.clock.today(), seed: seed)
            let count = try demo.populate(workspace.ledger)
            try finish()
            print("Created a demo store in \(workspace.storePath): \(count) transactions from \(demo.firstDay.iso) to \(demo.today.iso).")
        } catch let error as FinanceError {
            throw UserError(error)
        }
    }
}
