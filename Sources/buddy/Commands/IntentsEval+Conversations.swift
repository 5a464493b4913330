import Assistant
import BuddyCore
import Finance
import Foundation
import Understanding

extension Intents.Eval {
    /// Plays a file of conversations, each on a fresh demo store in a temporary folder, and
    /// prints the turns of the conversations that went wrong and a summary.
    func runConversations(_ text: String) throws {
        guard options.store == nil else {
            throw UserError("conversations are played on fresh demo stores, since they write; --store is for single lines")
        }
        let conversations: [ConversationEvaluation.Conversation]
        do { conversations = try ConversationEvaluation.conversations(from: text) } catch { throw UserError("\(file): \(error)") }
        guard let builtin = Paths.builtinIntents else {
            throw UserError("cannot find the built-in grammars (the Intents folder); set BUDDY_INTENTS to its path")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-eval-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcomes: [ConversationEvaluation.Outcome]
        let started = Date()
        do {
            let grammar = try Grammar.load(directories: [builtin, Paths.userIntents] + directories)
            let clock = try options.clock()
            var played = 0
            let lists = try Workspace.builtinMerchantLists()
            outcomes = try ConversationEvaluation().run(conversations) { _ in
                played += 1
                // The built-in merchant list and its kinds, as a conversation on the terminal knows them.
                let ledger = try Ledger.open(AppDatabase.open(path: folder + "/conversation-\(played).sqlite"))
                    .knowing(loading: { lists.merchants }, kinds: { lists.kinds })
                try DemoStore(today: clock.today()).populate(ledger)
                let assistant = try Assistant(grammar: grammar, ledger: ledger, clock: clock)
                assistant.exportFolder = folder
                assistant.fileReplacement = .never
                return assistant
            }
        } catch let error as GrammarError {
            throw UserError(error)
        } catch let error as FinanceError {
            throw UserError(error)
        }
        let seconds = Date().timeIntervalSince(started)
        if !quiet {
            for (index, outcome) in outcomes.enumerated() where shows(index) && (all || !outcome.passed) {
                print("\(outcome.passed ? "✓" : "✗") \(outcome.conversation.id)")
                for turn in outcome.turns {
                    let mark = turn.wroteFromQuestion ? "!" : turn.passed ? "✓" : "✗"
                    print("    \(mark) \(turn.turn.say)  →  \(turn.reading) [expected \(turn.turn.expect)]"
                          + (turn.wroteFromQuestion ? "  WROTE: \(turn.changes.joined(separator: ", "))" : ""))
                    if all || !turn.passed { print("        \(turn.reply.split(separator: "\n").first ?? "")") }
                }
            }
            print("")
        }
        if let heldOut, heldOut > 1 {
            let indexed = outcomes.enumerated()
            let held = indexed.filter { $0.offset % heldOut == 0 }.map(\.element)
            print("Tuned on (\(outcomes.count - held.count) conversations):")
            summarise(indexed.filter { $0.offset % heldOut != 0 }.map(\.element))
            print("Held out (every \(heldOut)th conversation, \(held.count) conversations):")
            summarise(held)
        } else {
            summarise(outcomes)
        }
        print(String(format: "%d conversations played in %.2f s.", outcomes.count, seconds))
    }

    /// Conversations right, turns right, and writes made by turns that should change nothing.
    private func summarise(_ outcomes: [ConversationEvaluation.Outcome]) {
        let right = outcomes.filter(\.passed).count
        let turns = outcomes.flatMap(\.turns)
        let turnsRight = turns.filter(\.passed).count
        print(String(format: "  conversations  %5d  %5d right  %5.1f%%", outcomes.count, right, 100 * Double(right) / Double(max(outcomes.count, 1))))
        print(String(format: "  turns          %5d  %5d right  %5.1f%%", turns.count, turnsRight, 100 * Double(turnsRight) / Double(max(turns.count, 1))))
        print("  \(turns.filter(\.wroteFromQuestion).count) turns that should change nothing changed something")
    }
}
