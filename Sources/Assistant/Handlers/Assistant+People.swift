import BuddyCore
import Finance
import Foundation
import Understanding

/// Splitting bills and IOUs in conversation: who owes whom, and settling up.
extension Assistant {
    /// `match`, a split that says no amount right after an expense was recorded ("paid 95 for
    /// dinner", then "split it with alex"), as a split of that expense: its amount, and the row
    /// to replace; nil for any other line, and for one that names something else ("split the
    /// rent with sam" after a ride is no split of the ride).
    func splitOfTheRecorded(_ match: Match) -> Match? {
        guard match.intent == "split.add", match.amount() == nil, match.text("payer") == nil, match.text("debtor") == nil,
              let id = context.focus, let row = try? ledger.transactions.detailed(id: id),
              row.transaction.type == .expense, row.transaction.linkId == nil,
              match.text("what").map({ names($0, row: row) }) ?? true else { return nil }
        var slots = match.slots
        slots["amount"] = .amount(Money(minorUnits: -row.transaction.amount, currency: ledger.currency))
        slots["recorded"] = .number(Int(id))
        return match.with(slots: slots)
    }

    /// Whether `what`, the words a split said for what it was, point at the recorded row or
    /// name it: "it", "that", "the bill", a word of its description, or its category by its
    /// own name ("split the groceries" after Whole Foods; "split the lunch" is no split of a
    /// coffee, though both are Dining).
    private func names(_ what: String, row: DetailedTransaction) -> Bool {
        let pointers = singleWords("split-pointers")
        let words = Normalizer.tokens(what).filter { !pointers.contains($0) }
        guard !words.isEmpty else { return true }
        let described = Set(Normalizer.tokens(row.transaction.description))
        if words.contains(where: described.contains) { return true }
        guard let category = row.category?.lowercased() else { return false }
        return words.joined(separator: " ") == category || words.joined(separator: " ") + "s" == category
    }

    /// "split 60 dinner with Alex and Sam", "I paid 90 for groceries, Sam owes me 30",
    /// "Sam paid 45 for pizza, split with me".
    func split(_ match: Match) throws -> Answer {
        if let id = match.number("recorded") { return try splitRecorded(Int64(id), match: match) }
        guard let total = match.amount()?.magnitude else { throw FinanceError(.invalidInput, "say how much the bill was") }
        let what = match.text("what") ?? "the bill"
        if let ratio = match.text("ratio") {
            throw unevenSplitQuestion(total: total, what: match.text("what") ?? "it", ratio: ratio,
                                      people: (try? people(in: match.text("people") ?? "")) ?? [])
        }
        var people = try self.people(in: match.text("people") ?? "")
        var amounts: [String: Money] = [:]
        if let debtor = match.text("debtor"), let share = match.amount("share") {
            people = try self.people(in: debtor)
            guard people.count == 1 else { throw FinanceError(.invalidInput, "name one person with a share, e.g. “Sam owes me 30”") }
            amounts[people[0]] = share
        }
        let payer = try match.text("payer").map { try self.people(in: $0) }
        if let payer { people = payer }
        // "split 90 with sam": a bill that says what it was for names its row; one that does not
        // is named for whom it was split with, and is in no category of its own ("the bill" is
        // no utility bill).
        let said = match.text("what")
        let description = said.map(titleCased) ?? "Split with \(Self.list(people))"
        let category = said.flatMap { categoryNamed(in: [$0], type: .expense) } ?? "Other"
        let request = SplitRequest(total: total, description: description, category: category, people: people, amounts: amounts,
                                   paidBy: payer?.first, date: match.period("date")?.start ?? today,
                                   account: payer == nil ? try account(for: match) : nil)
        let result = try write("the split of \(total.formatted) for \(description)") { try ledger.people.split(request) }
        context.focus = result.expense?.id
        let summary: String
        if let payer = payer?.first {
            summary = "You owe \(payer) \(result.myShare.formatted); only your share counts as your spending."
        } else {
            let owed = try total - result.myShare
            summary = "\(Self.list(result.shares.map(\.name))) \(result.shares.count == 1 ? "owes" : "owe") you \(owed.formatted) in all; only your share counts as your spending."
        }
        return Answer(values: ["total": total.formatted, "what": said == nil || description.lowercased() == what.lowercased() ? what : description,
                               "myShare": result.myShare.formatted, "summary": summary,
                               "shares": result.shares.map { ["name": $0.name, "amount": $0.amount.formatted] }],
                      slots: ["people": .text(people.joined(separator: ", "))], amount: result.myShare)
    }

    /// The split of the expense with id `id`, recorded already, with the people `match` names.
    private func splitRecorded(_ id: Int64, match: Match) throws -> Answer {
        let people = try self.people(in: match.text("people") ?? "")
        let row = try ledger.transactions.detailed(id: id)
        let result = try write("the split of \(row.transaction.description)") { try ledger.people.split(recorded: id, with: people) }
        context.focus = result.expense?.id
        let total = Money(minorUnits: -row.transaction.amount, currency: ledger.currency)
        let owed = try total - result.myShare
        let summary = "\(Self.list(result.shares.map(\.name))) \(result.shares.count == 1 ? "owes" : "owe") you \(owed.formatted) in all; only your share counts as your spending."
        return Answer(values: ["total": total.formatted, "what": row.transaction.description, "myShare": result.myShare.formatted, "summary": summary,
                               "shares": result.shares.map { ["name": $0.name, "amount": $0.amount.formatted] }],
                      slots: ["people": .text(people.joined(separator: ", "))], amount: result.myShare)
    }

    /// Why a split said with a ratio ("split 100 with sam 70/30") is not recorded: the ratio does
    /// not say whose share is which, so the answer shows both ways to say it with the person's share.
    private func unevenSplitQuestion(total: Money, what: String, ratio: String, people: [String]) -> FinanceError {
        let shares = ratio.split(whereSeparator: { "/-:%".contains($0) }).compactMap { Int64($0) }
        let first = shares.first ?? 50
        let other = shares.count > 1 ? shares[1] : 100 - first
        let person = people.count == 1 ? people[0] : "Sam"
        let owed = { (percent: Int64) in Money(minorUnits: total.minorUnits * percent / 100, currency: total.currency).formatted }
        guard people.count == 1 else {
            return FinanceError(.invalidInput, "I split evenly, or by each person's share: say what each owes you, e.g. “I paid \(total.formatted) for \(what), \(person) owes me \(owed(other))”")
        }
        return FinanceError(.invalidInput, "\(ratio) doesn't say whose share is which; nothing was recorded. Say “I paid \(total.formatted) for \(what), \(person) owes me \(owed(other))” if your share is \(owed(first)), or “… \(person) owes me \(owed(first))” if it is \(owed(other))")
    }

    /// "Sam owes me 30", "I owe Alex 15", "I lent Sam 50", "I borrowed 20 from Alex".
    func addDebt(_ match: Match) throws -> Answer {
        guard let said = match.amount()?.magnitude else { throw FinanceError(.invalidInput, "say how much") }
        // "alex paid for dinner 84, i owe him half": the debt is half of what was said.
        let halved = match.text("share") == "half"
        let amount = halved ? said.split(into: 2)[0] : said
        let (text, owesMe, lent) = match.text("debtor").map { ($0, true, false) } ?? match.text("creditor").map { ($0, false, false) }
            ?? match.text("borrower").map { ($0, true, true) } ?? match.text("lender").map { ($0, false, true) } ?? ("", true, false)
        // "fronted jo 200": a keyword rule reads its words in any order; the verb said before the
        // person, with no "me" after it, was the speaker's, so Jo owes.
        let theyOwe = owesMe || match.isRule && match.text("creditor").map(speakerDidIt(before:)) == true
        let names = try people(in: text)
        guard names.count == 1, let person = names.first else { throw FinanceError(.invalidInput, "name one person, e.g. “Sam owes me 30”") }
        let described = match.text("what").map(titleCased) ?? (lent ? (theyOwe ? "Loan to \(person)" : "Loan from \(person)") : "IOU")
        let description = halved ? "\(described) (half of \(said.formatted))" : described
        try write("the IOU with \(person)") {
            try ledger.people.recordDebt(person, amount: theyOwe ? amount : amount.negated, description: description, lent: lent,
                                         on: match.period("date")?.start ?? today, account: lent ? try account(for: match) : nil)
        }
        let balance = try ledger.people.balance(with: person)
        let moved = lent ? (theyOwe ? "\(amount.formatted) left your money as a loan" : "\(amount.formatted) came in as a loan") : nil
        let this = theyOwe ? "\(person) owes you \(amount.formatted)" : "you owe \(person) \(amount.formatted)"
        return Answer(values: ["summary": "\(this) for \(description)\(moved.map { " (\($0))" } ?? ""). In all, \(balanceText(balance, sentenceStart: false))"],
                      slots: ["person": .text(balance.name)], amount: amount)
    }

    /// "who owes me money", "who do I owe".
    func debtBalances(_ match: Match) throws -> Answer {
        let all = try ledger.people.balances()
        guard !all.isEmpty else { return Answer(variant: "none") }
        let owedToMe = try ledger.total(of: all.filter { $0.balance.minorUnits > 0 }.map(\.balance))
        let iOwe = try ledger.total(of: all.filter { $0.balance.minorUnits < 0 }.map(\.balance.magnitude))
        return Answer(values: ["rows": all.map { ["text": balanceText($0) + ($0.since.map { " (since \(PeriodText.relative($0, today: today)))" } ?? "") + "."] },
                               "totals": "In all you are owed \(owedToMe.formatted) and owe \(iOwe.formatted)."],
                      amount: try owedToMe - iOwe)
    }

    /// "how much do I owe Sam", "show my history with Alex".
    func personBalance(_ match: Match) throws -> Answer {
        let typed = personPointedAt(match.text("person") ?? "")
        guard let person = try people(in: typed).first else { throw FinanceError(.invalidInput, "say who, e.g. “how much do I owe Sam”") }
        guard let balance = try? ledger.people.balance(with: person) else {
            let people = try ledger.people.all().map(\.name)
            return Answer(variant: "unknown", values: ["person": person, "people": people.isEmpty ? [] : [Self.list(people)]])
        }
        let history = try ledger.people.history(with: person, limit: 5)
        let entries = history.entries.map { entry -> [String: Any] in
            let money = Money(minorUnits: entry.amount, currency: ledger.currency)
            return ["date": PeriodText.relative(entry.date, today: today), "description": entry.description,
                    "amount": (entry.amount > 0 ? "+" : "−") + money.magnitude.formatted]
        }
        return Answer(values: ["text": balanceText(balance) + "." + (entries.isEmpty ? "" : " Latest (+ they owe you more, − you owe them more):"),
                               "entries": entries],
                      slots: ["person": .text(balance.name)], amount: balance.balance)
    }

    /// "Alex paid me back 20", "I paid Sam back", "settle up with Sam" (asks before settling all).
    func settle(_ match: Match) throws -> Answer {
        var (typed, payer): (String, PeopleService.Payer) = match.text("payer").map { ($0, .them) } ?? match.text("payee").map { ($0, .me) }
            ?? (match.text("person") ?? "", .whoeverOwes)
        // "sam sent 20 of it": a keyword rule reads its words in any order; the person said before
        // the verb, with no "i" or "we" before it, is the one who paid.
        if match.isRule, payer == .me, personPaid(before: typed) { payer = .them }
        guard let person = try people(in: typed).first else { throw FinanceError(.invalidInput, "say who, e.g. “settle up with Sam”") }
        let date = match.period("date")?.start ?? today
        let amount = match.amount()
        let account = try account(for: match)
        let settle: (Money?) throws -> Answer = { [unowned self] amount in
            let before = try ledger.people.balance(with: person)
            let after = try write("settling up with \(before.name)") {
                try ledger.people.settle(with: person, amount: amount, payer: payer, on: date, account: account)
            }
            let paid = try (before.balance - after.balance).magnitude
            let who = before.balance.minorUnits > 0 ? "\(before.name) paid you back \(paid.formatted)" : "You paid \(before.name) back \(paid.formatted)"
            let left = after.balance.minorUnits == 0 ? "you and \(after.name) are square" : balanceText(after, sentenceStart: false)
            return Answer(values: ["text": "\(who); \(left)."], slots: ["person": .text(after.name)], amount: paid)
        }
        // "paid jo": a keyword rule's reading, with no amount and no word of paying it all back
        // (the grammar's `paid-in-full`), asks before settling all of it.
        guard amount == nil, payer == .whoeverOwes || match.isRule && !lineSays("paid-in-full") else { return try settle(amount) }
        let balance = try ledger.people.balance(with: person)
        // Owed the other way from the payer said, the settlement's own refusal says so.
        let otherWay = payer == .me && balance.balance.minorUnits > 0 || payer == .them && balance.balance.minorUnits < 0
        guard balance.balance.minorUnits != 0, !otherWay else { return try settle(nil) }
        context.confirmation = PendingConfirmation(intent: match.intent, action: { try settle(nil) }, withAmount: { try settle($0) })
        return Answer(variant: "confirm", values: ["text": balanceText(balance) + "."], slots: ["person": .text(balance.name)],
                      amount: balance.balance.magnitude)
    }

    /// "forget the 20 Sam owes me", "forgive Alex's debt", "Alex let me off the 15 I owed him":
    /// the debt is cleared (all of it, or the amount said) and no money moves.
    func forgive(_ match: Match) throws -> Answer {
        let (typed, payer): (String, PeopleService.Payer) = match.text("debtor").map { ($0, .them) } ?? match.text("creditor").map { ($0, .me) }
            ?? (match.text("person") ?? "", .whoeverOwes)
        let pointed = personPointedAt(typed)
        if ConversationTopic.isStandIn(pointed) { throw FinanceError(.invalidInput, "name one person, e.g. “forget the 20 Sam owes me”") }
        // "forget the rest" is what is left after a part paid back on the line before; with
        // nothing paid just now it lets nobody off.
        if ConversationTopic.isStandIn(typed), changeOfTheLineBefore?.match.intent != "iou.settle" {
            throw FinanceError(.invalidInput, "the rest of what? Nothing was paid back just now; say “forget what \(pointed) owes me” to let them off all of it")
        }
        let said = pointed.replacingOccurrences(of: "’", with: "'").replacingOccurrences(of: "'s", with: "").replacingOccurrences(of: "'", with: "")
        let names = try people(in: said)
        guard names.count == 1, let person = names.first, isKnownPerson(person) else {
            let known = try ledger.people.all().map(\.name)
            throw FinanceError(.invalidInput, names.count == 1
                ? "nobody called \(names[0]) owes you or is owed" + (known.isEmpty ? "" : "; you share costs with \(Self.list(known))")
                : "name one person, e.g. “forget the 20 Sam owes me”")
        }
        let before = try ledger.people.balance(with: person)
        let after = try write("letting \(before.name) off") {
            try ledger.people.forgive(person, amount: match.amount()?.magnitude, payer: payer, on: match.period("date")?.start ?? today)
        }
        let cleared = try (before.balance - after.balance).magnitude
        let who = before.balance.minorUnits > 0 ? "You let \(before.name) off \(cleared.formatted)" : "\(before.name) let you off \(cleared.formatted)"
        let left = after.balance.minorUnits == 0 ? "you and \(after.name) are square" : balanceText(after, sentenceStart: false)
        return Answer(values: ["text": "\(who) (no money moved); \(left). Say “undo” to take it back."], slots: ["person": .text(after.name)],
                      amount: cleared)
    }

    /// The person the conversation was last about when `typed` only points at someone ("him",
    /// or "this person", the grammar's stand-in in "forget the rest" or "are we square now?"
    /// right after talk of Sam); otherwise `typed`.
    func personPointedAt(_ typed: String) -> String {
        guard ConversationTopic.personPointers.contains(typed.lowercased()) || ConversationTopic.isStandIn(typed),
              let topic = context.earlierTopic, topic.isAPerson else { return typed }
        return topic.phrase
    }

    /// "Sam owes you $30.00", "You owe Alex $15.00", "You and Sam are square".
    func balanceText(_ balance: PersonBalance, sentenceStart: Bool = true) -> String {
        let you = sentenceStart ? "You" : "you"
        switch balance.balance.minorUnits {
        case 0: return "\(you) and \(balance.name) are square"
        case 1...: return "\(balance.name) owes you \(balance.balance.formatted)"
        default: return "\(you) owe \(balance.name) \(balance.balance.magnitude.formatted)"
        }
    }

    /// The words that stand for someone without naming them: never a person's name.
    private static let notAName = Set(["me", "us", "they", "it", "someone", "somebody", "his", "her", "their", "him", "them", "i", "we", "you",
                                       "my", "our"]
                                      + ConversationTopic.personPointers)

    /// The words a speaker names themselves by, which end any name before them ("sam i paid").
    private static let selfWords: Set<String> = ["i", "me", "we", "us", "my", "myself", "i'm", "im", "i've", "ive", "i'd", "id"]

    /// The people named in "Alex and Sam", "Alex, Sam & Jo": each capitalised as a name.
    static func names(in text: String) -> [String] {
        text.replacingOccurrences(of: " and ", with: ",").replacingOccurrences(of: "&", with: ",")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("with ") ? String($0.dropFirst(5)) : $0 }
            // "with sam, i paid": a name ends where the speaker speaks of themselves.
            .map { $0.split(separator: " ").prefix { !selfWords.contains($0.lowercased()) }.joined(separator: " ") }
            // "he owes me 20" names nobody: a pointing word is no person's name.
            .filter { !$0.isEmpty && !notAName.contains($0.lowercased()) }
            .map { $0.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ") }
    }

    /// Whether `typed` is `name` with one letter left out, one too many, or two neighbouring
    /// letters swapped ("alx", "alexx", "sma" for Alex and Sam); a different letter ("Sal") is
    /// another name.
    static func isSlip(_ typed: String, of name: String) -> Bool {
        let a = typed.lowercased(), b = name.lowercased()
        return TypoCorrector.isNeighbourSwap(a, b) || a.count != b.count && TypoCorrector.withinOneEdit(a, b)
    }

    /// "Alex", "Alex and Sam", "Alex, Sam and Jo"; with `or`, "Checking, Savings or Visa".
    static func list(_ names: [String], or: Bool = false) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + names.last!
    }
}

extension Assistant {
    /// A question about a bill named by a person the store shares costs with and by no bill,
    /// asked about that person instead ("has sam paid yet" is no bill called Sam); nil otherwise.
    func personInsteadOfBill(_ match: Match) -> Match? {
        guard Self.aboutABill.contains(match.intent), let name = match.text("name"), let person = Self.names(in: name).first,
              isKnownPerson(person), !isABill(name) else { return nil }
        return Match(intent: "iou.person", slots: ["person": .text(person)], score: match.score, pattern: match.pattern)
    }

    /// A question about one person that names everyone instead ("do my friends owe me
    /// anything", "does anyone owe me"), or nobody with no one talked about ("are we square
    /// now?"), asked of everyone: who owes whom; nil otherwise.
    func everyoneInsteadOfPerson(_ match: Match) -> Match? {
        guard match.intent == "iou.person", let person = match.text("person") else { return nil }
        // "are we square now?" with nobody talked about: where everyone stands.
        if ConversationTopic.isStandIn(personPointedAt(person)) {
            return Match(intent: "iou.balances", slots: [:], score: match.score, pattern: match.pattern)
        }
        // "my friends", "the guys", "all of them": compared without the words around the noun.
        let bare = { (words: [String]) in words.filter { !["my", "our", "the", "all", "of"].contains($0) } }
        let said = bare(Normalizer.tokens(person))
        guard !said.isEmpty, (understander.grammar.wordLists["everyone"] ?? []).contains(where: { bare($0) == said }) else { return nil }
        return Match(intent: "iou.balances", slots: [:], score: match.score, pattern: match.pattern)
    }

    /// The people `text` names, each as the store knows them: a name a slip away from exactly
    /// one person the store shares costs with ("split dinner 40 with sma", "alx owes me 10") is
    /// that person, never a new one.
    func people(in text: String) throws -> [String] {
        // "sam 70 30": figures are no part of a person's name; nobody new is made from them.
        if let odd = Self.names(in: text).first(where: { $0.contains(where: \.isNumber) }) {
            throw FinanceError(.invalidInput, "“\(odd)” is not a name I can note a person by; say the name alone, e.g. “split 60 with Sam”")
        }
        let known = (try? ledger.people.all().map(\.name)) ?? []
        // "jo's part": a possessive names the person; "my brother tom" is Tom (the grammar's
        // `others` words say how someone is related), "my mum" Mum.
        let relations = singleWords("others"), after = singleWords("asks-nothing-more")
        let said = Self.names(in: text).map { name -> String in
            var words = name.split(separator: " ").map(String.init)
            if words.count > 1, words[0].lowercased() == "my" { words.removeFirst() }
            if words.count > 1, relations.contains(words[0].lowercased()) { words.removeFirst() }
            // "jo again", "sam now": words after a name that ask nothing more.
            while words.count > 1, after.contains(words.last!.lowercased()) { words.removeLast() }
            let named = words.joined(separator: " ")
            return ["'s", "\u{2019}s"].first(where: named.hasSuffix).map { String(named.dropLast($0.count)) } ?? named
        }
        return said.flatMap { separated($0, known: known) }.map { name in
            guard name.count >= 3, !known.contains(where: { $0.lowercased() == name.lowercased() }) else { return name }
            let near = known.filter { Self.isSlip(name, of: $0) }
            return near.count == 1 ? near[0] : name
        }
    }

    /// A name of several words that is several people: "Alex, Sam" as typed (the comma is not in
    /// the words read), or "Alex Sam" when each word is someone the store knows and the whole is not.
    private func separated(_ name: String, known: [String]) -> [String] {
        let words = name.split(separator: " ").map(String.init)
        guard words.count > 1 else { return [name] }
        let knownNames = Set(known.map { $0.lowercased() })
        if knownNames.contains(name.lowercased()) { return [name] }
        if words.allSatisfy({ knownNames.contains($0.lowercased()) }) { return words }
        // Where the line put a comma between the words, they are names of their own (each found
        // as a word: "al" is not the end of "meal").
        let said = currentLine.lowercased()
        func word(_ text: String, from start: String.Index) -> Range<String.Index>? {
            said.range(of: "\\b" + NSRegularExpression.escapedPattern(for: text.lowercased()) + "\\b", options: .regularExpression,
                       range: start..<said.endIndex)
        }
        guard let first = word(words[0], from: said.startIndex) else { return [name] }
        var parts: [[String]] = [[words[0]]]
        var position = first.upperBound
        for name in words.dropFirst() {
            guard let next = word(name, from: position) else { return [words.joined(separator: " ")] }
            if said[position..<next.lowerBound].contains(",") { parts.append([name]) } else { parts[parts.count - 1].append(name) }
            position = next.upperBound
        }
        return parts.map { $0.joined(separator: " ") }
    }

    /// Whether the store shares costs with someone of that name.
    private func isKnownPerson(_ name: String) -> Bool {
        (try? ledger.people.all().contains { $0.name.lowercased() == name.lowercased() }) == true
    }

    /// Words that say money was given back, which only a debt explains.
    private static let givenBack: Set<String> = ["back", "repaid", "returned", "settle", "settled", "square", "squared", "owed", "owe"]

    /// A payment to or from someone the store shares no costs with, said without "back", read
    /// as what it is: "client paid me 850 today" is income from Client, "i paid comcast 80" an
    /// expense; nil for any other reading, and for a person the store knows.
    func recordingInsteadOfSettlement(_ match: Match, line: String) -> Match? {
        guard match.intent == "iou.settle", let amount = match.slots["amount"],
              let (name, intent) = match.text("payer").map({ ($0, "transaction.add_income") }) ?? match.text("payee").map({ ($0, "transaction.add_expense") }),
              !Normalizer.tokens(line).contains(where: Self.givenBack.contains),
              !Self.names(in: name).contains(where: isKnownPerson),
              // "he paid me 20 of it": someone pointed at, never income from "He".
              !ConversationTopic.holdsAPerson(name) else { return nil }
        var slots: [String: SlotValue] = ["amount": amount, "what": .text(name)]
        slots["date"] = match.slots["date"]
        slots["account"] = match.slots["account"]
        return Match(intent: intent, slots: slots, score: match.score, pattern: match.pattern)
    }

    /// Money given to someone for an occasion (the grammar's `gift-occasion` list: "gave sam 20
    /// for his birthday"), said with no word of lending: a present, recorded as spending in Gifts
    /// (when the profile has it), not a loan that person owes back.
    /// So is a present bought for someone ("bought sam a birthday present, 35").
    func giftInsteadOfLoan(_ match: Match) -> Match? {
        let paidFor = match.isRule ? match.text("creditor").flatMap { speakerDidIt(before: $0) ? $0 : nil } : nil
        guard match.intent == "iou.add", let person = match.text("borrower") ?? paidFor, let amount = match.slots["amount"],
              lineSays("gift-occasion"), !lineSays("lending") else { return nil }
        var slots: [String: SlotValue] = ["amount": amount, "what": .text("Gift for \(titleCased(person))")]
        if (try? ledger.categories.named("Gifts")) != nil { slots["category"] = .category("Gifts") }
        slots["date"] = match.slots["date"]
        slots["account"] = match.slots["account"]
        return Match(intent: "transaction.add_expense", slots: slots, score: match.score, pattern: match.pattern)
    }

    /// Whether the line says a verb of paying for someone before `person`, with no "me" or "us"
    /// after it ("fronted jo 200", "i covered sam 30"): the speaker paid.
    private func speakerDidIt(before person: String) -> Bool {
        let tokens = Normalizer.tokens(currentLine)
        guard let name = Normalizer.tokens(person).first, let at = tokens.firstIndex(of: name),
              let verb = tokens.firstIndex(where: Self.payingForSomeone.contains), verb < at else { return false }
        return verb + 1 < tokens.count && !["me", "us", "my", "our"].contains(tokens[verb + 1]) && (verb == 0 || ["i", "we"].contains(tokens[verb - 1]))
    }

    /// Whether `person` is named before the line's verb of paying, and no "i" or "we" says the
    /// speaker paid ("sam sent 20 of it", never "i paid sam 20").
    private func personPaid(before person: String) -> Bool {
        let tokens = Normalizer.tokens(currentLine)
        // "he sent 20 of it": a word pointing at the person named before stands for them.
        guard let name = Normalizer.tokens(person).first,
              let at = tokens.firstIndex(of: name) ?? tokens.firstIndex(where: ConversationTopic.personPointers.contains),
              let verb = tokens.firstIndex(where: Self.paying.contains), at < verb else { return false }
        return !tokens[..<verb].contains { ["i", "we"].contains($0) }
    }

    /// Verbs of paying money over.
    private static let paying: Set<String> = ["paid", "sent", "repaid", "transferred", "gave", "returned", "venmoed", "zelled"]

    /// Verbs of paying for someone else.
    private static let payingForSomeone: Set<String> = ["covered", "spotted", "fronted", "treated", "sorted", "picked", "paid", "got", "bought"]
}

