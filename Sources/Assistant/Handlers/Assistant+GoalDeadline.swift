import BuddyCore
import Finance
import Understanding

/// "by march" right after setting a goal, or "push the vacation goal to december 2027" at any
/// time: the goal's deadline.
extension Assistant {
    /// The goal set on the line before given the deadline `line` says alone (the last day of
    /// the period it names: "by march" is 31 March, "end of next year" 31 December); nil
    /// when no goal was set on the line before or the line says more than a deadline.
    func settingTheGoalsDeadline(_ line: String, goal: String?, interpretation: Interpretation) -> Reply? {
        guard let name = goal, readsLoosely(interpretation, orAs: ["bill.status", "spending.total"]),
              let period = understander.deadline(in: line, context: understandingContext) else { return nil }
        // A month said alone ("by march") that has passed this year is next year's; any other
        // day that has passed is said to have passed.
        var deadline = period.lastDay
        if deadline <= today, period.isWholeMonth {
            deadline = period.start.adding(months: 12).adding(months: 1).adding(days: -1)
        }
        let match = Match(intent: "goal.add", slots: ["name": .text(name), "deadline": .period(period)], score: 0, pattern: "a goal's deadline")
        do {
            _ = try write("the deadline of \(name)") { try ledger.goals.setDeadline(deadline, of: name, today: today) }
            let progress = try ledger.goals.progress(of: name, on: today)
            return Reply(input: line, understood: true, intent: match.intent, slots: match.slots.mapValues(ReplySlot.init),
                         text: "Deadline set. " + (try describe(progress)))
        } catch {
            return Reply(input: line, understood: true, intent: match.intent, text: failureText(error, intent: match.intent), failed: true)
        }
    }

    /// "push the vacation goal to december 2027", "change the deadline to next june" (the goal
    /// just talked about, or the only one): the last day of the period said becomes the goal's
    /// deadline, and the answer says what that takes a month.
    func moveGoalDeadline(_ match: Match) throws -> Answer {
        guard let period = match.period("deadline") else { throw FinanceError(.invalidInput, "say the new date, e.g. “push the vacation goal to december 2027”") }
        let name: String
        switch try goalMeant(match) {
        case .goal(let found): name = found
        case .answer(let answer): return answer
        }
        // A month said alone ("to march") that has passed this year is next year's.
        var deadline = period.lastDay
        if deadline <= today, period.isWholeMonth { deadline = period.start.adding(months: 13).adding(days: -1) }
        _ = try write("the deadline of \(name)") { try ledger.goals.setDeadline(deadline, of: name, today: today) }
        let progress = try ledger.goals.progress(of: name, on: today)
        return Answer(values: ["name": name, "text": try describe(progress)], slots: ["name": .text(name)], amount: progress.monthlyNeeded)
    }

    /// "raise the vacation goal to 4000", "set the car fund target to 12k": the goal's new
    /// target, and how it stands against it.
    func setGoalTarget(_ match: Match) throws -> Answer {
        guard let target = match.amount() else { throw FinanceError(.invalidInput, "say the new target, e.g. “set the vacation goal to 4000”") }
        let name: String
        switch try goalMeant(match) {
        case .goal(let found): name = found
        case .answer(let answer): return answer
        }
        let before = try ledger.goals.progress(of: name, on: today).target
        _ = try write("the target of \(name)") { try ledger.goals.setTarget(target, of: name) }
        let progress = try ledger.goals.progress(of: name, on: today)
        return Answer(values: ["name": name, "before": before.formatted, "text": try describe(progress)], slots: ["name": .text(name)],
                      amount: progress.target)
    }

    /// What a goal's change is about: a goal, or the answer that asks which (or says there is none).
    enum GoalMeant {
        case goal(String)
        case answer(Answer)
    }

    /// The goal `match` names (or, named by nothing, the goal just talked about, or the only
    /// one), else the answer asking which.
    func goalMeant(_ match: Match) throws -> GoalMeant {
        let goals = try ledger.goals.all().map(\.name)
        let said = match.text("name") ?? (context.earlierTopic?.kind == "goal" ? context.earlierTopic?.phrase : nil)
        // A keyword rule's free text may take the wrong words ("pls change the target on vacation
        // to 2750 dollars"): the one goal a word of the line names is the goal then.
        let named = try said.map(storedGoalName).flatMap { goals.contains($0) ? $0 : nil } ?? goalNamedInTheLine(goals)
        guard let name = named ?? (said == nil && goals.count == 1 ? goals.first : nil), goals.contains(name) else {
            if goals.isEmpty { return .answer(Answer(variant: "none")) }
            return .answer(Answer(variant: "which", values: ["names": Self.list(goals, or: true)]))
        }
        return .goal(name)
    }
}
