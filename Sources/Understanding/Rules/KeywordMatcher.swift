/// Finds the rules (``KeywordRule``) that explain a line, and how well.
///
/// Each rule's terms are looked for anywhere in the line: word-list entries and phrases by their
/// stems (``Inflection``), slots by the same readers patterns use. Of every way to place the
/// terms without overlap, the one explaining the most words is kept. The words left over are
/// either function words (the grammar's `function` list: "the", "my", "please"…), which cost
/// nothing, free text for the rule's `{name:text}` slot, or gaps; a rule with more gaps than it
/// allows does not apply.
final class KeywordMatcher: Sendable {
    /// A rule that explains a line.
    struct Reading {
        let intent: String
        /// Whether the intent declines.
        let declines: Bool
        let rule: String
        let slots: [String: SlotValue]
        /// Words explained by terms and slots (not function words).
        let explained: Int
        /// Content words left unexplained.
        let gapWords: [String]
        /// Words taken as free text.
        let freeText: Int
        /// Function words left over (explained by nothing, costing nothing).
        let functionWords: Int
        /// Higher is better: explained words, less a penalty for each gap.
        let score: Double
        /// The positions of the words the rule's terms and slots explain.
        let explainedPositions: Set<Int>
        /// The positions of the words left over as gaps (function words aside).
        let gapPositions: Set<Int>
        /// The positions of the words taken as free text.
        let textPositions: Set<Int>
        /// Whether an amount the rule read was written in figures ("12", "$12"), not in words.
        let amountInFigures: Bool
        /// The score on the scale of a pattern's (each word read 1, a slot's 0.9, free text
        /// 0.3), counting function words as read: how a rule's reading is weighed against a
        /// pattern's that took free text.
        var strength: Double { score + Double(functionWords) }
        /// The share of the line's content words the rule explains, 0–1.
        var confidence: Double {
            let content = Double(explained + freeText + gapWords.count)
            return content == 0 ? 0 : (Double(explained) + 0.5 * Double(freeText)) / content
        }
    }

    /// The most words a rule's free text takes.
    static let longestText = 5
    /// The longest line rules are tried on; longer lines are left to patterns.
    static let longestLine = 40

    /// Every rule, in grammar order.
    private let entries: [Entry]
    /// The rules with no required word, tried on every line.
    private let always: [Int]
    /// The rules by the number of a stem a line needs for them (each rule under the stems of
    /// the required element with the fewest): a line is only read by the rules filed under its stems.
    private let byStem: [[Int]]
    /// Every stem a rule, a word list it names or the function words use, numbered.
    private let table: WordTable
    private let functionWords: Set<String>
    /// Words no shop's name a question's `{merchant:text}` takes holds (see ``NotNames``).
    private let notNames: NotNames
    /// The words that say where money comes from, and where it goes (the lists `from-words` and
    /// `to-words`): a slot called `to` never takes a name said right after one of the first, nor
    /// one called `from` a name right after one of the second.
    private let directions: (from: [[String]], to: [[String]])
    /// The numbers of the function words' stems.
    private let functionNumbers: WordSet
    /// The phrases of several words of every word list a rule names but `function` and `filler`, by
    /// the number of their first stem, with the list they belong to: a longer one found in a line
    /// claims its words (see ``Claims``).
    private let concepts: [Int32: [(phrase: [Int32], list: Int)]]
    /// The stemmed entries of each of those lists, by the list's number.
    private let conceptEntries: [Set<[Int32]>]
    /// Every word list a rule names and every rule's own phrases, by the number entries give them.
    private let terms: [Term]

    /// Compiles the rules of every intent in `grammar`.
    init(grammar: Grammar) {
        // The same words recur across lists and rules: each is stemmed once.
        var stemmed: [String: String] = [:]
        func stem(_ word: String) -> String {
            if let known = stemmed[word] { return known }
            let made = Inflection.stem(word)
            stemmed[word] = made
            return made
        }
        functionWords = Set((grammar.wordLists["function"] ?? []).flatMap { $0 }.map(stem))
        notNames = NotNames(grammar: grammar)
        directions = (grammar.wordLists["from-words"] ?? [], grammar.wordLists["to-words"] ?? [])
        var table = WordTable()
        func numbered(_ phrase: [String]) -> [Int32] { phrase.map { table.intern($0) } }
        for word in functionWords.sorted() { _ = table.intern(word) }
        var concepts: [Int32: [(phrase: [Int32], list: Int)]] = [:]
        var conceptEntries: [Set<[Int32]>] = []
        // Only the lists rules name claim words: a pattern's list ("how much money" of `much`) does
        // not hide "money" from a rule's `@balance`.
        var named: Set<String> = []
        for intent in grammar.intents {
            for source in intent.rules {
                for element in source.rule.elements { if case .list(let name) = element.term { named.insert(name) } }
            }
        }
        // Only the lists rules name are stemmed.
        let lists = grammar.wordLists.filter { named.contains($0.key) }.mapValues { $0.map { $0.map(stem) } }
        for (name, phrases) in lists.sorted(by: { $0.key < $1.key }) where name != "function" && name != "filler" && named.contains(name) {
            let phrases = phrases.map(numbered)
            for phrase in Set(phrases) where phrase.count > 1 { concepts[phrase[0], default: []].append((phrase, conceptEntries.count)) }
            conceptEntries.append(Set(phrases))
        }
        // Each rule's terms by element, and the first stems of its required elements, numbered.
        var compiled: [(intent: IntentDefinition, source: IntentDefinition.RuleSource, terms: [Int?], required: [[Int32]])] = []
        var termPhrases: [[Int32: [[Int32]]]] = []
        // The first stems of each term's phrases, sorted.
        var termFirsts: [[Int32]] = []
        var termWords: [Set<String>] = []
        var listTerms: [String: Int] = [:]
        for intent in grammar.intents {
            for source in intent.rules {
                var terms: [Int?] = Array(repeating: nil, count: source.rule.elements.count)
                var required: [[Int32]] = []
                for (i, element) in source.rule.elements.enumerated() {
                    let term: Int
                    switch element.term {
                    case .list(let name) where listTerms[name] != nil:
                        term = listTerms[name]!
                    case .list, .phrases:
                        let stems: [[String]]
                        switch element.term {
                        case .list(let name): stems = lists[name] ?? []
                        case .phrases(let written): stems = written.map { $0.map(stem) }
                        default: continue
                        }
                        let numbers = stems.filter { !$0.isEmpty }.map(numbered)
                        term = termPhrases.count
                        if case .list(let name) = element.term { listTerms[name] = term }
                        termPhrases.append(Dictionary(grouping: numbers, by: { $0[0] }))
                        let written: [[String]] = switch element.term {
                        case .list(let name): grammar.wordLists[name] ?? []
                        case .phrases(let phrases): phrases
                        default: []
                        }
                        termWords.append(Set(written.filter { $0.count == 1 }.map { $0[0] }))
                        termFirsts.append(Array(Set(numbers.map { $0[0] })).sorted())
                    default: continue
                    }
                    terms[i] = term
                    if !element.isOptional, !element.isForbidden { required.append(termFirsts[term]) }
                }
                compiled.append((intent, source, terms, required))
            }
        }
        func set(_ numbers: some Sequence<Int32>) -> WordSet {
            var set = WordSet(capacity: table.count)
            for number in numbers { set.insert(Int(number)) }
            return set
        }
        var entries: [Entry] = []
        var always: [Int] = []
        var byStem = Array(repeating: [Int](), count: table.count)
        // The slots each intent reads as accounts or frequencies, worked out once per intent.
        var typedSlots: [String: [String: SlotType]] = [:]
        for (intent, source, terms, required) in compiled {
            let typed = typedSlots[intent.name] ?? intent.slotTypes.filter { [.account, .frequency].contains($0.value) }
            typedSlots[intent.name] = typed
            let order = entries.count
            entries.append(Entry(order: order, intent: intent.name, rule: source.rule,
                                 orientation: source.orientation ?? intent.orientation, declines: intent.isOutOfScope,
                                 terms: terms, required: required.map(set), typedConstants: typed))
            // A rule with a required element that has no words never applies, and is filed nowhere.
            if required.isEmpty {
                always.append(order)
            } else if let fewest = required.min(by: { $0.count < $1.count }), !fewest.isEmpty {
                for number in fewest { byStem[Int(number)].append(order) }
            }
        }
        self.table = table
        terms = zip(termPhrases, termWords).map { Term(byFirst: $0, firsts: set($0.keys), words: $1) }
        self.concepts = concepts
        self.conceptEntries = conceptEntries
        self.entries = entries
        self.always = always
        self.byStem = byStem
        functionNumbers = set(functionWords.map(table.number))
    }

    /// How many of `tokens` are not function words.
    func contentWords(_ tokens: [String]) -> Int {
        tokens.filter { !functionWords.contains(Inflection.stem($0)) }.count
    }

    /// Every rule that explains `tokens`, best first; `allowed` filters intents (a question
    /// never reaches a command). Free text is taken from `typed`.
    func readings(_ tokens: [String], typed: [String], walker: PatternWalker, allowed: (String) -> Bool) -> [Reading] {
        guard !tokens.isEmpty, tokens.count <= Self.longestLine else { return [] }
        let line = Line(tokens, table: table, functionWords: functionNumbers)
        // The rules filed under the line's stems, and those filed under none, in grammar order.
        var filed = Array(repeating: false, count: entries.count)
        for order in always { filed[order] = true }
        for number in line.numbers where number != WordTable.unknown {
            for order in byStem[Int(number)] { filed[order] = true }
        }
        let claims = Claims(line: line, concepts: concepts, entries: conceptEntries)
        let places = Places(line: line, typed: typed, claims: claims, terms: terms, walker: walker)
        var found: [Reading] = []
        // Rules come in grammar order, an intent's together: each intent is asked about once in a row.
        var asked: (intent: String, allowed: Bool)?
        for entry in entries where filed[entry.order] && entry.isPossible(in: line.present) {
            if asked?.intent != entry.intent { asked = (entry.intent, allowed(entry.intent)) }
            guard asked!.allowed else { continue }
            if let reading = read(entry, line: line, typed: typed, places: places, walker: walker) { found.append(reading) }
        }
        // On equal scores a decline comes first: a line that reads as well off-topic as about the
        // records is never answered with a figure.
        return found.enumerated().sorted { a, b in
            if a.element.score != b.element.score { return a.element.score > b.element.score }
            if a.element.declines != b.element.declines { return a.element.declines }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Whether `phrase` is said right before the token at `start` of `tokens`, an article or "my" between.
    private static func said(_ phrase: [String], before start: Int, in tokens: [String]) -> Bool {
        var end = start
        while end > 0, ["my", "the", "our", "your"].contains(tokens[end - 1]) { end -= 1 }
        return !phrase.isEmpty && end >= phrase.count && tokens[(end - phrase.count)..<end].elementsEqual(phrase)
    }

    /// A place one element takes: where, how many tokens, and the slot value if it is a slot.
    struct Place {
        let start: Int
        let length: Int
        let value: SlotValue?
    }

    private func read(_ entry: Entry, line: Line, typed: [String], places found: Places, walker: PatternWalker) -> Reading? {
        let elements = entry.rule.elements
        let stems = line.stems
        var places: [[Place]] = Array(repeating: [], count: elements.count)
        // The positions of an amount taken back and of the words that took it back.
        var takenBack: [Int] = []
        for i in entry.evaluationOrder {
            let element = elements[i]
            switch element.term {
            case .list, .phrases:
                guard let term = entry.terms[i] else { continue }
                places[i] = found.ofTerm(term)
            case .slot(let name, let type):
                places[i] = found.ofSlot(type, entry.orientation)
                // "put 200 in from savings": savings is where it came from, never where it went.
                if let against = ["to": directions.from, "from": directions.to][name] {
                    places[i] = places[i].filter { place in !against.contains { Self.said($0, before: place.start, in: typed) } }
                }
            case .text, .constant:
                continue
            }
            // "food budget 800 is too much, make it 650": an amount said again after words that
            // correct it is the one meant.
            if case .slot(_, .amount) = element.term { (places[i], takenBack) = Self.lastSaid(places[i], stems: stems) }
            // A forbidden word list or phrase is judged once the slots are placed: inside a slot's
            // words ("last" in "last month") it is not said on its own.
            if element.isForbidden, !places[i].isEmpty, places[i][0].value != nil || element.isSlot { return nil }
            if !element.isOptional, !element.isForbidden, !element.isConstant, !element.isText, places[i].isEmpty { return nil }
        }
        // The placement of the placeable elements that explains the most words.
        let order = entry.placeable
        var used = Array(repeating: false, count: stems.count)
        var chosen: [Place?] = Array(repeating: nil, count: elements.count)
        var best: (covered: Double, choice: [Place?])?
        var steps = 0
        func search(_ k: Int, _ covered: Double) {
            steps += 1
            guard steps < 4_000 else { return }
            if k == order.count {
                if best == nil || covered > best!.covered { best = (covered, chosen) }
                return
            }
            let i = order[k]
            for place in places[i] where !used[place.start..<place.start + place.length].contains(true) {
                for j in place.start..<place.start + place.length { used[j] = true }
                chosen[i] = place
                // "dinner for 4 at pho saigon, maybe $90": an amount written as money outweighs a
                // bare number, a hair, when a rule could take either.
                let weight = place.value == nil ? 1.0 : Self.saysCurrency(typed[place.start..<place.start + place.length]) ? 0.91 : 0.9
                search(k + 1, covered + weight * Double(place.length))
                chosen[i] = nil
                for j in place.start..<place.start + place.length { used[j] = false }
            }
            if elements[i].isOptional { search(k + 1, covered) }
        }
        search(0, 0)
        guard let best else { return nil }
        // A forbidden word inside a value read from words of its own (periods, dates, amounts,
        // numbers) is not said on its own; a name is no cover ("bills" is a category's synonym,
        // and still a bill).
        let choice = best.choice.compactMap { $0 }
        var slotSpans = choice.filter { $0.value?.hidesForbiddenWords == true }
            .map { $0.start..<$0.start + $0.length }
        let saidAlone = { (i: Int) in
            places[i].contains(where: { place in !slotSpans.contains { $0.overlaps(place.start..<place.start + place.length) } })
        }
        // "how much did I spend at mile high": a forbidden word inside the name of a payee the
        // store has, where the rule takes a payee, is the name's ("miles" asks the bank for its rewards).
        if entry.namesPayee, elements.indices.contains(where: { i in elements[i].isForbidden && saidAlone(i) }) {
            let taken = Set(choice.flatMap { $0.start..<$0.start + $0.length })
            if let payee = storedPayee(stems.indices.filter { !taken.contains($0) }, walker: walker, entry.orientation) { slotSpans.append(payee.range) }
        }
        for i in elements.indices where elements[i].isForbidden {
            if saidAlone(i) { return nil }
        }
        for place in choice { for j in place.start..<place.start + place.length { used[j] = true } }
        // "lunch 12 no 14": what was taken back is neither a gap nor the purchase's words.
        for j in takenBack { used[j] = true }
        let repeated = repeatedMentions(entry, best.choice, line: line, typed: typed, used: &used)
        let together = morePeople(elements, best.choice, walker: walker, entry.orientation, used: &used)
        // Free text: a payee the store has, read as a name, when the slot is one for payees
        // ("what did I pay comcast": Comcast Internet), else the
        // longest run of words left over, not starting or ending with a function word.
        var text: Range<Int>?
        let payee = entry.namesPayee ? storedPayee(stems.indices.filter { !used[$0] }, walker: walker, entry.orientation) : nil
        if let payee { for j in payee.range { used[j] = true } }
        if payee == nil, let textIndex = entry.textIndex {
            var start = 0, textLettered = 0
            // "what did i spend most on": a shop's name never runs over a word of `not-names`.
            let names = if case .text(let slot) = elements[textIndex].term { NotNames.textRunSlots.contains(slot) } else { false }
            let ends = { (j: Int) in used[j] || names && self.notNames.contains(stem: stems[j]) }
            while start < stems.count {
                guard !ends(start), !line.isFunction[start], Self.saysWords(typed[start]) else { start += 1; continue }
                var end = start
                while end < stems.count, !ends(end), end - start < Self.longestText { end += 1 }
                while end > start + 1, line.isFunction[end - 1] || !Self.saysWords(typed[end - 1]) { end -= 1 }
                // The longest run, one with a letter before one of numbers alone ("the 3 of us
                // spent 90 on pizza" is pizza, not "3").
                // A payee's name holds a letter: "did I spend 40 on lunch" names no shop "40".
                let lettered = typed[start..<end].contains { $0.contains(where: \.isLetter) } ? 1 : 0
                if (lettered == 1 || !entry.namesPayee), text == nil || (lettered, end - start) > (textLettered, text!.count) {
                    text = start..<end
                    textLettered = lettered
                }
                start = end
            }
            if text == nil, !elements[textIndex].isOptional { return nil }
        }
        var gapWords: [String] = []
        var functionCount = 0
        var gapPositions: Set<Int> = []
        for j in stems.indices where !used[j] && !(text?.contains(j) ?? false) {
            if line.isFunction[j] || !Self.saysWords(typed[j]) { functionCount += 1 } else { gapWords.append(typed[j]); gapPositions.insert(j) }
        }
        guard gapWords.count <= entry.rule.gaps else { return nil }
        var slots: [String: SlotValue] = [:]
        for (i, element) in elements.enumerated() {
            switch element.term {
            case .slot(let name, _):
                if let value = best.choice[i]?.value { slots[name] = together[i].map { .text($0.joined(separator: ", ")) } ?? value }
            case .text(let name):
                if let payee { slots[name] = .text(payee.name) } else if let text { slots[name] = .text(typed[text].joined(separator: " ")) }
            case .constant(let name, let value):
                slots[name] = entry.constant(name, value, walker: walker)
            case .list, .phrases: break
            }
        }
        let named = payee?.range.count ?? 0
        let alsoNamed = together.values.reduce(0) { $0 + $1.count - 1 }
        let explained = choice.reduce(0) { $0 + $1.length } + repeated + named + alsoNamed
        guard explained > 0 else { return nil }
        let freeText = text?.count ?? 0
        let score = best.covered + 0.9 * Double(named + alsoNamed) + 0.3 * Double(freeText) - Double(gapWords.count)
        let explainedPositions = Set(stems.indices.filter { used[$0] })
        let figures = choice.contains { place in
            if case .amount = place.value { typed[place.start..<place.start + place.length].contains { $0.contains(where: \.isNumber) } } else { false }
        }
        return Reading(intent: entry.intent, declines: entry.declines, rule: entry.rule.text, slots: slots, explained: explained,
                       gapWords: gapWords, freeText: freeText, functionWords: functionCount, score: score,
                       explainedPositions: explainedPositions, gapPositions: gapPositions, textPositions: Set(text ?? 0..<0),
                       amountInFigures: figures)
    }
}


extension KeywordMatcher {
    /// Words that take back what was just said ("make it", "actually", "no").
    private static let correcting: [[String]] = [["make", "it"], ["make", "that"], ["actually"], ["no"], ["sorry"], ["rather"], ["wait"],
                                                 ["oops"], ["correction"], ["mean"], ["meant"], ["change", "it", "to"]]
        .map { $0.map(Inflection.stem) }

    /// The places of an amount from the last one that correcting words come before ("800 is too
    /// much, make it 650" keeps only 650; places with no such words between them stay as they
    /// are), and the positions of the amounts taken back and of those words.
    private static func lastSaid(_ places: [Place], stems: [String]) -> (kept: [Place], takenBack: [Int]) {
        guard places.count > 1 else { return (places, []) }
        // "it was 18 not 28": an amount right after "not" is the one taken back.
        let denied = places.filter { $0.start > 0 && stems[$0.start - 1] == "not" }
        if !denied.isEmpty, denied.count < places.count {
            let kept = places.filter { place in !denied.contains { $0.start == place.start } }
            return (kept, denied.flatMap { [$0.start - 1] + Array($0.start..<$0.start + $0.length) })
        }
        let sorted = places.sorted { $0.start < $1.start }
        var from = 0
        var takenBack: [Int] = []
        for k in sorted.indices.dropFirst() where sorted[k].start >= sorted[k - 1].start + sorted[k - 1].length {
            let between = stems.indices[(sorted[k - 1].start + sorted[k - 1].length)..<sorted[k].start]
            let words = between.flatMap { start in
                correcting.first { stems[start...].starts(with: $0) && start + $0.count <= sorted[k].start }.map { Array(start..<start + $0.count) } ?? []
            }
            guard !words.isEmpty else { continue }
            from = k
            takenBack += words + sorted[..<k].flatMap { Array($0.start..<$0.start + $0.length) }
        }
        return (Array(sorted[from...]), takenBack.filter { $0 < sorted[from].start })
    }

    /// Whether the words of an amount mark it as money: a currency sign or word.
    static func saysCurrency(_ words: ArraySlice<String>) -> Bool {
        words.contains(where: AmountParser.marksMoney)
    }

    /// The longest stored payee's name among the words at `free` (the words no term or slot
    /// took), earliest on a tie: what a rule's free text holds when it names one.
    private func storedPayee(_ free: [Int], walker: PatternWalker, _ orientation: Orientation) -> (range: Range<Int>, name: String)? {
        let open = Set(free)
        var found: (range: Range<Int>, name: String)?
        for start in free {
            for reading in walker.readings(.payee, at: start, orientation) where (start..<start + reading.length).allSatisfy(open.contains) {
                guard case .text(let name) = reading.value, reading.length > (found?.range.count ?? 0) else { continue }
                found = (start..<start + reading.length, name)
            }
        }
        return found
    }

    /// Everyone a line names where a rule takes one person: "split it with alex and sam" reads
    /// the `person` slot as "Alex, Sam". Marks their words as used; returns, for each person
    /// slot that found more than one, the names in the order said.
    private func morePeople(_ elements: [KeywordRule.Element], _ choice: [Place?], walker: PatternWalker, _ orientation: Orientation,
                            used: inout [Bool]) -> [Int: [String]] {
        var found: [Int: [String]] = [:]
        for (i, place) in choice.enumerated() {
            guard let place, case .slot(_, .person) = elements[i].term, case .text(let first) = place.value else { continue }
            var named = [(place.start, first)]
            var start = 0
            while start < used.count {
                guard !used[start], let reading = walker.readings(.person, at: start, orientation).first,
                      case .text(let name) = reading.value, !used[start..<start + reading.length].contains(true) else { start += 1; continue }
                for j in start..<start + reading.length { used[j] = true }
                if !named.contains(where: { $0.1 == name }) { named.append((start, name)) }
                start += reading.length
            }
            if named.count > 1 { found[i] = named.sorted { $0.0 < $1.0 }.map(\.1) }
        }
        return found
    }

    /// Marks as used the words that say again what a placed word list or phrase already said
    /// ("when is my bill due": "when" and "due" are both the list `due`), so that saying a thing
    /// twice is never a gap (nor a gain: the score is what the placed terms explain); returns how
    /// many words that was. A one-word entry said again counts only as written or inflected other
    /// than as a plural: "books" is no "booked" said again, but what was bought ("bought books 18").
    private func repeatedMentions(_ entry: Entry, _ choice: [Place?], line: Line, typed: [String], used: inout [Bool]) -> Int {
        var count = 0
        for (i, place) in choice.enumerated() where place != nil && place!.value == nil {
            guard let term = entry.terms[i].map({ terms[$0] }) else { continue }
            for (start, number) in line.numbers.enumerated() where !used[start] && number != WordTable.unknown && term.firsts.contains(Int(number)) {
                let word = typed[start]
                if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !term.words.contains(word) { continue }
                guard let phrases = term.byFirst[number] else { continue }
                for phrase in phrases where line.says(phrase, at: start) && !used[start..<start + phrase.count].contains(true) {
                    for j in start..<start + phrase.count { used[j] = true }
                    count += phrase.count
                    break
                }
            }
        }
        return count
    }
}

extension KeywordMatcher {
    /// Whether words a slot read as an amount say money: figures ("12", "$12.50") or more than
    /// one word ("twenty bucks", "five dollars"), not followed by a unit (`next`, the word after
    /// them). A lone number word ("one", "five") is not an amount to a rule: "the last one on the
    /// list" records nothing, nor "give me the 7 day forecast". Nor is a bare number after a word
    /// that counts ("the top 5", "the last 3": `previous`, the word before them) or a month ("march
    /// 1" is a day), or a year after
    /// "in" or "since" ("spent on subscriptions in 2026"), nor an hour of the day ("at 6 in the
    /// morning", "by 7 tonight"; "coffee 4 this morning" is money).
    static func saysMoney(_ words: ArraySlice<String>, before following: ArraySlice<String>, after previous: String? = nil) -> Bool {
        let next = following.first
        if let next, units.contains(next) { return false }
        // "2 concert tix for 120": a bare number before things counted is how many, not money.
        // "25 on drinks" is money spent on them.
        if words.count == 1, let number = Int(words.first!), number < 100, let next,
           countedThings.contains(next) || !["on", "for", "at", "in", "of", "to"].contains(next) && following.dropFirst().first.map(countedThings.contains) == true {
            return false
        }
        // "2 lunches at 12 each", "3 tacos 9": a bare number before a plural, with a figure after
        // it, counts the things the figure prices.
        if words.count == 1, let number = Int(words.first!), number < 100, let next, next.count > 3, next.hasSuffix("s"),
           !next.hasSuffix("ss"), next.allSatisfy(\.isLetter), !units.contains(next),
           following.dropFirst().prefix(4).contains(where: { $0.contains(where: \.isNumber) }) {
            return false
        }
        if words.count == 1, Int(words.first!) != nil, next == "of", following.dropFirst().first.map(countedPeople.contains) == true {
            return false
        }
        if let previous, hourLeads.contains(previous), Self.saysTimeOfDay(following) { return false }
        if let previous, words.count == 1, let number = Int(words.first!) {
            if counting.contains(previous) || PeriodParser.monthNames[previous] != nil { return false }
            if yearLeads.contains(previous), (1900...2100).contains(number) { return false }
        }
        return words.count > 1 || words.contains { $0.contains(where: \.isNumber) }
    }

    /// Whether `words` start by saying a part of the day, which makes the number before them an
    /// hour: "in the morning", "at night", "tonight", "this evening".
    static func saysTimeOfDay(_ words: ArraySlice<String>) -> Bool {
        var rest = words
        if let first = rest.first, ["in", "at", "this", "tomorrow", "today"].contains(first) { rest = rest.dropFirst() }
        if rest.first == "the" { rest = rest.dropFirst() }
        guard let word = rest.first else { return false }
        return partsOfDay.contains(word)
    }

    /// Whether a word holds a letter or a digit: free text never starts or ends with a mark
    /// alone ("savings - checking 500" names nothing called "-").
    static func saysWords(_ word: String) -> Bool {
        word.contains { $0.isLetter || $0.isNumber }
    }

    /// Words before an hour of the day.
    static let hourLeads: Set<String> = ["at", "by", "around", "until", "till", "before", "after", "for"]

    /// The parts of a day an hour can be said in.
    static let partsOfDay: Set<String> = ["morning", "mornings", "evening", "evenings", "afternoon", "night", "tonight", "noon", "midnight"]

    /// Words after which a bare number counts things: "top 5", "last 3", "first 10".
    static let counting: Set<String> = ["top", "last", "first", "latest", "recent", "next", "past", "previous", "bottom"]

    /// Words after which a number from 1900 to 2100 is a year: "in 2026", "since 2025".
    static let yearLeads: Set<String> = ["in", "since", "during", "for", "of", "from", "until", "till", "before", "after", "year"]

    /// Words that make the number before them a count of something other than money ("a 7 day
    /// forecast", "a 10 pound turkey").
    /// Things bought by the piece: a bare number just before one (or one word before it) counts them.
    static let countedThings: Set<String> = [
        "tix", "ticket", "tickets", "coffees", "beers", "pints", "drinks", "bottles", "cups", "rounds", "slices", "pieces", "pairs",
        "packs", "bags", "boxes", "items", "nights", "seats", "passes", "shirts", "books", "games", "movies", "cokes", "lattes",
        // A pack counted by what is in it: "10 pack of socks", "6 pk", "12 ct".
        "pack", "pk", "pc", "pcs", "ct", "count",
        // People: "5 friends", "the 3 of us" (see ``countedPeople``).
        "guys", "friends", "mates", "kids", "adults", "folks", "colleagues", "coworkers",
    ]

    /// Words after "of" that make the number before it a count of people: "the 3 of us".
    static let countedPeople: Set<String> = ["us", "them", "you", "em", "yall"]

    static let units: Set<String> = [
        "day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours", "minute", "minutes", "second",
        "seconds", "pound", "pounds", "lb", "lbs", "kg", "kilo", "kilos", "gram", "grams", "ounce", "ounces", "oz", "mile",
        "miles", "km", "degree", "degrees", "percent", "inch", "inches", "foot", "feet", "people", "person", "times", "ways", "am", "pm",
        "o'clock", "oclock", "tonight",
    ]

    /// The stretches of a line that the longest concept phrases in it take: a phrase inside a
    /// longer phrase of a list that does not have it as an entry of its own is not said on its
    /// own. "paid" in "got paid" is not money going out, "deposit" in "direct deposit" is not a
    /// transfer, "pay" in "my pay" is not a payment; "bill" in "phone bill" is still a bill.
    struct Claims {
        private var spans: [(range: Range<Int>, list: Int)] = []
        private let entries: [Set<[Int32]>]

        init(line: Line, concepts: [Int32: [(phrase: [Int32], list: Int)]], entries: [Set<[Int32]>]) {
            self.entries = entries
            for (start, number) in line.numbers.enumerated() {
                guard let found = concepts[number] else { continue }
                for concept in found where line.says(concept.phrase, at: start) {
                    spans.append((start..<start + concept.phrase.count, concept.list))
                }
            }
        }

        /// Whether a longer concept phrase takes the words of `range` (saying `phrase`) into itself.
        func shadows(_ range: Range<Int>, _ phrase: [Int32]) -> Bool {
            spans.contains {
                $0.range.count > range.count && $0.range.lowerBound <= range.lowerBound && $0.range.upperBound >= range.upperBound
                    && !entries[$0.list].contains(phrase)
            }
        }
    }
}

extension SlotValue {
    /// Whether a forbidden word inside this value's words is not said on its own: "last" in the
    /// period "last month"; not so for names of categories and accounts.
    var hidesForbiddenWords: Bool {
        switch self {
        case .period, .amount, .number, .frequency: true
        case .category, .account, .text: false
        }
    }
}

extension KeywordRule.Element {
    /// Whether the element is a slot (read by a slot reader, not by words).
    var isSlot: Bool {
        if case .slot = term { true } else { false }
    }

    /// Whether the element is free text that names a payee (`{merchant:text}`, `{name:text}`,
    /// `{text:text}`), which takes a payee the store has before any other words; a description
    /// (`{what:text}`) or a person's name does not.
    var namesPayee: Bool {
        if case .text(let name) = term { KeywordRule.payeeSlots.contains(name) } else { false }
    }

    /// Whether the element is the rule's free text.
    var isText: Bool {
        if case .text = term { true } else { false }
    }
}
