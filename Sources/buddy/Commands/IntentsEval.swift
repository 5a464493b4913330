import ArgumentParser
import Assistant
import BuddyCore
import Finance
import Foundation
import Understanding

extension Intents {
    /// `buddy intents eval FILE`: reads each line of a file as the first line of a conversation
    /// and prints how it was read and how many got what they should.
    struct Eval: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "eval",
            abstract: "Measure the grammars on a file of lines: how each is read, and a summary.",
            discussion: """
                FILE holds plain lines, or JSON lines with "text", "expect" (an intent name, several \
                as a|b, or answer, clarify, decline, decline-reason, decline-bank-service, \
                decline-other-domain, decline-out-of-scope) and a label ("label" or "clinc_intent"). \
                Lines are read against a demo store (or --store) and nothing is answered or written. \
                A file of conversations (JSON lines with "id" and "turns", each turn "say" and \
                "expect") is played turn by turn, each conversation on a fresh demo store in a \
                temporary folder: it is right when every turn gets what it should, and any change \
                made on a turn that should change nothing is counted as a write from a question.
                """
        )

        @OptionGroup var options: GlobalOptions

        @Argument(help: "The file of lines (- for standard input).", completion: .file())
        var file: String

        @Option(name: .customLong("dir"), help: "Another folder of *.intents files to load after the others.", completion: .directory)
        var directories: [String] = []

        @Option(help: "A file of 'LABEL: intent intent…' lines: the intents that answer each label.", completion: .file())
        var kinds: String?

        @Option(name: .customLong("held-out"), help: "Report every Nth line (the 1st, N+1th…) apart from the rest.")
        var heldOut: Int?

        @Option(help: "Which lines to print with --held-out: all, tuned (the lines to tune on) or held-out.")
        var show: Part = .all

        @Flag(help: "Print every line with its reading, not only those read wrong.")
        var all = false

        @Flag(help: "Under each line printed, every keyword rule that reads it, with its score and the words left over.")
        var rules = false

        @Flag(help: "Print the summary only.")
        var quiet = false

        /// The lines of a held-out split to print.
        enum Part: String, ExpressibleByArgument, CaseIterable {
            case all, tuned
            case heldOut = "held-out"
        }

        func validate() throws {
            if show != .all, (heldOut ?? 0) < 2 {
                throw ValidationError("--show \(show.rawValue) needs --held-out N (N of 2 or more)")
            }
        }

        /// Whether the item at `index` is printed: every one, or only those of the part --show names.
        func shows(_ index: Int) -> Bool {
            guard let heldOut, heldOut > 1 else { return true }
            switch show {
            case .all: return true
            case .tuned: return index % heldOut != 0
            case .heldOut: return index % heldOut == 0
            }
        }

        func run() throws {
            let text: String
            if file == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            } else {
                guard let data = FileManager.default.contents(atPath: file) else { throw UserError("cannot read \(file)") }
                text = String(decoding: data, as: UTF8.self)
            }
            if ConversationEvaluation.holdsConversations(text) { return try runConversations(text) }
            let cases: [GrammarEvaluation.Case]
            do { cases = try GrammarEvaluation.cases(from: text) } catch { throw UserError("\(file): \(error)") }
            var kindMap: [String: Set<String>] = [:]
            if let kinds {
                guard let data = FileManager.default.contents(atPath: kinds) else { throw UserError("cannot read \(kinds)") }
                kindMap = GrammarEvaluation.kinds(from: String(decoding: data, as: UTF8.self))
            }
            let assistant = try evaluationAssistant()
            let started = Date()
            let outcomes = GrammarEvaluation(kinds: kindMap).run(cases) { assistant.reading(of: $0) }
            let seconds = Date().timeIntervalSince(started)
            if !quiet {
                for (index, outcome) in outcomes.enumerated() where shows(index) && (all || outcome.passed == false || outcome.rightKind == false) {
                    let mark = outcome.passed == false ? "✗" : outcome.rightKind == false ? "~" : outcome.passed == true ? "✓" : " "
                    let expected = outcome.example.expect.map { " [expected \($0)\(outcome.example.label.map { ": " + $0 } ?? "")]" } ?? ""
                    print("\(mark) \(outcome.example.text)  →  \(outcome.reading)\(expected)")
                    if rules { for reading in assistant.ruleReadings(of: outcome.example.text) { print("      \(reading)") } }
                }
                print("")
            }
            if let heldOut, heldOut > 1 {
                let indexed = outcomes.enumerated()
                print("Tuned on (\(outcomes.count - (outcomes.count + heldOut - 1) / heldOut) lines):")
                summarise(indexed.filter { $0.offset % heldOut != 0 }.map(\.element))
                print("Held out (every \(heldOut)th line, \((outcomes.count + heldOut - 1) / heldOut) lines):")
                summarise(indexed.filter { $0.offset % heldOut == 0 }.map(\.element))
            } else {
                summarise(outcomes)
            }
            print(String(format: "%d lines read in %.2f s (%.0f lines/s).", outcomes.count, seconds, Double(outcomes.count) / max(seconds, 1e-9)))
        }

        /// The store lines are read against: --store when given, else a demo store in memory.
        private func evaluationAssistant() throws -> Assistant {
            if options.store != nil { return try Workspace.open(options).assistant() }
            guard let builtin = Paths.builtinIntents else {
                throw UserError("cannot find the built-in grammars (the Intents folder); set BUDDY_INTENTS to its path")
            }
            do {
                let grammar = try Grammar.load(directories: [builtin, Paths.userIntents] + directories)
                let clock = try options.clock()
                // The built-in merchant list and its kinds, as a conversation on the terminal knows them.
                let lists = try Workspace.builtinMerchantLists()
                let ledger = try Ledger.open(AppDatabase.inMemory()).knowing(loading: { lists.merchants }, kinds: { lists.kinds })
                _ = try DemoStore(today: clock.today()).populate(ledger)
                return try Assistant(grammar: grammar, ledger: ledger, clock: clock)
            } catch let error as GrammarError {
                throw UserError(error)
            } catch let error as FinanceError {
                throw UserError(error)
            }
        }

        /// Counts by expectation: how many, how many right, and for answers the right kind.
        private func summarise(_ outcomes: [GrammarEvaluation.Outcome]) {
            let groups = Dictionary(grouping: outcomes.filter { $0.example.expect != nil }) { Self.group($0.example.expect!) }
            for name in groups.keys.sorted() {
                let group = groups[name]!
                let passed = group.filter { $0.passed == true }.count
                var line = "  " + name.padding(toLength: 22, withPad: " ", startingAt: 0)
                    + String(format: " %5d lines  %5d right  %5.1f%%", group.count, passed, 100 * Double(passed) / Double(group.count))
                let judged = group.compactMap(\.rightKind)
                if !judged.isEmpty {
                    let right = judged.filter { $0 }.count
                    line += String(format: "  (right kind %d of %d, %.1f%%)", right, judged.count, 100 * Double(right) / Double(judged.count))
                }
                print(line)
            }
            let labelled = outcomes.filter { $0.example.expect != nil }
            if groups.count > 1 {
                let passed = labelled.filter { $0.passed == true }.count
                print("  " + "all".padding(toLength: 22, withPad: " ", startingAt: 0)
                      + String(format: " %5d lines  %5d right  %5.1f%%", labelled.count, passed, 100 * Double(passed) / Double(labelled.count)))
            }
            let changes = labelled.filter(\.readAsUnexpectedChange).count
            print("  \(changes) lines expected to change nothing read as a change")
            let unlabelled = outcomes.filter { $0.example.expect == nil }
            if !unlabelled.isEmpty {
                print("  \(unlabelled.count) lines with nothing expected: \(unlabelled.filter(\.reading.engaged).count) engaged")
            }
        }

        /// The heading an expectation is counted under: outcome kinds as they are, intents as "intents".
        private static func group(_ expect: String) -> String {
            expect.contains(".") ? "intent" : expect
        }
    }
}
