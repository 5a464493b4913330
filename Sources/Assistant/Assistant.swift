import BuddyCore
import Finance
import Foundation
import Understanding

/// The dialogue layer: understands a line, runs its intent's handler over the finance services
/// and fills the reply template. One assistant holds one conversation's context.
public final class Assistant {
    /// The finance services of the profile being talked about.
    public let ledger: Ledger
    let understander: Understander
    let templates: ReplyTemplates
    let clock: Clock
    /// The words of the grammar's examples, for completion; the grammar does not change.
    private let grammarWords: Set<String>
    var context = ConversationContext()
    private var cachedVocabulary: Vocabulary?

    typealias Handler = @Sendable (Assistant) -> (Match) throws -> Answer

    /// Intent names and the methods that answer them. An intent with no handler here replies
    /// with its template alone, so a grammar file can add small talk without code.
    static let handlers: [String: Handler] = [
        "spending.total": { $0.spendingTotal },
        "spending.unknown_category": { $0.unknownCategory },
        "income.total": { $0.incomeTotal },
        "transaction.add_expense": { $0.addExpense },
        "transaction.add_income": { $0.addIncome },
        "transaction.undo": { $0.undo },
        "help": { $0.help },
    ]

    /// Intents a follow-up ("and last month?") may ask again.
    static let repeatableQuestions: Set<String> = ["spending.total", "income.total"]

    /// Creates an assistant; fails when a reply template in the grammar is broken.
    public init(grammar: Grammar, ledger: Ledger, clock: Clock) throws(GrammarError) {
        self.understander = Understander(grammar: grammar)
        self.grammarWords = Set(grammar.intents.flatMap(\.examples).flatMap(Normalizer.tokens)
            .filter { $0.count > 2 && $0.allSatisfy(\.isLetter) })
        self.templates = try ReplyTemplates(grammar: grammar)
        self.ledger = ledger
        self.clock = clock
    }

    /// The day "today" means for this conversation.
    var today: Day { clock.today() }

    /// Names in the store, refreshed after every write.
    var vocabulary: Vocabulary {
        if let cachedVocabulary { return cachedVocabulary }
        let categories = (try? ledger.categories.all().map(\.name)) ?? []
        let synonyms = (try? ledger.categories.synonyms()) ?? []
        let accounts = (try? ledger.accounts.all().map(\.name)) ?? []
        let vocabulary = Vocabulary(categories: categories,
                                    synonyms: Dictionary(synonyms.map { ($0.phrase, $0.category) }, uniquingKeysWith: { a, _ in a }),
                                    accounts: accounts)
        cachedVocabulary = vocabulary
        return vocabulary
    }

    /// Forgets cached store names after a write.
    func storeChanged() {
        cachedVocabulary = nil
    }

    /// Category, account and intent words, for tab completion.
    public var completionWords: [String] {
        var words = grammarWords
        words.formUnion(vocabulary.categoryNames.map { $0.lowercased() })
        words.formUnion(vocabulary.accountNames.map { $0.lowercased() })
        return words.sorted()
    }

    var understandingContext: UnderstandingContext {
        UnderstandingContext(today: today, weekStart: ledger.profile.weekStartDay,
                             homeCurrency: ledger.currency, vocabulary: vocabulary)
    }

    /// Answers one line. Never throws: a failure becomes a reply that says what went wrong.
    public func respond(to line: String) -> Reply {
        switch understander.understand(line, in: understandingContext) {
        case .understood(let match):
            return answer(match, line: line)
        case .notUnderstood(let suggestions):
            let text = templates.render(intent: "unknown", variant: "",
                                        values: ["input": line.trimmingCharacters(in: .whitespaces),
                                                 "suggestions": suggestions, "hasSuggestions": !suggestions.isEmpty],
                                        line: line)
            return Reply(input: line, understood: false, intent: nil, text: text, suggestions: suggestions)
        }
    }

    private func answer(_ match: Match, line: String) -> Reply {
        var match = match
        if match.intent.hasPrefix("followup.") {
            guard let resolved = followUp(match) else {
                let text = templates.render(intent: match.intent, variant: "nothing", values: [:], line: line)
                return Reply(input: line, understood: true, intent: match.intent, text: text)
            }
            match = resolved
        }
        do {
            let answer = try Self.handlers[match.intent].map { try $0(self)(match) } ?? Answer()
            let text = templates.render(intent: match.intent, variant: answer.variant, values: answer.values, line: line)
            return Reply(input: line, understood: true, intent: match.intent, slots: answer.slots,
                         amount: answer.amount, text: text)
        } catch let error as FinanceError {
            return Reply(input: line, understood: true, intent: match.intent, text: "I couldn't do that: \(error.message).")
        } catch {
            return Reply(input: line, understood: true, intent: match.intent, text: "Something went wrong: \(error).")
        }
    }

    /// The last question asked again with the follow-up's period or category.
    private func followUp(_ match: Match) -> Match? {
        guard let last = context.lastQuestion, Self.repeatableQuestions.contains(last.intent) else { return nil }
        var slots = last.slots
        for (name, value) in match.slots { slots[name] = value }
        return Match(intent: last.intent, slots: slots, score: match.score, pattern: match.pattern)
    }
}
