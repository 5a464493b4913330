import ArgumentParser
import Assistant
import Finance
import Foundation
import Understanding

/// `buddy intents check`: loads the grammars (built-in and the person's own) and checks them;
/// `buddy intents eval FILE`: measures how lines are read.
struct Intents: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intents",
        abstract: "Work with the grammar files.",
        subcommands: [Check.self, Eval.self]
    )

    /// Loads every grammar, reports mistakes with file and line, checks each example sentence
    /// against its own intent, and lists overlaps. Exit status 1 when anything is wrong.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check the grammars: syntax, templates, and every example against its own intent.",
            discussion: """
                Reads the built-in grammars, then $XDG_CONFIG_HOME/budget-buddy/intents/ and any \
                --dir given. An example understood as another intent, or not understood at all, is \
                an error; an example that another intent could also read is listed as an overlap.
                """
        )

        @OptionGroup var options: GlobalOptions

        @Option(name: .customLong("dir"), help: "Another folder of *.intents files to load after the others.", completion: .directory)
        var directories: [String] = []

        @Flag(help: "List the overlaps between intents too.")
        var overlaps = false

        func run() throws {
            guard let builtin = Paths.builtinIntents else {
                throw UserError("cannot find the built-in grammars (the Intents folder); set BUDDY_INTENTS to its path")
            }
            let grammar: Grammar
            let assistant: Assistant
            do {
                grammar = try Grammar.load(directories: [builtin, Paths.userIntents] + directories)
                // The demo store, in memory, stands in for a store, so the check writes nothing and an
                // example naming a payee ("amazon") reads as it would for someone who has one.
                let clock = try options.clock()
                let ledger = try Ledger.open(AppDatabase.inMemory())
                try DemoStore(today: clock.today()).populate(ledger)
                assistant = try Assistant(grammar: grammar, ledger: ledger, clock: clock)
            } catch let error as GrammarError {
                throw UserError(error)
            } catch let error as FinanceError {
                throw UserError(error)
            }
            // The assistant's own reading, so that a question is never taken by an intent that writes.
            let findings = GrammarCheck(understander: assistant.understander).run(in: assistant.understandingContext)
            let errors = findings.filter(\.isError)
            for finding in findings where finding.isError || overlaps {
                print(finding.description)
            }
            let examples = grammar.intents.reduce(0) { $0 + $1.examples.count }
            let patterns = grammar.intents.reduce(0) { $0 + $1.patterns.count }
            let overlapCount = findings.count - errors.count
            print("\(grammar.intents.count) intents, \(patterns) patterns, \(examples) examples: "
                  + "\(errors.count) \(errors.count == 1 ? "error" : "errors"), "
                  + "\(overlapCount) \(overlapCount == 1 ? "overlap" : "overlaps")"
                  + (overlaps || overlapCount == 0 ? "" : " (--overlaps lists them)"))
            if !errors.isEmpty { throw ExitCode(1) }
        }
    }
}
