import Testing
@testable import buddy

/// A subcommand said after the options every command takes is read as if said first, as
/// people write the command from the usage line; any other command line is left as it is.
@Suite struct CommandLineOrderTests {
    static let names: Set<String> = ["ask", "import", "export", "check", "morning", "chat"]

    @Test(arguments: [
        (["--store", "/tmp/b.sqlite", "import", "bank.csv", "--dry-run"], ["import", "--store", "/tmp/b.sqlite", "bank.csv", "--dry-run"]),
        (["--now", "2026-03-12", "--json", "ask", "hi"], ["ask", "--now", "2026-03-12", "--json", "hi"]),
        (["--store=/tmp/b.sqlite", "check"], ["check", "--store=/tmp/b.sqlite"]),
        (["import", "bank.csv"], ["import", "bank.csv"]),
        (["--store", "/tmp/b.sqlite"], ["--store", "/tmp/b.sqlite"]),
        // Not an option of every command before it: left to the parser.
        (["--scripted", "import", "bank.csv"], ["--scripted", "import", "bank.csv"]),
        // A value that is a subcommand's name is the option's value.
        (["--profile", "import", "check"], ["check", "--profile", "import"]),
    ])
    func theSubcommandComesFirst(_ arguments: [String], _ expected: [String]) {
        #expect(CommandLineOrder.subcommandFirst(arguments, subcommands: Self.names) == expected)
    }

    @Test func theParserReadsTheCommandTheUsageLineDescribes() throws {
        let arguments = CommandLineOrder.subcommandFirst(["--store", "/tmp/b.sqlite", "--now", "2026-03-12", "import", "bank.csv", "--dry-run"],
                                                        subcommands: Set(Buddy.configuration.subcommands.compactMap { $0.configuration.commandName }))
        let command = try #require(try Buddy.parseAsRoot(arguments) as? Import)
        #expect(command.options.store == "/tmp/b.sqlite" && command.options.now == "2026-03-12")
    }
}
