import BuddyCore
import Foundation
/// The understanding layer's entry point: a line of English in, an ``Interpretation`` out.
public struct Understander: Sendable {
    /// The loaded grammar.
    public let grammar: Grammar

    let index: PatternIndex
    /// The grammar's keyword rules, tried when no pattern reads a line (compiled when first needed).
    private let deferredRules: Deferred<KeywordMatcher>
    var rules: KeywordMatcher { deferredRules.value }
    /// The words that ask for a change, which no name a question's pattern reads holds (read
    /// when a pattern first takes free text).
    private let deferredChangeWords: Deferred<ChangeWords>
    /// The words no shop's name a question reads holds, unless the store has the shop.
    private let deferredNotNames: Deferred<NotNames>
    /// The intents that change the store or write a file: a question never reaches them.
    public let commands: Set<String>
    /// The intents that read only questions (`mood: question`): a line that asks nothing never reaches them.
    let askingOnly: Set<String>
    private let deferredWordsSaidAlone: Deferred<Set<String>>
    /// The words the grammar says on their own: in a pattern, or as a one-word entry of a word
    /// list or of a rule's phrases. A payee whose whole name is one of them ("Budget", the car
    /// hire, when the grammar says "budget") is never read as that payee; one whose word the grammar says only inside a
    /// longer phrase ("Shell", of "shell out") is.
    public var wordsSaidAlone: Set<String> { deferredWordsSaidAlone.value }
    /// The phrases that make an amount after them a bound (the lists `above-amount` and `below-amount`).
    let amountBounds: [[String]]
    /// The phrases that make an amount after them a new value rather than a price (the list `new-value`).
    let newValues: [[String]]
    /// The words that make an amount before them what remains rather than a price (the list `remaining`).
    let remainders: [[String]]
    /// The commands that record or change what happened (their intents read dates as past), or
    /// pay or price something now: a line that only supposes or doubts it is never read as one.
    /// (Worked out when such a line first comes.)
    private let deferredRecordsWhatHappened: Deferred<Set<String>>
    /// The examples that suggestions are drawn from, with their content words (made when first needed).
    private let deferredSuggestable: Deferred<[Suggestable]>
    /// Corrects misspellings of the grammar's words and of period, number and amount words.
    public let corrector: TypoCorrector
    /// Whether the grammar defines ``impossibleDateIntent``.
    private let answersImpossibleDates: Bool

    /// An example sentence suggestions are drawn from, with its content words.
    struct Suggestable: Sendable {
        let example: String
        let words: Set<String>
    }

    /// Creates an understander over a validated grammar, compiling its patterns once (the
    /// keyword rules, the corrector's table and the suggestions when a line first needs them);
    /// `commands` are the intents that change things, which a question is never read as.
    public init(grammar: Grammar, commands: Set<String> = []) {
        self.init(compiled: CompiledGrammar(grammar), commands: commands)
    }

    /// Creates an understander over a grammar whose patterns are compiled already (by
    /// ``CompiledGrammar/init(_:)``, or read back by ``GrammarCache``).
    public init(compiled: CompiledGrammar, commands: Set<String> = []) {
        let grammar = compiled.grammar
        self.grammar = grammar
        self.commands = commands
        askingOnly = Set(grammar.intents.filter(\.readsQuestionsOnly).map(\.name))
        amountBounds = (grammar.wordLists["above-amount"] ?? []) + (grammar.wordLists["below-amount"] ?? [])
        newValues = grammar.wordLists["new-value"] ?? []
        remainders = grammar.wordLists["remaining"] ?? []
        deferredRecordsWhatHappened = Deferred {
            commands.filter { name in
                guard let intent = grammar.intent(name) else { return false }
                // Plans are said with hedges ("i want to spend no more than 80 on dining"): an intent
                // that reads dates as future sets up what is to come.
                return ["past", "recent"].contains(intent.settings["orientation"]) || intent.settings["orientation"] != "future" && intent.slotTypes.values.contains(.amount)
            }
        }
        index = compiled.index
        deferredRules = Deferred { KeywordMatcher(grammar: grammar) }
        deferredChangeWords = Deferred { ChangeWords(grammar: grammar) }
        deferredNotNames = Deferred { NotNames(grammar: grammar) }
        everythingWords = EverythingWords(grammar: grammar)
        exclusionLeads = Dictionary(grouping: grammar.wordLists[ExclusionClause.listName] ?? [], by: { $0.first ?? "" })
            .mapValues { $0.sorted { $0.count > $1.count } }
        deferredWordsSaidAlone = Deferred {
            var alone = Set(grammar.wordLists.values.joined().filter { $0.count == 1 }.map { $0[0] })
            for intent in grammar.intents {
                for source in intent.patterns { alone.formUnion(source.pattern.words(lists: [:])) }
                for source in intent.rules {
                    for element in source.rule.elements {
                        if case .phrases(let phrases) = element.term { alone.formUnion(phrases.filter { $0.count == 1 }.map { $0[0] }) }
                    }
                }
            }
            return alone
        }
        corrector = TypoCorrector(vocabulary: compiled.vocabulary)
        answersImpossibleDates = grammar.intent(Self.impossibleDateIntent) != nil
        fillersByFirst = Dictionary(grouping: grammar.wordLists["filler"] ?? [], by: { $0.first ?? "" })
        goingOn = (grammar.wordLists["going-on"] ?? []).sorted { $0.count > $1.count }
        asideLeads = grammar.wordLists["aside"] ?? []
        reasonLeads = grammar.wordLists["reason"] ?? []
        deferredSuggestable = Deferred {
            grammar.intents.filter { $0.settings["topic"] != nil }.flatMap(\.examples).map {
                Suggestable(example: $0, words: Set(Normalizer.tokens($0)).subtracting(Self.stopWords))
            }.filter { !$0.words.isEmpty }
        }
    }

    /// The intent a line naming a day that does not exist ("February 30") is read as, when the
    /// grammar defines it.
    public static let impossibleDateIntent = "date.impossible"

    /// The words a question says for whatever was bought ("on stuff"), which it is read without.
    private let everythingWords: EverythingWords

    /// The words that start a clause leaving something out (the `except` word list), by first
    /// word, the longest first.
    let exclusionLeads: [String: [[String]]]

    /// The intent a question that leaves something out is read as when the rest of it asks for
    /// an answer that cannot leave it out, when the grammar defines it.
    public static let exclusionNotAnsweredIntent = "exclusion.unsupported"

    /// The words people add that change nothing ("please", "hey buddy"): the `filler` word list,
    /// by first word, each word's in the list's order.
    private let fillersByFirst: [String: [[String]]]
    /// The words a line may begin with to go on from the one before (the `going-on` word list,
    /// longest first): "and add 250 to it" is read as "add 250 to it" when nothing reads it whole.
    private let goingOn: [[String]]
    /// The words that begin an aside after a comma, and anywhere (the `aside` and `reason` word
    /// lists): see ``headBeforeAside(_:in:)``.
    let asideLeads: [[String]]
    let reasonLeads: [[String]]

    /// Interprets one line: the best-scoring intent whose pattern covers every word, or the
    /// closest example sentences when none does.
    ///
    /// The line is tried as typed, then without filler words, then with misspelt words
    /// corrected; a later pass never changes what an earlier one understood.
    public func understand(_ line: String, in context: UnderstandingContext) -> Interpretation {
        let interpretation = understandSentences(line, in: context)
        // "pay the netflx bill": a command never acts on a name the line only misspells; the
        // person is shown what was close instead (a question may answer for it, saying so).
        // A purchase recorded is new, and its reply names the payee: "chipolte 13.45" is at Chipotle.
        guard case .understood(let match) = interpretation, commands.contains(match.intent),
              !Self.recordings.contains(match.intent) else { return interpretation }
        let tokens = Normalizer.tokens(line)
        let misspelt = context.vocabulary.payees.namesMisspelt(in: tokens).union(context.vocabulary.bills.namesMisspelt(in: tokens))
        guard !misspelt.isEmpty, match.slots.values.contains(where: { if case .text(let name) = $0 { misspelt.contains(name) } else { false } }) else {
            return interpretation
        }
        return .notUnderstood(suggestions: suggestions(for: tokens))
    }

    /// What `line` means, read whole, else by its last sentence that says something.
    private func understandSentences(_ line: String, in context: UnderstandingContext) -> Interpretation {
        let whole = understandWhole(line, in: context)
        if case .understood(let match) = whole, grammar.intent(match.intent)?.isOutOfScope != true { return whole }
        // "remove the entertainment budget, as i rarely go out": a line nothing reads, without an aside that
        // names nothing ("my card is unusable because it's damaged" stays declined).
        // A line that records or changes money is never read past its aside: "coffee 5, which i didn't buy".
        // So is one declined only for its aside, when what comes before it asks or commands
        // something plainly ("drop the shopping budget, it's not working").
        let wholeDeclined = if case .understood = whole { true } else { false }
        if readsAsSomethingElse(whole), let head = headBeforeAside(line, in: context), case .understood(let match) = understandSentences(head, in: context),
           grammar.intent(match.intent)?.isOutOfScope != true, !(commands.contains(match.intent) && match.slots["amount"] != nil),
           !wholeDeclined || !match.intent.hasPrefix("clarify") && !match.isRule {
            return .understood(match)
        }
        // "the credit card balance i mean": a question put right, read without saying so (never a command).
        if readsAsSomethingElse(whole), let asked = Self.withoutSayingWhatIsMeant(line), case .understood(let match) = understandWhole(asked, in: context),
           !commands.contains(match.intent), grammar.intent(match.intent)?.isOutOfScope != true {
            return .understood(match)
        }
        // Several sentences, none of which explains the rest ("ok whatever. how much is left in my
        // food budget"): the last one that asks or says something about the records.
        // A line declined as a whole is never answered by a follow-up of one of its sentences
        // ("my account has a hold; why" is no "why?").
        let sentences = Self.sentences(of: line)
        guard sentences.count > 1 else { return whole }
        let declined = if case .understood = whole { true } else { false }
        for sentence in sentences.reversed() {
            guard case .understood(let match) = understandWhole(sentence, in: context),
                  grammar.intent(match.intent)?.isOutOfScope != true, !Self.smallTalk.contains(match.intent),
                  !(declined && match.intent.hasPrefix("followup.")) else { continue }
            return .understood(match)
        }
        return whole
    }

    /// The line read without a clause that leaves something out ("total transport excluding
    /// uber"), with what it leaves out; nil when it has none, or the rest is no question (a
    /// command records or changes what it says). A question whose intent cannot leave things
    /// out is read as ``exclusionNotAnsweredIntent`` rather than answered counting them.
    private func understandLeavingOut(_ line: String, tokens: [String], in context: UnderstandingContext) -> Interpretation? {
        guard let clause = ExclusionClause.first(in: tokens, leads: exclusionLeads, vocabulary: context.vocabulary) else { return nil }
        var rest = tokens
        rest.removeSubrange(clause.range)
        guard !rest.isEmpty, case .understood(let match) = understandWholeAsSaid(line, tokens: rest, in: context),
              !commands.contains(match.intent), let intent = grammar.intent(match.intent), !intent.isOutOfScope else { return nil }
        if intent.acceptsExclusion { return .understood(match.with(exclusion: clause.exclusion)) }
        // Only a question about figures over time or by category has something to leave out
        // ("load statement.csv without saving" previews a file).
        let typed = intent.slotTypes
        guard typed["period"] != nil || typed["category"] != nil, grammar.intent(Self.exclusionNotAnsweredIntent) != nil else { return nil }
        return .understood(Match(intent: Self.exclusionNotAnsweredIntent, slots: [:], score: match.score, pattern: match.pattern,
                                 exclusion: clause.exclusion))
    }

    /// Intents that record one transaction, which a category clause may end.
    static let recordings: Set<String> = ["transaction.add_expense", "transaction.add_income"]

    /// Whether `interpretation` leaves the line to be read another way: not understood, declined,
    /// or read by a rule that left words over.
    private func readsAsSomethingElse(_ interpretation: Interpretation) -> Bool {
        guard case .understood(let match) = interpretation else { return true }
        return grammar.intent(match.intent)?.isOutOfScope == true || match.isRule && !match.leftOver.isEmpty
    }

    /// Intents that only keep a conversation going, never what a line of several sentences is for.
    private static let smallTalk: Set<String> = ["greeting", "thanks", "help", "confirm.yes", "confirm.no", "flow.cancel"]

    /// The sentences of `line`: split after ".", "!", "?" or ";" followed by a space, so that
    /// "12.50" stays whole.
    static func sentences(of line: String) -> [String] {
        // A line without a sentence end is one sentence: no pattern to compile.
        guard line.contains(where: { $0 == "." || $0 == "!" || $0 == "?" || $0 == ";" }) else {
            // Nothing to trim when it neither starts nor ends with white space.
            if let first = line.unicodeScalars.first, let last = line.unicodeScalars.last,
               !CharacterSet.whitespaces.contains(first), !CharacterSet.whitespaces.contains(last) { return [line] }
            let sentence = line.trimmingCharacters(in: .whitespaces)
            return sentence.isEmpty ? [] : [sentence]
        }
        // A sentence that asked keeps its question mark: "put money in the vacation fund this
        // month?" is no command.
        var sentences: [String] = []
        var start = line.startIndex
        for end in line.matches(of: /[.!?;]+(?:\s+|$)/) {
            let sentence = line[start..<end.range.lowerBound].trimmingCharacters(in: .whitespaces)
            if !sentence.isEmpty { sentences.append(end.output.contains("?") ? sentence + "?" : sentence) }
            start = end.range.upperBound
        }
        let last = line[start...].trimmingCharacters(in: .whitespaces)
        return last.isEmpty ? sentences : sentences + [last]
    }

    private func understandWhole(_ line: String, in context: UnderstandingContext) -> Interpretation {
        let tokens = Self.tokens(of: line, in: context)
        let interpretation = understandWholeAsSaid(line, tokens: tokens, in: context)
        guard case .understood(let match) = interpretation else { return interpretation }
        return .understood(splitShares(pricedByTheCount(match, tokens: tokens, context), tokens: tokens))
    }

    /// The tokens a line is read by: without times of day, and with a rate and its count as
    /// what they cost together (see ``ClockTime`` and ``RatePrice``).
    static func tokens(of line: String, in context: UnderstandingContext) -> [String] {
        RatePrice.rewritten(ClockTime.removed(from: Normalizer.tokens(line)), homeCurrency: context.homeCurrency)
    }

    /// `line` without a last "i mean" or "i meant" that only says it asks what was meant ("the
    /// credit card balance i mean"), when no comma sets a correction apart ("set dining to 300,
    /// food i mean" keeps it) and no word asks what is meant ("what do i mean"); nil otherwise.
    private static func withoutSayingWhatIsMeant(_ line: String) -> String? {
        let words = line.split(separator: " ")
        guard words.count > 3, !line.contains(","), words[words.count - 2].lowercased() == "i",
              ["mean", "meant"].contains(words[words.count - 1].lowercased().trimmingCharacters(in: .punctuationCharacters)),
              !["do", "did", "what", "does", "could", "would"].contains(words[words.count - 3].lowercased()) else { return nil }
        return words.dropLast(2).joined(separator: " ")
    }

    private func understandWholeAsSaid(_ line: String, tokens said: [String], in context: UnderstandingContext) -> Interpretation {
        guard !said.isEmpty else { return .notUnderstood(suggestions: []) }
        let question = LineMood.isQuestion(line, tokens: said)
        // "what did I spend on stuff": a question about whatever was bought is about everything.
        let tokens = question ? everythingWords.removed(from: said, vocabulary: context.vocabulary) : said
        if let excluded = understandLeavingOut(line, tokens: tokens, in: context) { return excluded }
        // A day that does not exist is answered as such, not read with the date left out.
        if answersImpossibleDates, let date = ImpossibleDate.find(in: tokens, today: context.today) {
            return .understood(Match(intent: Self.impossibleDateIntent, slots: ["date": .text(date)], score: 0, pattern: ""))
        }
        let asking = askingOnly
        // "i might spend 60 on shoes", "not sure if i paid 15 for netflix": money supposed, planned
        // or denied is not recorded; nor is an amount said as a bound ("amazon purchases over $50"
        // looks for records), though a limit may be set by one ("no more than 80 a month on subscriptions").
        // "would you rename the cash account to purse": the request, asked for, is what is said.
        let opened = LineMood.openerAndRequestCount(tokens, asked: LineMood.endsWithQuestionMark(line))
        let request = opened > LineMood.openerCount(tokens)
        let requested = request ? Array(tokens[opened...]) : tokens
        let unsure = !question && (LineMood.isUnsure(requested) || LineMood.boundsAnAmount(tokens, bounds: amountBounds))
        let happened = unsure ? deferredRecordsWhatHappened.value : []
        // "they've upped it to 7000", "it's gone up to 17.99": an amount said as what something
        // became is no price paid, and no money come in; nor is one said as what remains
        // ("only 60 left in cash by friday").
        let priced = !question && (LineMood.boundsAnAmount(tokens, bounds: newValues) || LineMood.saysWhatRemains(tokens, words: remainders))
            ? Self.recordings : []
        let allowed: (String) -> Bool = question ? { !commands.contains($0) }
            : unsure ? { !asking.contains($0) && !happened.contains($0) } : { !asking.contains($0) && !priced.contains($0) }
        var whole = understand(tokens, line: line, context, allowed: allowed)
        // "and how much do I owe on the card", "so what's left in dining": the line without the
        // words said before it, when it reads as nothing with them.
        // A request is read without its "could you" whenever only a rule read it with it, and a
        // pattern reads the request itself more closely or the rule left words over.
        let readsNothing = if case .notUnderstood = whole { true } else { false }
        let readByARule = if case .understood(let match) = whole { match.isRule } else { true }
        if request ? readByARule : readsNothing, opened > 0, opened < tokens.count,
           case .understood(let match) = understand(Array(tokens[opened...]), line: line, context, allowed: allowed),
           !request || !match.isRule || readsAsSomethingElse(whole) {
            whole = .understood(match)
        }
        // "vet 140 put it under pets": a recording read without the clause, in that category.
        if !question, readsAsSomethingElse(whole), let clause = categoryClause(in: tokens, context),
           case .understood(let match) = understand(Array(tokens[..<clause.start]), line: line, context, allowed: allowed),
           Self.recordings.contains(match.intent), match.slots["category"] == nil {
            var slots = match.slots
            slots["category"] = clause.category
            whole = .understood(match.with(slots: slots))
        }
        // The line without its account clause, when the intent it then reads as takes one and
        // the whole line was not read by an intent that names accounts in its own patterns
        // ("transfer 200 from checking to savings").
        // A whole line read as a decline is tried without the clause too ("hotel 180 on the card").
        // (Judged before the clause is looked for: a line read whole is not searched for one.)
        if case .understood(let match) = whole, grammar.intent(match.intent)?.acceptsAccountClause != true,
           grammar.intent(match.intent)?.isOutOfScope != true { return whole }
        guard let clause = AccountClause.last(in: tokens, vocabulary: context.vocabulary) else { return whole }
        var rest = tokens
        rest.removeSubrange(clause.range)
        guard !rest.isEmpty, case .understood(let match) = understand(rest, line: line, context, allowed: allowed),
              grammar.intent(match.intent)?.acceptsAccountClause == true, match.slots["account"] == nil else { return whole }
        // Only a record is read past a decline ("hotel 180 on the card"); a question that was
        // declined with its card ("the charge of using my card in Italy") stays declined.
        if case .understood(let declined) = whole, grammar.intent(declined.intent)?.isOutOfScope == true,
           !commands.contains(match.intent) { return whole }
        var slots = match.slots
        slots["account"] = .account(clause.account)
        return .understood(match.with(slots: slots))
    }

    /// `tokens` read as typed, without fillers, then corrected, by the patterns; then by the
    /// keyword rules. Free text keeps the case of `line`.
    private func understand(_ tokens: [String], line: String, _ context: UnderstandingContext,
                            allowed: (String) -> Bool) -> Interpretation {
        // The line's slot readings are made once for its patterns and, when no word is corrected
        // for them, its rules.
        let walker = PatternWalker(tokens: tokens, numbers: index.table.numbers(tokens), typed: tokens, context: context)
        let exact = matchAllowingFillers(tokens, typed: tokens, context, allowed: allowed, walker: walker)
        if let exact, exact.freeTextWords == 0 { return .understood(exact) }
        var corrected = corrector.correct(tokens, extra: context.vocabulary.corrector)
        // "to alex": a person's name is never a misspelt word ("amex").
        for index in tokens.indices where corrected[index] != tokens[index] && !context.vocabulary.people.names(in: tokens, at: index).isEmpty {
            corrected[index] = tokens[index]
        }
        if corrected != tokens, let match = matchAllowingFillers(corrected, typed: tokens, context, allowed: allowed),
           exact == nil || match.freeTextWords < exact!.freeTextWords {
            // A misspelt name is read as the name rather than as free text ("rnet" → "rent").
            return .understood(restoringCase(match, from: line))
        }
        // Rules take a correction only of a word of six letters or more, and only by one edit or
        // a swap of two neighbouring letters: "cyst" is not "cost", "apple" not "apply", nor
        // "richest" "highest"; "transactoin" is "transaction".
        let ruleTokens = tokens.indices.map {
            tokens[$0].count >= 6 && (TypoCorrector.withinOneEdit(tokens[$0], corrected[$0]) || TypoCorrector.isNeighbourSwap(tokens[$0], corrected[$0]))
                ? corrected[$0] : tokens[$0]
        }
        var outcome = ruleMatch(ruleTokens, typed: tokens, context, allowed: allowed, walker: ruleTokens == tokens ? walker : nil)
        // Filler said before the line proper ("by the way, 40 for parking") is no part of what
        // the rules read, unless a rule reads it as a term of another intent ("actually it was
        // 22" puts right; without "actually" it would only ask what 22 was).
        // (The first word kept is the count of the filler words before it.)
        let lead = indicesWithoutFillers(ruleTokens).first ?? ruleTokens.count
        // The words the rules read: the filler before them is weighed by neither side.
        var ruleRead = tokens.count
        if lead > 0, lead < tokens.count {
            let without = ruleMatch(Array(ruleTokens[lead...]), typed: Array(tokens[lead...]), context, allowed: allowed, walker: nil)
            if let best = without.best, outcome.best.map({ $0.match.intent == best.match.intent }) ?? true {
                outcome = without
                ruleRead = tokens.count - lead
            }
        }
        let ruled = outcome.best
        if let exact {
            if let ruled, overrides(ruled, exact, tokenCount: ruleRead) { return .understood(restoringCase(ruled.match, from: line)) }
            if freeTextDeclines(exact, outcome.decline, tokens: tokens, payees: context.vocabulary.payees), let decline = outcome.decline { return .understood(decline.match) }
            return .understood(restoringCase(exact, from: line))
        }
        if let ruled { return .understood(restoringCase(ruled.match, from: line)) }
        return .notUnderstood(suggestions: suggestions(for: corrected))
    }

    /// Whether a rule's reading replaces a pattern's that took free text: only when it explains
    /// more of the line (or, for a pattern that reads an unknown name, explains every word of
    /// that name as words it knows: "how much did I spend in total in August" asks about no
    /// category called "total") with no
    /// word left over and none taken as free text, reads it as another intent (or as the same
    /// one with the free text read as more slots than the pattern holds), neither declines,
    /// and it does not turn a command into a question ("I spent on lunch" stays a record).
    private func overrides(_ ruled: (match: Match, strength: Double, explained: Set<String>), _ exact: Match, tokenCount: Int) -> Bool {
        let freeText = exact.slots.values.flatMap { value -> [String] in
            if case .text(let text) = value { Normalizer.tokens(text) } else { [] }
        }
        let explainsTheText = exact.intent.hasSuffix(".unknown_category") && !freeText.isEmpty && freeText.allSatisfy(ruled.explained.contains)
        // The same intent, with the free text read as more slots: "at chipotle and sweetgreen
        // together" is two payees, not one called "chipotle and sweetgreen together".
        let readsTheText = ruled.match.intent == exact.intent && !freeText.isEmpty && freeText.allSatisfy(ruled.explained.contains)
            && ruled.match.slots.count > exact.slots.count
        guard ruled.strength > exact.score * Double(tokenCount) || explainsTheText || readsTheText, ruled.match.leftOver.isEmpty,
              ruled.match.freeTextWords == 0, ruled.match.intent != exact.intent || readsTheText,
              grammar.intent(exact.intent)?.isOutOfScope != true, grammar.intent(ruled.match.intent)?.isOutOfScope != true else { return false }
        return !commands.contains(exact.intent) || commands.contains(ruled.match.intent)
    }

    /// The best match of `tokens`, or of them without filler words; `typed` are the tokens as
    /// typed, before any correction, one for one; `walker`, when given, walks `tokens`.
    private func matchAllowingFillers(_ tokens: [String], typed: [String], _ context: UnderstandingContext,
                                      allowed: (String) -> Bool, walker: PatternWalker? = nil) -> Match? {
        if let match = bestMatch(tokens, typed: typed, context, allowed: allowed, walker: walker) { return match }
        let kept = indicesWithoutFillers(tokens)
        guard kept.count < tokens.count, !kept.isEmpty,
              let match = bestMatch(kept.map { tokens[$0] }, typed: kept.map { typed[$0] }, context, allowed: allowed) else {
            // "and add 250 to it": the line without the words that say it goes on.
            guard let lead = goingOn.first(where: { tokens.count > $0.count + 1 && tokens.starts(with: $0) }) else { return nil }
            return matchAllowingFillers(Array(tokens.dropFirst(lead.count)), typed: Array(typed.dropFirst(lead.count)), context, allowed: allowed)
        }
        // A misspelt filler ("hey bdudy") was corrected too.
        var corrections = match.corrections
        for i in tokens.indices where tokens[i] != typed[i] && !kept.contains(i) { corrections[typed[i]] = tokens[i] }
        return match.with(corrections: corrections)
    }

    /// The best match of `tokens` among the patterns that could match them. Free text is taken
    /// from `typed`, so a correction only ever changes words the grammar or the store knows;
    /// the corrections kept on the match are those outside free text. `walker`, when given, walks
    /// `tokens` with free text from `typed`.
    func bestMatch(_ tokens: [String], typed: [String], _ context: UnderstandingContext,
                   allowed: (String) -> Bool = { _ in true }, walker: PatternWalker? = nil) -> Match? {
        let walker = walker ?? PatternWalker(tokens: tokens, numbers: index.table.numbers(tokens), typed: typed, context: context)
        let numbers = walker.numbers
        var best: (state: PatternWalker.Parse, entry: PatternIndex.Entry)?
        let changes = deferredChangeWords.value.said(in: tokens)
        // Candidates come in grammar order, an intent's together: each intent is asked about once in a row.
        var asked: (intent: String, allowed: Bool)?
        for entry in index.candidates(for: numbers) {
            if asked?.intent != entry.intent { asked = (entry.intent, allowed(entry.intent)) }
            guard asked!.allowed else { continue }
            guard let state = walker.bestParse(entry.program, orientation: entry.orientation) else { continue }
            // A word asking for a change is no part of a name a question reads.
            if !changes.isEmpty, state.freeTextTokens > 0, !commands.contains(entry.intent),
               state.freeText.contains(where: { text in changes.contains { text.contains($0.lowerBound) && text.contains($0.upperBound) } }) { continue }
            // "how much did i spend at trader joes on average": no shop is called that.
            if state.freeTextTokens > 0, !commands.contains(entry.intent),
               deferredNotNames.value.spoilsName(in: state.slots, payees: context.vocabulary.payees) { continue }
            if let current = best {
                let better = state.score > current.state.score
                    || (state.score == current.state.score && state.freeTextTokens < current.state.freeTextTokens)
                if !better { continue }
            }
            best = (state, entry)
        }
        guard let best else { return nil }
        // "dinner at pho saigon 38 split with alex": a line that says an amount is never read by a
        // pattern that would ask for one, its amount taken as part of a name.
        if best.state.slots["amount"] == nil, best.state.freeText.contains(where: { range in range.contains { Self.isFigures(typed[$0]) } }),
           grammar.intent(best.entry.intent)?.questions.contains(where: { $0.slot == "amount" }) == true {
            return nil
        }
        // "uber at this rate this month": nothing is bought over a month, so a line that would be
        // asked for its amount and names a period of several days in its free text asks a question.
        if best.state.slots["amount"] == nil, grammar.intent(best.entry.intent)?.questions.contains(where: { $0.slot == "amount" }) == true,
           best.state.freeText.contains(where: { Self.namesSeveralDays(tokens, in: $0, context) }) {
            return nil
        }
        var corrections: [String: String] = [:]
        for i in tokens.indices where tokens[i] != typed[i] && !best.state.freeText.contains(where: { $0.contains(i) }) {
            corrections[typed[i]] = tokens[i]
        }
        // "how many times did i go to chipolte", "how much is the netflx bill": a question's shop
        // is the payee its name misspells, and its bill the bill.
        var slots = best.state.slots
        if !commands.contains(best.entry.intent) {
            for (slot, names) in [("merchant", context.vocabulary.payees), ("name", context.vocabulary.bills)] {
                guard case .text(let said)? = slots[slot], let stored = names.misspelling(of: said) else { continue }
                slots[slot] = .text(stored)
                corrections[said] = stored
            }
        }
        return Match(intent: best.entry.intent, slots: slots, score: best.state.score / Double(tokens.count),
                     pattern: best.entry.text, corrections: corrections, freeTextWords: best.state.freeTextTokens)
    }

    /// Whether the words of `tokens` in `range` hold a period of more than one day ("this
    /// month", "last week").
    private static func namesSeveralDays(_ tokens: [String], in range: Range<Int>, _ context: UnderstandingContext) -> Bool {
        let words = Array(tokens[range])
        let parser = PeriodParser(today: context.today, weekStart: context.weekStart)
        return words.indices.contains { i in
            PeriodParser.mayStart(words[i]) && parser.parse(words, at: i).contains { $0.value.dayCount > 1 }
        }
    }

    /// Whether `token` is an amount in figures ("38", "12.50", "$12").
    private static func isFigures(_ token: String) -> Bool {
        token.contains(where: \.isNumber) && token.allSatisfy { $0.isNumber || ".,$£€".contains($0) }
    }

    /// Every intent with a pattern that reads the whole line as typed, in grammar order.
    public func intentsReading(_ line: String, in context: UnderstandingContext) -> [String] {
        let tokens = Normalizer.tokens(line)
        let numbers = index.table.numbers(tokens)
        let walker = PatternWalker(tokens: tokens, numbers: numbers, context: context)
        var names: [String] = []
        for entry in index.candidates(for: numbers) where !names.contains(entry.intent) {
            if walker.bestParse(entry.program, orientation: entry.orientation) != nil { names.append(entry.intent) }
        }
        return names
    }

    /// The positions of `tokens` that are not part of a filler phrase.
    private func indicesWithoutFillers(_ tokens: [String]) -> [Int] {
        var result: [Int] = []
        var i = 0
        outer: while i < tokens.count {
            for filler in fillersByFirst[tokens[i]] ?? [] where i + filler.count <= tokens.count && tokens[i..<i + filler.count].elementsEqual(filler) {
                i += filler.count
                continue outer
            }
            result.append(i)
            i += 1
        }
        return result
    }

    private static let stopWords: Set<String> = [
        "i", "me", "my", "the", "a", "an", "to", "is", "am", "are", "do", "did", "on", "in", "of", "for", "it", "you", "what",
        "how", "much", "this", "that", "and", "tell", "about", "one", "show",
    ]

    /// Up to three example sentences (of intents that have a `topic`) that share the most
    /// content words with the line.
    func suggestions(for tokens: [String]) -> [String] {
        let words = Set(tokens).subtracting(Self.stopWords)
        guard !words.isEmpty else { return [] }
        var scored: [(Double, String)] = []
        for suggestable in deferredSuggestable.value {
            let (example, exampleWords) = (suggestable.example, suggestable.words)
            let shared = Double(words.intersection(exampleWords).count)
            let dice = 2 * shared / Double(words.count + exampleWords.count)
            if dice >= 0.3 { scored.append((dice, example)) }
        }
        var seen: Set<String> = []
        return scored.sorted { $0.0 > $1.0 }.map(\.1).filter { seen.insert($0).inserted }.prefix(3).map { $0 }
    }
}
