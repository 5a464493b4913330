import BuddyCore
import Finance
import Foundation
import Presentation
import Understanding

/// The dialogue layer: understands a line, runs its intent's handler over the finance services
/// and fills the reply template. One assistant holds one conversation's context.
public final class Assistant {
    /// The finance services of the profile being talked about.
    public let ledger: Ledger
    /// How lines are read: the grammar's patterns and rules, with the intents that write kept
    /// away from questions.
    public let understander: Understander
    let templates: ReplyTemplates
    let clock: Clock
    /// The words of the grammar's examples, for completion; the grammar does not change.
    private lazy var grammarWords: Set<String> = Set(understander.grammar.intents.flatMap(\.examples).flatMap(Normalizer.tokens)
        .filter { $0.count > 2 && $0.allSatisfy(\.isLetter) })
    var context = ConversationContext()
    /// Where replies are shown: charts and colours follow it. Plain text until the caller says
    /// otherwise; "use dark mode" changes its theme.
    public var display: Display = .plainText
    /// Where "export everything to a file" writes when the line names no file, and the folder a
    /// file named without one ("nov.csv") is written in.
    public var exportFolder: String = FileManager.default.currentDirectoryPath
    /// What an export or backup does when its file exists (an ordinary file; anything else is
    /// never written to).
    public enum FileReplacement: Sendable {
        /// Asks "… already exists. Replace it?": a yes replaces it, anything else leaves it.
        case ask
        /// Replaces it (the person said so for the whole run: `--yes`).
        case always
        /// Leaves it and says so (no one is there to answer: scripted mode, `buddy ask`).
        case never
    }
    /// What an export or backup does when its file exists: asks, in a conversation.
    public var fileReplacement: FileReplacement = .ask
    /// The changes made while answering the line, each as its undo label: once one has been
    /// made, a later error cannot make the reply say that nothing was done.
    var changesMade: [String] = []
    /// The line being answered, as typed (file paths are read from it, not from its tokens).
    var currentLine = ""
    /// The words of the line the reading being answered took as others it misspells ("amazn"
    /// for "amazon"), so a handler that looks at the line's words sees what was meant.
    var currentCorrections: [String: String] = [:]
    /// The transactions just recorded when the line being answered came: a recording adds to
    /// them, a correction of them keeps them, anything else leaves none.
    var recordedBefore: [Int64] = []
    /// How many steps there were to undo when the line being answered came.
    var stepsBefore = 0
    /// The steps to undo the line being answered has made so far (counted from the first).
    var stepsMadeByThisLine: ClosedRange<Int> {
        (stepsBefore + 1)...max(stepsBefore + 1, journal?.stepCount ?? 0)
    }
    /// The store's names as last read, with the store's names version at the time.
    private var cachedVocabulary: (version: Int64?, vocabulary: Vocabulary)?
    /// This conversation's writes, for "undo" and "redo" (nil when the store cannot keep one).
    /// Its triggers are installed on the first write, so a run that only reads installs none.
    private(set) lazy var journal: UndoJournal? = try? UndoJournal(database: ledger.database)
    /// The first problem with the store itself that a reply had to report (a damaged file, or
    /// an amount out of range), so that a command can end with a failing exit status.
    public private(set) var storeProblem: FinanceError?

    /// Intent names and the methods that answer them, each marked as one that only reads or one
    /// that may write. An intent with no handler here replies with its template alone (so a
    /// grammar file can add small talk without code) and changes nothing.
    static let handlers: [String: IntentHandler] = [
        "spending.total": .reads { $0.spendingTotal },
        "spending.forecast": .reads { $0.spendingForecast },
        Understander.exclusionNotAnsweredIntent: .reads { $0.exclusionNotAnswered },
        "spending.unknown_category": .reads { $0.unknownCategory },
        "clarify.payee": .reads { $0.clarifyPayee },
        "clarify.amount": .reads { $0.clarifyAmount },
        "clarify.put": .reads { $0.clarifyAmount },
        "income.total": .reads { $0.incomeTotal },
        "savings.total": .reads { $0.savingsTotal },
        "income.payday": .reads { $0.payday },
        "transaction.add_expense": .writes { $0.addExpense },
        "transaction.add_income": .writes { $0.addIncome },
        "transaction.undo": .writes { $0.undo },
        "transaction.redo": .writes { $0.redo },
        "transaction.edit": .writes { $0.edit },
        "transaction.delete": .writes { $0.delete },
        "transactions.search": .reads { $0.search },
        "spending.stats": .reads { $0.statistics },
        "spending.last_visit": .reads { $0.lastVisit },
        "spending.biggest": .reads { $0.extreme },
        "spending.smallest": .reads { $0.extreme },
        "spending.days": .reads { $0.spendingDays },
        "savings.months": .reads { $0.savingsByMonth },
        "accounts.change": .reads { $0.balanceChange },
        "bills.income": .reads { $0.billsAgainstIncome },
        "spending.weekdays": .reads { $0.spendingByWeekday },
        "category.add_synonym": .writes { $0.addSynonym },
        "categories.list": .reads { $0.listCategories },
        "spending.breakdown": .reads { $0.breakdown },
        "spending.payees": .reads { $0.topPayees },
        "spending.income_share": .reads { $0.incomeShare },
        "category.add": .writes { $0.addCategory },
        "category.rename": .writes { $0.renameCategory },
        "category.merge": .writes { $0.mergeCategory },
        "accounts.balance": .reads { $0.balancesAtBank },
        "accounts.enough": .reads { $0.enough },
        "account.credit_limit": .reads { $0.creditLimit },
        "account.set_limit": .writes { $0.setCreditLimit },
        "account.add": .writes { $0.addAccount },
        "account.rename": .writes { $0.renameAccount },
        "account.kind": .writes { $0.setAccountKind },
        "account.adjust": .writes { $0.adjustBalance },
        "account.default": .writes { $0.setDefaultAccount },
        "transfer.add": .writes { $0.transfer },
        "budget.set": .writes { $0.setBudget },
        "budget.remove": .writes { $0.removeBudget },
        "budget.status": .reads { $0.budgetStatus },
        "split.add": .writes { $0.split },
        "iou.add": .writes { $0.addDebt },
        "bill.amount": .writes { $0.changeBillAmount },
        "bill.day": .writes { $0.moveBillDay },
        "iou.balances": .reads { $0.debtBalances },
        "iou.person": .reads { $0.personBalance },
        "iou.settle": .writes { $0.settle },
        "iou.forgive": .writes { $0.forgive },
        "bill.add": .writes { $0.addBill },
        "bills.due": .reads { $0.billsDueOrOwed },
        "bill.pay": .writes { $0.payBill },
        "bill.detail": .reads { $0.billDetail },
        "bill.paid": .reads { $0.billPaid },
        "subscriptions.cost": .reads { $0.subscriptionCost },
        "bills.cost": .reads { $0.billsCost },
        "bill.status": .writes { $0.billStatus },
        "goal.add": .writes { $0.addGoal },
        "goal.contribute": .writes { $0.contribute },
        "goal.deadline": .writes { $0.moveGoalDeadline },
        "goal.target": .writes { $0.setGoalTarget },
        "goals.progress": .reads { $0.goalProgress },
        "followup.show": .reads { $0.showTransactions },
        "followup.why": .reads { $0.explain },
        "followup.pick": .reads { $0.pick },
        "transactions.recent": .reads { $0.transactionFeed },
        "transactions.uncategorised": .reads { $0.uncategorisedTransactions },
        "spending.recent": .reads { $0.transactionFeed },
        "confirm.yes": .reads { _ in { _ in Answer(variant: "nothing") } },
        "flow.cancel": .reads { _ in { _ in Answer(variant: "nothing") } },
        "help": .reads { $0.help },
        "date.impossible": .reads { $0.impossibleDate },
        "summary.morning": .reads { $0.morning },
        "report.monthly": .reads { $0.monthlyReview },
        "actions.list": .reads { $0.actionCentre },
        "spending.chart": .reads { $0.spendingChart },
        "spending.trend": .reads { $0.spendingTrend },
        "spending.average": .reads { $0.spendingAverage },
        "spending.extreme_month": .reads { $0.extremeMonth },
        "spending.compare": .reads { $0.compareSpending },
        "settings.theme": .writes { $0.setTheme },
        "settings.colour_off": .writes { $0.colourOff },
        "data.import": .writes { $0.importStatement },
        "data.preview": .reads { $0.previewStatement },
        "data.export": .writes { $0.exportData },
        "rules.add": .writes { $0.addRule },
        "transactions.recategorise": .writes { $0.recategorise },
        "rules.list": .reads { $0.listRules },
        "rules.remove": .writes { $0.removeRule },
    ]

    /// Whether answering `intent` may change the store or write a file. An intent with no
    /// handler only replies with its template, so it never does.
    public static func writes(_ intent: String) -> Bool {
        handlers[intent]?.effect == .writes
    }

    /// Follow-ups that make the last change again ("and 25 more") or take back a deletion
    /// ("bring it back"): commands, answered as the intent they make again.
    static let changingFollowUps: Set<String> = ["followup.more", "followup.restore"]

    /// Changes that take an amount below zero as it is (a balance set or opened overdrawn) or
    /// say themselves why they refuse one (a budget or a goal must be above zero).
    static let signedChanges: Set<String> = ["account.adjust", "account.add", "budget.set", "goal.add"]

    /// The intents answered by code rather than by their template alone.
    public static var handledIntents: Set<String> { Set(handlers.keys) }

    /// Intents a follow-up ("and last month?") may ask again.
    static let repeatableQuestions: Set<String> = ["spending.total", "income.total"]

    /// Questions whose answer spreads spending over the categories: a follow-up that names one
    /// ("and dining?") asks what went to it over the same days.
    static let spreadQuestions: Set<String> = ["spending.breakdown"]

    /// Intents about the list on screen ("the second one", "delete the last one", the yes that
    /// confirms it, "undo", "why?"): they leave it there. Any other answer takes it off the
    /// screen, so "the last one" never means a row of a list shown before something else.
    static let aboutTheList: Set<String> = ["followup.pick", "transaction.edit", "transaction.delete", "confirm.yes", "confirm.no",
                                            "flow.cancel", "followup.why", "transaction.undo", "transaction.redo"]

    /// Creates an assistant; fails when a reply template in the grammar is broken. Templates
    /// are compiled when first used; `templatesChecked` says this grammar's were all compiled
    /// without error before (by an earlier run), so they need not be checked now.
    ///
    /// Recurring payments, income and transfers that have come due by today are recorded first
    /// (once: a later run finds them recorded); the conversation's undo starts after them.
    public convenience init(grammar: Grammar, ledger: Ledger, clock: Clock, templatesChecked: Bool = false) throws(GrammarError) {
        try self.init(compiled: CompiledGrammar(grammar), ledger: ledger, clock: clock, templatesChecked: templatesChecked)
    }

    /// Creates an assistant over a grammar whose patterns are compiled already (read back from a
    /// ``GrammarCache``, say), as ``init(grammar:ledger:clock:templatesChecked:)`` does.
    public init(compiled: CompiledGrammar, ledger: Ledger, clock: Clock, templatesChecked: Bool = false) throws(GrammarError) {
        let grammar = compiled.grammar
        // A question is never read as a change of money or records; the display settings ("which
        // themes are there") answer questions as well as make changes.
        self.understander = Understander(compiled: compiled, commands: Set(Self.handlers.filter {
            $0.value.effect == .writes && !$0.key.hasPrefix("settings.")
        }.keys).union(Self.changingFollowUps))
        self.templates = ReplyTemplates(grammar: grammar)
        if !templatesChecked { try templates.validate() }
        self.ledger = ledger
        self.clock = clock
        _ = try? ledger.recurring.recordDue(through: clock.today())
    }

    /// Runs `body`, a write through the finance services, as one step of this conversation's
    /// undo history called `label`, and forgets cached store names.
    ///
    /// The change is remembered as made once `body` has committed it, even when an error comes
    /// after (see ``changesMade``).
    func write<T>(_ label: String, _ body: () throws -> T) throws -> T {
        defer { storeChanged() }
        do {
            let result = try journal.map { journal in try journal.record(label, body) } ?? body()
            changesMade.append(label)
            return result
        } catch let partly as UndoJournal.WrittenThenFailed {
            changesMade.append(label)
            throw partly.error
        }
    }

    /// The day "today" means for this conversation.
    var today: Day { clock.today() }

    /// Names in the store: read again after this conversation writes, and at the start of a
    /// line when any writer (another `buddy` on the same store too) has changed them.
    var vocabulary: Vocabulary {
        if let cachedVocabulary { return cachedVocabulary.vocabulary }
        let version = try? ledger.namesVersion()
        let categories = (try? ledger.categories.all().map(\.name)) ?? []
        let synonyms = (try? ledger.categories.synonyms()) ?? []
        let accounts = (try? ledger.accounts.all()) ?? []
        // "the credit card" is the one card, "cash" the one cash account, whatever they are called.
        var aliases: [String: String] = [:]
        // (Kinds in the order first met, without a dictionary keyed by kind: no kind says another's phrase.)
        var kinds: [Account.Kind] = []
        for account in accounts where !kinds.contains(account.kind) { kinds.append(account.kind) }
        for kind in kinds {
            let owned = accounts.filter { $0.kind == kind }
            guard owned.count == 1 else { continue }
            let network = Account.Kind.network(inName: owned[0].name)
            for phrase in kind.spokenNames where !accounts.contains(where: { $0.name.lowercased() == phrase }) {
                // "on my amex" is not the card called "Visa".
                if let said = Account.Kind.cardNetworks[phrase], let network, said != network { continue }
                aliases[phrase] = owned[0].name
            }
        }
        // Payees are listed only when a line first needs them. The rows Buddy names itself
        // (transfers, debts paid back) have no payee.
        let ledger = ledger, corrector = understander.corrector
        let thingWords = Set((categories + synonyms.map(\.phrase)).map { $0.lowercased() }.filter { !$0.contains(" ") })
        // "Shell" is a payee though "shell out" is the grammar's; "Budget" (the car hire) is not, as budgets are.
        let understander = understander
        // A misspelt name is found when the word is no word in its own right ("spotfy", "chipolte").
        let ownNames = Set(accounts.flatMap { Normalizer.tokens($0.name) })
        let people = StoredNames(load: { (try? ledger.people.all().map(\.name)) ?? [] }, isCommon: { _ in false })
        let namesAThing: @Sendable (String) -> Bool = { thingWords.contains($0) || thingWords.contains($0 + "s") }
        let isWord: @Sendable (String) -> Bool = {
            corrector.knows($0) || namesAThing($0) || ownNames.contains($0) || !people.names(in: [$0], at: 0).isEmpty
        }
        let payees = StoredNames(load: { (try? ledger.reports.payeeNames()) ?? [] },
                                 isCommon: { corrector.knows($0) && understander.wordsSaidAlone.contains($0) },
                                 namesAThing: namesAThing, isWord: isWord)
        let bills = StoredNames(load: { (try? ledger.recurring.active(kind: .bill).map(\.name)) ?? [] }, isCommon: { _ in false },
                                byEndings: true, isWord: isWord)
        let vocabulary = Vocabulary(categories: categories,
                                    synonyms: Dictionary(synonyms.map { ($0.phrase, $0.category) }, uniquingKeysWith: { a, _ in a }),
                                    accounts: accounts.map(\.name), accountAliases: aliases, payees: payees, bills: bills,
                                    people: people,
                                    businesses: StoredNames(load: { ledger.merchantList.numberedSpellings }, isCommon: { _ in false }))
        cachedVocabulary = (version, vocabulary)
        return vocabulary
    }

    /// Forgets cached store names after a write.
    func storeChanged() {
        cachedVocabulary = nil
    }

    /// Forgets cached store names when the store's names have changed since they were read.
    private func refreshNames() {
        if let cachedVocabulary, cachedVocabulary.version != (try? ledger.namesVersion()) { storeChanged() }
    }

    /// Category, account, people and intent words, for tab completion (shown as data: a name
    /// stored with control characters is offered without them).
    public var completionWords: [String] {
        refreshNames()
        var words = grammarWords
        words.formUnion(vocabulary.categoryNames.map { $0.lowercased() })
        words.formUnion(vocabulary.accountNames.map { $0.lowercased() })
        words.formUnion(((try? ledger.people.all()) ?? []).map { $0.name.lowercased() })
        return Set(words.map(TerminalText.data)).filter { !$0.isEmpty }.sorted()
    }

    /// What the understanding layer needs to know of this conversation: today, the week start,
    /// the home currency and the store's names.
    public var understandingContext: UnderstandingContext {
        UnderstandingContext(today: today, weekStart: ledger.profile.weekStartDay,
                             homeCurrency: ledger.currency, vocabulary: vocabulary)
    }

    /// Answers one line. Never throws: a failure becomes a reply that says what went wrong.
    ///
    /// The line is first cleaned as everything stored is (``Swift/StringProtocol/cleanedForStorage``):
    /// no escape sequence or control character it holds reaches a name, a note or a reply.
    public func respond(to typed: String) -> Reply {
        if typed.utf8.count > Self.longestLine, typed.count > Self.longestLine { return tooLong(typed) }
        var line = typed.cleanedForStorage
        currentLine = line
        changesMade = []
        context.turn += 1
        recordedBefore = context.recorded
        stepsBefore = journal?.stepCount ?? 0
        context.recorded = []
        let goalAdded = context.goalAdded
        context.goalAdded = nil
        let askedBack = context.askedBack
        context.askedBack = nil
        let amountAlone = context.amountAlone
        context.amountAlone = nil
        refreshNames()
        // "what did I buy that day": the day the conversation singled out, named.
        if let named = namingPointedPeriod(in: line) { (line, currentLine) = (named, named) }
        // "sorry, i meant the 20th" after a day that does not exist: the line before, with that day.
        if let again = dayPutRight(line) { (line, currentLine) = (again, again) }
        var interpretation = understander.understand(line, in: understandingContext)
        if case .understood(let match) = interpretation, match.intent == Understander.impossibleDateIntent {
            context.impossibleDay = (line, context.turn)
        }
        // "coffee 5" (or any change), then "actually cancel that": the change just made taken back,
        // never a bill, a debt or a budget called after it ("cancel that subscription" is the bill).
        let cancelsTheChange = changedByTheLineBefore && Self.cancelsThat(Normalizer.tokens(line))
        if cancelsTheChange {
            interpretation = .understood(Match(intent: "transaction.undo", slots: [:], score: 1, pattern: "the change just made, cancelled"))
        }
        // "make it 300" after money put toward a goal puts that right, before "it" can be the goal.
        if context.pending == nil, context.confirmation == nil, context.choices.isEmpty, askedBack == nil, !cancelsTheChange,
           let reply = correctingTheLastChange(line, interpretation: interpretation) ?? sameChangeForAnother(line, interpretation: interpretation)
            ?? kindOfTheAccountJustAdded(line) ?? balanceOfTheAccountJustAdded(line) {
            return reply
        }
        let topic = context.topic
        context.topic = nil
        context.earlierTopic = topic
        if let reading = readingPointer(line, to: topic, after: interpretation) { interpretation = reading }
        if let (change, reading) = withoutAfterthought(line, after: interpretation) ?? withoutRemark(line, after: interpretation)
            ?? withThingNamedAhead(line, after: interpretation) {
            (line, interpretation) = (change, reading)
            currentLine = line
        }
        let suggestions = context.suggestions
        context.suggestions = []
        if let confirmation = context.confirmation {
            context.confirmation = nil
            if let reply = confirm(confirmation, line: line, interpretation: interpretation) {
                // "no" to "Settle all of it?" keeps the talk on the person: "he only gave me a tenner".
                context.topic = context.topic ?? topic
                return reply
            }
        }
        let choices = context.choices
        context.choices = []
        if !choices.isEmpty, let reply = choose(among: choices, line: line, interpretation: interpretation) { return reply }
        if let asked = context.fileAsked {
            context.fileAsked = nil
            if let reply = givingTheFile(asked, line: line, interpretation: interpretation) { return reply }
        }
        if let pending = context.pending {
            context.pending = nil
            if let reply = continueQuestion(pending, line: line, interpretation: interpretation) { return reply }
        }
        if let askedBack {
            // The two lines are said as one: "need to move 300", then "to savings", is still to do.
            if let completed = completing(askedBack, with: line) {
                currentLine = completed.line
                return answer(completed.match, line: line)
            }
            // "groceries 600 and dining 300" after "Which budget, and to how much?": an answer, but
            // not one to act on in one go; it is never recorded as spending.
            if case .understood(let own) = interpretation, Self.writes(own.intent), !askedBack.intents.contains(own.intent),
               !saysAVerbOfItsOwn, understander.grammar.intent(askedBack.asker)?.replies["again"] != nil {
                context.askedBack = askedBack
                let text = templates.render(intent: askedBack.asker, variant: "again", values: [:], line: line)
                return Reply(input: line, understood: true, intent: askedBack.asker, text: text, asks: true)
            }
        }
        if let amountAlone, let reply = explainingTheAmount(amountAlone, line: line, interpretation: interpretation) { return reply }
        if let reply = recordingSeveral(line, interpretation: interpretation) { return reply }
        if let reply = movingElsewhere(line) { return reply }
        if let reply = correctingTheRecord(line, interpretation: interpretation) { return reply }
        if let reply = correctingANamedTransaction(line, interpretation: interpretation) { return reply }
        if let reply = deletingANamedTransaction(line, interpretation: interpretation) { return reply }
        if let reply = pickingByRank(line) ?? pickingByName(line, interpretation: interpretation) { return reply }
        if let reply = totallingTheList(line, interpretation: interpretation) { return reply }
        if goalAdded != nil, let reply = settingTheGoalsDeadline(line, goal: goalAdded, interpretation: interpretation) { return reply }
        if let reply = followingUp(line, interpretation: interpretation) { return reply }
        if let reply = askingAboutAShopNamedAlone(line, interpretation: interpretation) { return reply }
        switch interpretation {
        case .understood(let match):
            if let index = Self.chosenIndex(match, line: line, among: suggestions.count) {
                let suggestion = suggestions[index]
                return answerSuggestion(suggestion, among: suggestions, chosenBy: match, line: line)
            }
            if !match.alternatives.isEmpty {
                if let settled = settled(match) { return answer(settled, line: line) }
                return askWhich(match, line: line)
            }
            return answer(match, line: line)
        case .notUnderstood(let suggestions):
            context.shownList = []
            // Questions first, then changes: only a question may be run by "yes".
            let changes = suggestions.filter(makesAChange)
            let questions = suggestions.filter { !changes.contains($0) }
            context.suggestions = questions + changes
            let text = templates.render(intent: "unknown", variant: suggestions.isEmpty ? "outside" : "",
                                        values: ["input": line.trimmingCharacters(in: .whitespaces),
                                                 "suggestions": questions + changes, "hasSuggestions": !suggestions.isEmpty,
                                                 "questions": questions, "hasQuestions": !questions.isEmpty,
                                                 "changes": changes, "hasChanges": !changes.isEmpty],
                                        line: line)
            return Reply(input: line, understood: false, intent: nil, text: text, suggestions: questions + changes)
        }
    }

    /// Changes that make a new thing with the name said: "it" is never its name ("add this as a
    /// monthly subscription" makes no bill called after the last topic).
    static let creations: Set<String> = ["bill.add", "goal.add", "account.add", "category.add"]

    /// Whether the line before made a change still there to undo (a recording, or one step).
    private var changedByTheLineBefore: Bool {
        !recordedBefore.isEmpty || changeOfTheLineBefore?.newest == true
    }

    /// Whether `tokens` say only "cancel that" ("actually cancel that", "no cancel it").
    private static func cancelsThat(_ tokens: [String]) -> Bool {
        let leads: Set<String> = ["actually", "no", "oh", "wait", "oops", "sorry", "please", "nah", "hmm", "um", "just"]
        let said = Array(tokens.drop(while: leads.contains)).filter { $0 != "please" }
        return said.count == 2 && said[0] == "cancel" && ["that", "it", "this"].contains(said[1])
    }

    /// A line not understood, only declined, or read loosely, read again with its "it" or "that"
    /// put as the name of what the conversation was last about; nil when that reading is no better.
    private func readingPointer(_ line: String, to topic: ConversationTopic?, after interpretation: Interpretation) -> Interpretation? {
        // A reading by a keyword rule that left words over is loose enough to give way too
        // ("remove the transport one" after a budget is no transaction to delete), and one that
        // took a pointing word for a name ("is it paid" is no bill called "it").
        var loose = false
        // "it was 15 not 14" puts right an amount said before, never a budget or a goal.
        let tokens = Normalizer.tokens(line)
        if zip(tokens, tokens.dropFirst()).contains(where: { $0 == "not" && $1.contains(where: \.isNumber) }) { return nil }
        if case .understood(let match) = interpretation, understander.grammar.intent(match.intent)?.isOutOfScope != true {
            // "make it 100" with no transaction in focus: "it" is what was last talked about.
            let unfocused = context.focus == nil && Self.pointingAtATransaction.contains(match.intent)
                && match.number("position") == nil && match.text("newest") == nil && match.text("what") == nil
            // "did i already pay that this month": a reading that names nothing, of a line that
            // points at something, is read again with the thing put in.
            let namesNothing = match.isRule && !Self.writes(match.intent) && !match.intent.hasPrefix("followup.")
                && !Self.aboutTheList.contains(match.intent)
                && !match.slots.keys.contains(where: ConversationTopic.namingSlots.contains) && topic?.naming(in: line) != nil
            // "add one for pets" after the categories: a new thing of the kind just listed, no purchase.
            let addingOne = topic?.kind != nil && match.amount() == nil && line.range(of: Self.addingOne, options: [.regularExpression, .caseInsensitive]) != nil
            // "paid her 20 of it" after a question about Jo: "her" is no description.
            // "put 200 in from savings" after a goal: in the goal.
            let named = unfocused || namesNothing || addingOne || topic?.amountPutIn(line) != nil
                || match.slots.values.contains { if case .text(let text) = $0 { ConversationTopic.isPointer(text) || ConversationTopic.holdsAPerson(text) } else { false } }
            guard named || (match.isRule && !match.leftOver.isEmpty) else { return nil }
            loose = !named
        }
        guard let topic else { return nil }
        guard let named = topic.naming(in: line) else {
            // A line not understood that names nothing may be about the topic without saying so;
            // it is read so only by an intent about that kind of thing.
            // It asks only: a change is never made from words the line did not say ("and move
            // the old ones too" after a rule is no new rule).
            guard case .notUnderstood = interpretation, let (added, kind) = topic.added(to: line),
                  case .understood(let match) = understander.understand(added, in: understandingContext),
                  match.intent.hasPrefix(kind), match.alternatives.isEmpty, !Self.writes(match.intent) else { return nil }
            return .understood(match)
        }
        // A name put in for "it" never records a new transaction ("make it 25" after a total on
        // Food is no expense called Food), and is never a file ("import it" after a total on Dining).
        let reading = { (named: String) -> Match? in
            guard case .understood(let match) = self.understander.understand(named, in: self.understandingContext),
                  self.understander.grammar.intent(match.intent)?.isOutOfScope != true, !match.intent.hasPrefix("clarify"),
                  !Self.recordings.contains(match.intent),
                  !Self.creations.contains(match.intent) || topic.kind != nil && line.range(of: Self.addingOne, options: [.regularExpression, .caseInsensitive]) != nil,
                  !loose || match.leftOver.isEmpty, match.slots["file"] == nil else { return nil }
            return match
        }
        // "they've upped it to 7000" after a card's limit: the card's limit, said so, when the card alone reads as nothing.
        guard var match = reading(named) ?? (topic.isALimit ? topic.naming(in: line, saying: "credit limit").flatMap(reading) : nil) else { return nil }
        // A card's limit set through "it" is the limit, not the balance the card's name alone would set.
        if topic.isALimit, match.intent == "account.adjust" { match = Match(intent: "account.set_limit", slots: match.slots, score: match.score, pattern: match.pattern) }
        return .understood(match)
    }

    /// Words that ask for one more of a kind of thing: "add one", "make another one", "a new one".
    private static let addingOne = #"\b(?:add|create|make|set up|start|open)\s+(?:a\s+new\s+|another\s+|a\s+|one\s+more\s+)?one\b|\b(?:a\s+)?new\s+one\b"#

    /// Intents whose "it" or "that" is the transaction in focus when there is one.
    private static let pointingAtATransaction: Set<String> = ["transaction.edit", "transaction.delete"]

    /// Whether saying an example sentence would change anything (or cannot be read at all): such
    /// a suggestion only shows how to say something, and is never run with its made-up values.
    private func makesAChange(_ example: String) -> Bool {
        guard case .understood(let match) = understander.understand(example, in: understandingContext) else { return true }
        return Self.writes(match.intent)
    }

    /// A suggestion chosen by "yes" or "the second one": a question is answered as if typed; a
    /// change is not made, since its amounts and names are an example's, and the reply says to
    /// say it in the person's own words (the suggestions stay, as nothing was done).
    private func answerSuggestion(_ suggestion: String, among suggestions: [String], chosenBy match: Match, line: String) -> Reply {
        guard !makesAChange(suggestion) else {
            context.suggestions = suggestions
            let text = templates.render(intent: "unknown", variant: "example",
                                        values: ["input": line.trimmingCharacters(in: .whitespaces), "example": suggestion], line: line)
            return Reply(input: line, understood: true, intent: match.intent, text: text)
        }
        let reply = respond(to: suggestion)
        return Reply(input: line, understood: reply.understood, intent: reply.intent, slots: reply.slots,
                     amount: reply.amount, text: reply.text, suggestions: reply.suggestions, failed: reply.failed, asks: reply.asks)
    }

    /// The answer of `match`'s handler. Amounts are checked once, here: every service keeps the
    /// profile's one currency, and none records more than the limit.
    func run(_ match: Match) throws -> Answer {
        for case .amount(let amount) in match.slots.values {
            try ledger.requireHomeCurrency(amount)
            try amount.withinLimit()
            // "sam owes me -30", "I received -100 from mom": a change said with a minus would
            // otherwise be made the other way round, or with the sign dropped.
            if amount.minorUnits < 0, Self.writes(match.intent), !Self.signedChanges.contains(match.intent) {
                throw FinanceError(.invalidInput, "\(amount.formatted) is below zero; nothing was changed. Say the amount without a minus, in words that say which way it went (“I owe Sam 30”, “refund of 5 from target”)")
            }
        }
        return try Self.handlers[match.intent].map { try $0.run(self)(match) } ?? Answer()
    }

    /// The next line after Buddy asked for a missing slot: "cancel" leaves, a line that is a
    /// question or command of its own is answered as itself (nil here), and anything else is
    /// read as the answer, or the question is asked again.
    private func continueQuestion(_ pending: ConversationContext.PendingQuestion, line: String,
                                  interpretation: Interpretation) -> Reply? {
        let definition = understander.grammar.intent(pending.match.intent)
        let orientation = definition?.orientation ?? .past
        // "Call it emergency fund" answers a question for a name.
        if pending.type == .text, let name = understander.namedAnswer(line) {
            return answer(pending, with: .text(name), line: line)
        }
        // "2450 into checking": the value asked for, and the account it went to, for an intent
        // that takes one.
        if pending.type != .text, pending.question.slot != "account", definition?.acceptsAccountClause == true,
           !LineMood.isQuestion(line, tokens: Normalizer.tokens(line)),
           let (value, account) = understander.readSlotWithAccount(pending.type, from: line, in: understandingContext, orientation: orientation) {
            var slots = pending.match.slots
            slots["account"] = .account(account)
            let match = Match(intent: pending.match.intent, slots: slots, score: pending.match.score, pattern: pending.match.pattern,
                              corrections: pending.match.corrections)
            return answer(.init(match: match, question: pending.question, type: pending.type), with: value, line: line)
        }
        // A line that is wholly a value of the type asked for answers the question, even when it
        // could be read on its own ("it was about 30 dollars" is not a correction here).
        if pending.type != .text, case .understood(let match) = interpretation, match.intent != "flow.cancel",
           let value = understander.readSlot(pending.type, from: line, in: understandingContext, orientation: orientation) {
            return answer(pending, with: value, line: line)
        }
        if let joined = joining(pending, with: line, interpretation: interpretation) { return answer(joined, line: line) }
        // A command only a keyword rule read, carrying an amount, answers a question for an amount
        // ("1200 from acme" after "How much was it?"): a loose reading of a line never takes it
        // away from the question Buddy is waiting to have answered.
        if pending.type == .amount, case .understood(let match) = interpretation, match.isRule, Self.writes(match.intent),
           let amount = match.slots.values.first(where: \.isAmount) {
            return answer(pending, with: amount, line: line)
        }
        // A payee named alone answers "What was it for?" ("pho saigon"), not a question of its own.
        if pending.type == .text, case .understood(let match) = interpretation, match.intent == "clarify.payee",
           let name = match.text("merchant") {
            return answer(pending, with: .text(name), line: line)
        }
        // "groceries at Safeway" after "What was it for?": the same kind of line, short of what was
        // said before, completes it ("it was about 30 dollars" gave the amount).
        // A line that says again, otherwise, what was said before ("bought a 60 dollar jacket" after
        // "on tuesday bought books 18") is a new one, understood as itself.
        if case .understood(let match) = interpretation, match.intent == pending.match.intent,
           pending.match.slots.keys.contains(where: { match.slots[$0] == nil }),
           !pending.match.slots.contains(where: { name, value in match.slots[name].map { $0 != value } ?? false }),
           ([pending.question.slot] + pending.question.alternatives).contains(where: { match.slots[$0] != nil }) {
            let slots = pending.match.slots.merging(match.slots) { $1 }
            return answer(Match(intent: match.intent, slots: slots, score: pending.match.score, pattern: match.pattern,
                                corrections: pending.match.corrections.merging(match.corrections) { $1 }), line: line)
        }
        if case .understood(let match) = interpretation {
            if match.intent == "flow.cancel" {
                return Reply(input: line, understood: true, intent: match.intent,
                             text: templates.render(intent: match.intent, variant: "", values: [:], line: line))
            }
            return nil
        }
        if pending.type == .text, Self.looksLikeAQuestion(line) { return nil }
        // A line that is not an answer lets the question go: it is understood as itself, so a
        // question Buddy asked never holds the conversation.
        guard let value = understander.readSlot(pending.type, from: line, in: understandingContext, orientation: orientation) else {
            return nil
        }
        return answer(pending, with: value, line: line)
    }

    /// An answer that says more than the slot asked for, read together with the line that was
    /// asked about: "water, 40 on the 10th" after "add a bill" was asked "How much is it each
    /// time?" tracks Water. Nil when the line is a question, "cancel", "yes" or "no", or a command of its own (a verb of
    /// spending, buying, moving or recording), or when the two together do not read as the
    /// intent asked about with every word of the answer explained and the slot asked for filled.
    private func joining(_ pending: ConversationContext.PendingQuestion, with line: String, interpretation: Interpretation) -> Match? {
        if case .understood(let own) = interpretation, ["flow.cancel", "confirm.no", "confirm.yes"].contains(own.intent) { return nil }
        let answerWords = Normalizer.tokens(line)
        guard !pending.line.isEmpty, !LineMood.isQuestion(line, tokens: answerWords), !saysAVerbOfItsOwn else { return nil }
        // "I want to start a new savings goal", then "new car, 8000 by december 2027": the
        // first line is also tried from what was wanted ("start a new savings goal …").
        let asked = Normalizer.tokens(pending.line)
        var heads = [pending.line]
        if let to = asked.firstIndex(of: "to"), to <= 4, ["i", "we", "im", "i'm"].contains(asked[0]), to + 1 < asked.count {
            heads.append(asked[(to + 1)...].joined(separator: " "))
        }
        let readings = heads.lazy.compactMap { head -> Match? in
            guard case .understood(let match) = self.understander.understand("\(head) \(line)", in: self.understandingContext),
                  match.intent == pending.match.intent, match.alternatives.isEmpty,
                  Set(match.leftOver).isDisjoint(with: answerWords),
                  pending.question.isAnswered(by: match.slots.keys) else { return nil }
            return match
        }
        guard let match = readings.first else { return nil }
        // What the first line said stands ("got my paycheck", then "1200 from acme" is still the
        // paycheck), but for the slot asked for and a value that only held the place of one not
        // said (`{frequency=unsaid}`).
        let types = understander.grammar.intent(match.intent)?.slotTypes ?? [:]
        let askedSlots = Set([pending.question.slot] + pending.question.alternatives)
        let said = pending.match.slots.filter { name, value in
            if askedSlots.contains(name) { return false }
            if case .text = value, let type = types[name], type != .text { return false }
            return true
        }
        return Match(intent: match.intent, slots: said.merging(match.slots) { first, _ in first }, score: match.score,
                     pattern: match.pattern, corrections: pending.match.corrections.merging(match.corrections) { $1 })
    }

    /// The line after a reply that asked back ("Which budget, and to how much?"), read together
    /// with the line that was asked about: "dining to 300" after "change my budget" sets the
    /// Dining budget. Nil when the line is a question, or a command of its own (a verb of
    /// spending, buying, moving or recording, a payee, two amounts: "spent 20 on groceries",
    /// "uber 31", "groceries 600 and dining 300"), or when the two together read as none of the
    /// intents that answer the question with every word of the answer explained.
    private func completing(_ askedBack: ConversationContext.AskedBack, with line: String) -> (match: Match, line: String)? {
        let tokens = Normalizer.tokens(line)
        let numbers = { (tokens: [String]) in tokens.filter { $0.contains(where: \.isNumber) }.count }
        // A question asked back about a change ("Which budget?") is answered by no question and
        // by no command of its own; one asked about what to look up ("Amazon: what you spent
        // there, or its transactions?") is answered by a question ("how much this month").
        let changes = askedBack.intents.contains(where: Self.writes)
        // "move 300", then "actually 400 to savings": the amount said again is the line's own.
        guard !changes || !LineMood.isQuestion(line, tokens: tokens) && !saysAVerbOfItsOwn,
              numbers(tokens) + numbers(Normalizer.tokens(askedBack.line)) <= 1 || numbers(tokens) == 0 else { return nil }
        // "uber 31" is a purchase of its own, and "what did i pay comcast" a question of its own
        // after "amazon"; "lunch at luigis" after "45" is what the 45 was.
        let payees = understandingContext.vocabulary.payees
        guard changes && numbers(tokens) == 0 || !tokens.indices.contains(where: { !payees.names(in: tokens, at: $0).isEmpty }) else { return nil }
        // "yes", "thanks", "undo": said to the question, never what it asked for ("45", then "yes" is no purchase called Yes).
        if case .understood(let own) = understander.understand(line, in: understandingContext),
           Self.conversational.contains(own.intent), !own.intent.hasPrefix("clarify.") { return nil }
        let joined = "\(askedBack.line) \(line)"
        // Every word of the answer is explained; a word of the line that asked may be left out
        // ("change my budget", then "dining, make it 300": "change" is said by "make").
        // A word pointing at what was asked about ("show them", "when was i last there") is explained by it.
        let asked = Set(Normalizer.tokens(askedBack.line)).subtracting(tokens).union(changes ? [] : ["them", "it", "there", "those", "that"])
        guard case .understood(let match) = understander.understand(joined, in: understandingContext),
              match.leftOver.allSatisfy(asked.contains), match.alternatives.isEmpty else { return nil }
        let reread = reread(match, line: joined)
        return askedBack.intents.contains(reread.intent) ? (reread, joined) : nil
    }

    /// Whether the line being answered says a verb of spending, buying, moving money or
    /// recording (the grammar's `spend`, `buy`, `move`, `recording-verbs`): a command of its own,
    /// never the answer to a question asked back.
    private var saysAVerbOfItsOwn: Bool {
        ["spend", "buy", "move", "recording-verbs"].contains(where: lineSays)
    }

    /// The pending intent answered with the slot value the line gave.
    private func answer(_ pending: ConversationContext.PendingQuestion, with value: SlotValue, line: String) -> Reply {
        var slots = pending.match.slots
        slots[pending.question.slot] = value
        return answer(Match(intent: pending.match.intent, slots: slots, score: pending.match.score,
                            pattern: pending.match.pattern, corrections: pending.match.corrections), line: line)
    }

    /// The line after Buddy asked to confirm a change: "yes" makes it, "no" or "cancel" keeps
    /// things as they are, and any other line is answered as itself (nil here).
    private func confirm(_ confirmation: PendingConfirmation, line: String, interpretation: Interpretation) -> Reply? {
        // "just 20" to "Settle all of it?": the change, for that amount.
        if let withAmount = confirmation.withAmount,
           case .amount(let amount)? = understander.readSlot(.amount, from: line, in: understandingContext) {
            let match = Match(intent: confirmation.intent, slots: ["amount": .amount(amount)], score: 0, pattern: "an amount said to what was asked")
            let outcome = Result {
                try ledger.requireHomeCurrency(amount)
                try amount.withinLimit()
                return try withAmount(amount)
            }
            return render(outcome, intent: confirmation.intent, match: match, line: line)
        }
        // "only 10 left" to "Settle all of it?": an amount in other words is asked again, never
        // recorded as a purchase called "Only".
        if confirmation.withAmount != nil, Normalizer.tokens(line).contains(where: { $0.contains(where: \.isNumber) }),
           !Self.readsAsItsOwnCommand(interpretation) {
            context.confirmation = confirmation
            return Reply(input: line, understood: true, intent: confirmation.intent,
                         text: "How much was paid? Say the amount alone (“10”), or yes for all of it, or no.", asks: true)
        }
        var said: Match? = if case .understood(let match) = interpretation { match } else { nil }
        // "looks fine, import it" after a preview: the yes to importing the file previewed.
        if confirmation.intent == "data.import", importsWhatWasPreviewed(line) {
            said = Match(intent: "confirm.yes", slots: [:], score: 0, pattern: "the file previewed, imported")
        }
        guard var match = said else { return nil }
        // "oops, bring it back" while a deletion waits for its yes: it is kept.
        if match.intent == "followup.restore", Self.deletions.contains(confirmation.intent) {
            match = Match(intent: "confirm.no", slots: [:], score: match.score, pattern: match.pattern)
        }
        guard ["confirm.yes", "confirm.no", "flow.cancel"].contains(match.intent) else { return nil }
        let outcome = Result { match.intent == "confirm.yes" ? try confirmation.action() : confirmation.declined }
        let rendering = match.intent == "confirm.yes" ? confirmation.intent : confirmation.declinedBy ?? confirmation.intent
        if match.intent == "confirm.yes", Self.deletions.contains(confirmation.intent), case .success = outcome, !changesMade.isEmpty {
            context.deletedOnTurn = context.turn
            context.deletionSteps.formUnion(stepsMadeByThisLine)
        }
        return render(outcome, intent: rendering, match: match, line: line)
    }

    /// Whether a line answering a confirmation is a command of its own that names what it is
    /// about ("sam paid me back 10", "undo"): it is answered as itself.
    private static func readsAsItsOwnCommand(_ interpretation: Interpretation) -> Bool {
        guard case .understood(let match) = interpretation else { return false }
        return !match.isRule || match.leftOver.isEmpty && !recordings.contains(match.intent)
    }

    private static let questionWords: Set<String> = ["what", "how", "who", "when", "where", "why", "which", "is", "are",
                                                     "do", "does", "can", "could", "will", "would", "should", "tell"]

    /// Whether a line is a question of its own rather than a free-text answer ("what's the weather?").
    private static func looksLikeAQuestion(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).hasSuffix("?")
            || Normalizer.tokens(line).first.map(questionWords.contains) == true
    }

    func answer(_ match: Match, line: String) -> Reply {
        var match = match
        if let rule = ruleAtPosition(match) { match = rule }
        if match.intent != "rules.list" { context.shownRules = [] }
        if !["bills.due", "followup.pick"].contains(match.intent) { context.shownBills = [] }
        if let bill = billAtPosition(match) { match = bill }
        if !Self.aboutTheList.contains(match.intent) { context.shownList = [] }
        if match.intent.hasPrefix("followup."), Self.handlers[match.intent] == nil {
            guard let resolved = followUp(match) else {
                let text = templates.render(intent: match.intent, variant: "nothing", values: [:], line: line)
                return Reply(input: line, understood: true, intent: match.intent, text: text)
            }
            match = resolved
        }
        // "no, keep it" after "cancel netflix" (no question waiting for its yes): the cancellation taken back.
        if match.intent == "confirm.no", context.confirmation == nil, lineSays("keeping"), let restored = restoringTheLastDeletion(match) {
            match = restored
        }
        match = reread(match, line: line)
        let definition = understander.grammar.intent(match.intent)
        if definition?.isOutOfScope == true {
            let text = templates.render(intent: match.intent, variant: "", values: [:], line: line)
            return Reply(input: line, understood: false, intent: match.intent, text: text)
        }
        if let definition, !definition.answeredBy.isEmpty { context.askedBack = .init(line: line, intents: definition.answeredBy, asker: match.intent) }
        if let definition, let question = definition.questions.first(where: { !$0.isAnswered(by: match.slots.keys) }),
           let type = definition.slotTypes[question.slot] {
            context.pending = .init(match: match, question: question, type: type, line: line)
            return Reply(input: line, understood: true, intent: match.intent, slots: match.slots.mapValues(ReplySlot.init),
                         text: question.text, asks: true)
        }
        if let reply = stillToDoOrDoubted(match, movesMoney: definition?.movesMoney == true, line: line) { return reply }
        let questionBefore = context.lastQuestion
        let focusBefore = context.focus
        currentCorrections = match.corrections
        let outcome = Result { try run(match) }
        if case .failure(let question as AccountQuestion) = outcome {
            let asked = IntentDefinition.SlotQuestion(slot: "account", alternatives: [], text: accountQuestionText(question, line: line))
            context.pending = .init(match: match, question: asked, type: .account, line: line)
            return Reply(input: line, understood: true, intent: match.intent, slots: match.slots.mapValues(ReplySlot.init),
                         text: asked.text, asks: true)
        }
        if case .success(let answer) = outcome {
            // An answer about something else than a transaction ends the talk of the one in
            // focus: after "set a budget of 120 for subscriptions", "make it 100" is the budget.
            if context.focus == focusBefore, answer.listed == nil, !Self.aboutTheList.contains(match.intent),
               !Self.recordings.contains(match.intent), !match.intent.hasPrefix("followup.") {
                context.focus = nil
            }
            // A question is remembered for "and last month?" and "what about alex?", unless its
            // handler remembered it with a default filled in (the period of a total).
            if let handler = Self.handlers[match.intent], handler.effect == .reads, !match.intent.hasPrefix("followup."),
               !Self.conversational.contains(match.intent) {
                if context.lastQuestion == questionBefore { context.lastQuestion = match }
                context.lastQuestionTurn = context.turn
            } else if Self.repeatable.contains(match.intent) {
                // "pay comcast", then "and the water bill": the command again, for the thing named.
                context.lastQuestion = match
                context.lastQuestionTurn = context.turn
            } else if let standing = Self.standing(after: match) {
                // "alex paid me back", then "and sam?": where one stands with Sam, asked, never settled.
                context.lastQuestion = standing
                context.lastQuestionTurn = context.turn
            } else if ["followup.show", "followup.why"].contains(match.intent), context.lastQuestionTurn == context.turn - 1 {
                // "show them" and "why?" keep the question open for "and at trader joe's?".
                context.lastQuestionTurn = context.turn
            }
            if match.intent == "transactions.recategorise", !changesMade.isEmpty { context.lastMove = (match, context.turn) }
            if Self.givenAgainWithMore.contains(match.intent), match.amount() != nil, !changesMade.isEmpty {
                context.lastChange = (match, context.turn)
            }
            // Only a change made in one step to undo may be put right in place of itself.
            if Self.writes(match.intent), !changesMade.isEmpty, !Self.recordings.contains(match.intent),
               !["transaction.undo", "transaction.redo", "followup.restore"].contains(match.intent) {
                let steps = journal?.stepCount ?? 0
                context.lastWrite = steps == stepsBefore + 1 ? (match, context.turn, steps) : nil
            }
            if Self.deletions.contains(match.intent), !changesMade.isEmpty { context.deletedOnTurn = context.turn }
            // The steps to undo that took something away, so that "bring it back" after an undo
            // never does a deletion again; an undo that brought one back is never redone by it.
            if !changesMade.isEmpty, !["transaction.undo", "transaction.redo"].contains(match.intent) {
                if Self.deletions.contains(match.intent) { context.deletionSteps.formUnion(stepsMadeByThisLine) } else { context.deletionSteps.subtract(stepsMadeByThisLine) }
            }
            if match.intent == "transaction.undo", !changesMade.isEmpty {
                context.undoneOnTurn = context.deletionSteps.contains(stepsBefore) ? nil : context.turn
            }
            if Self.recordings.contains(match.intent) {
                context.recorded = recordedBefore + [context.focus].compactMap { $0 }
            } else if match.intent == "transaction.edit", let focus = context.focus, recordedBefore.contains(focus) || match.number("recorded") != nil {
                context.recorded = recordedBefore
            }
            context.topic = ConversationTopic(match, answered: answer.slots) ?? ConversationTopic.kind(of: match.intent)
                ?? context.earlierTopic.flatMap { $0.continues(after: match.intent) ? $0 : nil }
        }
        return render(outcome, intent: match.intent, match: match, line: line)
    }

    /// The reply for a handler's answer, or for the error it failed with.
    private func render(_ outcome: Result<Answer, any Error>, intent: String, match: Match, line: String) -> Reply {
        switch outcome {
        case .success(let answer) where !match.exclusion.isEmpty && answer.leftOut.isEmpty && intent != Understander.exclusionNotAnsweredIntent:
            // An answer that would count what the line asked to leave out is not given.
            return render(Result { try exclusionNotAnswered(match) }, intent: Understander.exclusionNotAnsweredIntent, match: match, line: line)
        case .success(let answer):
            if let listed = answer.listed {
                context.shownList = listed
                context.focus = listed.count == 1 ? listed[0].transaction.id : nil
            }
            if let period = answer.singledOut { context.singledOut = (period, context.turn) }
            // "why?" explains any answer: the query it ran, or the change it made, or the reply.
            if intent != "followup.why" {
                let done = answer.query ?? (changesMade.isEmpty ? "answered from the \(intent) replies"
                                                                 : "made this change: \(changesMade.joined(separator: "; "))")
                context.explanation = .init(input: line, match: match, query: done, filter: answer.filter)
            }
            var values = answer.values
            values["input"] = values["input"] ?? line.trimmingCharacters(in: .whitespaces)
            var text = templates.render(intent: intent, variant: answer.variant, values: values, line: line)
            if !answer.leftOut.isEmpty { text += (text.contains("\n") ? "\n" : " ") + Self.leftOutNote(answer.leftOut) }
            return Reply(input: line, understood: true, intent: intent, slots: answer.slots, amount: answer.amount, text: text,
                         failed: answer.failed)
        case .failure(let error) where !changesMade.isEmpty:
            // The change is in the store: the reply says so, whatever failed after it.
            let made = changesMade.joined(separator: "; ")
            return Reply(input: line, understood: true, intent: intent,
                         text: "Done: \(TerminalText.data(made)). (I couldn't show the details: \(TerminalText.lines(FinanceError.describing(error))).)")
        case .failure(let error):
            return Reply(input: line, understood: true, intent: intent, text: failureText(error, intent: intent), failed: true)
        }
    }

    /// What to say when answering failed: a store problem (damage, an amount out of range) says
    /// what to do about it, and is remembered in ``storeProblem``; a write that failed says that
    /// nothing was changed.
    func failureText(_ error: any Error, intent: String) -> String {
        if let problem = FinanceError(explaining: error) {
            if storeProblem == nil { storeProblem = problem }
            return "I can't answer that: \(TerminalText.lines(problem.message))."
        }
        switch error {
        case let error as MoneyError where error.code == .beyondLimit:
            return error.message.prefix(1).uppercased() + error.message.dropFirst() + "."
        case let error as FinanceError:
            return "I couldn't do that: \(TerminalText.lines(error.message))."
        default:
            let nothing = Self.writes(intent) ? " Nothing was changed." : ""
            return "Something went wrong: \(TerminalText.lines(FinanceError.describing(error))).\(nothing)"
        }
    }

    /// Intents that keep a conversation going rather than ask about the records.
    /// Commands that "and the water bill" or "and spotify too" on the next line give again, for
    /// the bill named instead: only its name changes, never a period or an amount.
    static let repeatable: Set<String> = ["bill.pay", "bill.status", "rules.add"]

    /// After money between people was recorded or settled, the question a follow-up naming
    /// someone else asks: where one stands with them.
    static func standing(after match: Match) -> Match? {
        guard ["iou.settle", "iou.add"].contains(match.intent),
              let person = ConversationTopic.personSlots.lazy.compactMap({ match.slots[$0] }).first
        else { return nil }
        return Match(intent: "iou.person", slots: ["person": person], score: match.score, pattern: match.pattern)
    }

    /// Intents of the talk itself, never a question to ask again or to read apart from a remark.
    static let conversational: Set<String> = ["greeting", "thanks", "help", "confirm.yes", "confirm.no", "flow.cancel",
                                              "clarify.payee", "clarify.amount", "transaction.undo", "transaction.redo"]

    /// The last total asked again with the follow-up's period, category or shop, when the
    /// follow-up does not come right after it (see ``followingUp(_:interpretation:)``).
    private func followUp(_ match: Match) -> Match? {
        if match.intent == "followup.more" { return moreOfTheLastChange(match) }
        if match.intent == "followup.restore" { return restoringTheLastDeletion(match) }
        // "the dining ones" after where the money went: what went to that category over the same days.
        if let last = context.lastQuestion, Self.spreadQuestions.contains(last.intent), match.intent == "followup.category",
           let category = match.slots["category"] {
            var slots: [String: SlotValue] = ["category": category]
            slots["period"] = match.slots["period"] ?? last.slots["period"]
            return Match(intent: "spending.total", slots: slots, score: match.score, pattern: match.pattern)
        }
        guard let last = context.lastQuestion, Self.repeatableQuestions.contains(last.intent) else { return nil }
        var slots = last.slots
        for (name, value) in match.slots { slots[name] = value }
        // "and groceries?" after "how much on coffee": the kind of shop asked before goes with the category.
        if match.slots["category"] != nil || match.slots["merchant"] != nil { slots["kind"] = nil }
        return Match(intent: last.intent, slots: slots, score: match.score, pattern: match.pattern, exclusion: last.exclusion)
    }
}
