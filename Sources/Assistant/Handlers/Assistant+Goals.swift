import BuddyCore
import Finance
import Presentation
import Understanding

/// Savings goals in conversation: setting one, putting money towards it, and progress.
extension Assistant {
    /// "I want to save 5000 for a car by December".
    func addGoal(_ match: Match) throws -> Answer {
        guard let target = match.amount()?.magnitude, let typed = match.text("name") else { throw FinanceError(.invalidInput, "say how much and what for") }
        let name = titleCased(typed)
        let deadline = match.period("deadline")?.lastDay
        _ = try write("the goal \(name)") {
            try ledger.goals.add(name: name, target: target, deadline: deadline, account: match.account(), today: today)
        }
        let progress = try ledger.goals.progress(of: name, on: today)
        context.goalAdded = name
        return Answer(values: ["name": name, "target": target.formatted,
                               "deadline": deadline.map { [PeriodText.day($0, weekday: false, month: true, year: true)] } ?? [],
                               "monthly": progress.monthlyNeeded.map { [$0.formatted] } ?? [],
                               "account": match.account().map { [$0] } ?? []],
                      slots: ["name": .text(name)], amount: target)
    }

    /// "put 200 toward the car goal", "add 100 to vacation from checking", "take 50 out of vacation".
    func contribute(_ match: Match) throws -> Answer {
        guard let typed = match.text("name") else { throw FinanceError(.invalidInput, "say which goal") }
        let name = try storedGoalName(typed)
        let amount = match.amount("withdraw").map { $0.magnitude.negated } ?? match.amount()?.magnitude
        guard let amount else { throw FinanceError(.invalidInput, "say how much") }
        let date = match.period("date")?.start ?? today
        let progress = try write("the \(amount.magnitude.formatted) for \(name)") {
            try ledger.goals.contribute(amount, to: name, from: match.account(), on: date)
        }
        let moved = match.account().flatMap { from in progress.goal.accountId == nil ? nil : "moved from \(from)" }
        return Answer(values: ["amount": amount.magnitude.formatted, "direction": amount.minorUnits > 0 ? "towards" : "taken from",
                               "name": progress.goal.name, "saved": progress.saved.formatted, "target": progress.target.formatted,
                               "percent": progress.percent, "moved": moved.map { [$0] } ?? [],
                               "monthly": progress.isReached ? ["goal reached!"] : progress.monthlyNeeded.map { ["\($0.formatted) a month to go"] } ?? []],
                      slots: ["name": .text(progress.goal.name)], amount: progress.saved)
    }

    /// "make the vacation target 4000": a change of an amount whose words before "target" name
    /// a goal is that goal's new target, never a transaction's amount.
    func targetInsteadOfEdit(_ match: Match) -> Match? {
        guard match.intent == "transaction.edit", match.isRule, let amount = match.slots["amount"] else { return nil }
        let tokens = Normalizer.tokens(currentLine)
        guard let target = tokens.firstIndex(of: "target"), target > 0 else { return nil }
        let before = tokens[..<target].drop { ["make", "set", "change", "update", "the", "my", "our", "put", "bump", "raise", "lower"].contains($0) }
        guard !before.isEmpty, before.count <= 4, let name = try? storedGoalName(before.joined(separator: " ")) else { return nil }
        return Match(intent: "goal.target", slots: ["name": .text(name), "amount": amount], score: match.score, pattern: match.pattern)
    }

    /// "am I on track with dining", "on track with groceries this month?": whether one is on track
    /// with something that is no goal but a category with a budget is asked of that budget (for
    /// the period said). Other questions of a goal never are ("how much more do I need for the trip").
    func budgetInsteadOfGoal(_ match: Match) -> Match? {
        guard match.intent == "goals.progress", let typed = match.text("name"),
              lineSays("on-track"), !lineSays("goal-words"),
              (try? ledger.goals.progress(of: storedGoalName(typed), on: today)) == nil else { return nil }
        let trailing = singleWords("asks-nothing-more")
        var words = typed.split(separator: " ").map(String.init)
        while let last = words.last, trailing.contains(last.lowercased()), words.count > 1 { words.removeLast() }
        for end in stride(from: words.count, through: 1, by: -1) {
            let said = words[..<end].joined(separator: " "), rest = words[end...].joined(separator: " ")
            guard let category = understander.readSlot(.category, from: said, in: understandingContext), case .category(let name) = category else { continue }
            guard (try? ledger.budgets.covering(name, month: today, today: today)) != nil else { return nil }
            var slots: [String: SlotValue] = ["category": category]
            if !rest.isEmpty {
                guard let period = understander.readSlot(.period, from: rest, in: understandingContext) else { return nil }
                slots["period"] = period
            }
            return Match(intent: "budget.status", slots: slots, score: match.score, pattern: match.pattern)
        }
        return nil
    }

    /// `match`, "put 50 in vacation" read as a new name for a category (Travel, of which
    /// "vacation" is another name), as money put towards the goal the line names by a word of
    /// its own name; nil when the line names a word rather than an amount, or no goal, or a
    /// goal only by another word of the same category ("put 50 in gas" is nothing put towards
    /// the New Car goal, though "gas" and "car" are both Transport's).
    func goalInsteadOfSynonym(_ match: Match) -> Match? {
        guard match.intent == "category.add_synonym", let phrase = match.text("phrase"), !phrase.contains(where: \.isLetter),
              match.category() != nil, let amount = understander.readSlot(.amount, from: phrase, in: understandingContext),
              let names = try? ledger.goals.all().map(\.name) else { return nil }
        guard let named = goalNamedInTheLine(names) else { return nil }
        return Match(intent: "goal.contribute", slots: ["amount": amount, "name": .text(named)], score: match.score, pattern: match.pattern)
    }

    /// The one goal of `goals` that a word of its own name (three letters or more, not "goal" or
    /// "fund") names in the line being answered; nil when none or several do.
    func goalNamedInTheLine(_ goals: [String]) -> String? {
        let said = Set(Normalizer.tokens(currentLine))
        let named = goals.filter { !Set(Normalizer.tokens(Self.goalName($0)).filter { $0.count > 2 }).isDisjoint(with: said) }
        return named.count == 1 ? named[0] : nil
    }

    /// "how are my goals doing", "how close am I to the car goal".
    func goalProgress(_ match: Match) throws -> Answer {
        // "am I on track for my savings goals": all of them.
        if let typed = match.text("name"), !Self.goalName(typed).removingWords(["savings", "goals", "all", "funds", "saving"]).isEmpty {
            let name = try storedGoalName(typed)
            guard let progress = try? ledger.goals.progress(of: name, on: today) else {
                let names = try ledger.goals.all().map(\.name)
                return Answer(variant: "unknown", values: ["name": name, "names": names.isEmpty ? [] : [Self.list(names)]])
            }
            return Answer(values: ["text": try describe(progress)], slots: ["name": .text(progress.goal.name)], amount: progress.saved)
        }
        let all = try ledger.goals.progress(on: today)
        guard !all.isEmpty else { return Answer(variant: "none") }
        return Answer(values: ["text": try all.map(describe).joined(separator: "\n")])
    }

    /// A goal's progress in words: saved of target, the monthly amount needed, on track or behind.
    func describe(_ progress: GoalProgress) throws -> String {
        var text = "\(TerminalText.data(progress.goal.name)): \(progress.saved.formatted) of \(progress.target.formatted) (\(progress.percent)%)"
        if progress.isReached { return text + " · reached" }
        text += " · \(progress.remaining.formatted) to go"
        guard let deadline = progress.goal.deadline, let monthly = progress.monthlyNeeded else { return text + " · no deadline" }
        let by = PeriodText.day(deadline, weekday: false, month: true, year: true)
        if deadline < today { return text + " · the deadline (\(by)) has passed, \(progress.remaining.formatted) short" }
        text += " · \(monthly.formatted) a month until \(by)"
        // Behind when less is saved than an even pace from the day it was set would have.
        let total = max(1, progress.goal.created.days(until: deadline))
        let elapsed = max(0, progress.goal.created.days(until: today))
        let expected = try progress.target.minorUnits.checkedMultiplied(by: Int64(elapsed)) / Int64(total)
        return text + (progress.saved.minorUnits >= expected ? " · on track" : " · behind")
    }

    /// The stored goal's name that `typed` means: the name as said ("Emergency Fund"), or
    /// without the words around it ("the car goal" → Car), or the one goal whose name holds
    /// every word said ("the car" for New Car); else the words said, for the answer to say
    /// there is no such goal.
    func storedGoalName(_ words: String) throws -> String {
        let names = try ledger.goals.all().map(\.name)
        // "new target for vacation: 3,750": the marks around the name are no part of it.
        let typed = words.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        let short = Self.goalName(typed)
        for said in [typed, short] {
            if let name = names.first(where: { $0.caseInsensitiveCompare(said.trimmingCharacters(in: .whitespaces)) == .orderedSame }) { return name }
        }
        let words = Set(Normalizer.tokens(short))
        let holding = names.filter { !words.isEmpty && words.isSubset(of: Set(Normalizer.tokens($0))) }
        if holding.count == 1 { return holding[0] }
        // "how close am I to having the new car money": the one goal whose whole name was said.
        let said = names.filter { words.isSuperset(of: Normalizer.tokens($0)) }
        if said.count == 1 { return said[0] }
        // "the holiday fund" for Vacation: the one goal named by another name of the same
        // category ("holiday" and "vacation" are both Travel's).
        guard case .category(let meant)? = understander.readSlot(.category, from: short, in: understandingContext) else { return short }
        let alike = names.filter { name in
            Normalizer.tokens(name).contains { word in
                if case .category(meant)? = understander.readSlot(.category, from: word, in: understandingContext) { true } else { false }
            }
        }
        return alike.count == 1 ? alike[0] : short
    }

    /// A goal's name without the words around it: "the car goal" → "car".
    private static func goalName(_ text: String) -> String {
        text.removingWords(["my", "the", "our", "goal", "fund", "one", "pot", "target"])
    }
}
