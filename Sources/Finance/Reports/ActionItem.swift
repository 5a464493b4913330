import BuddyCore

/// Something that needs the person's attention, found by ``ActionService/items(today:)``.
public enum ActionItem: Sendable, Equatable {
    /// A budget already over its limit this month.
    case budgetOver(BudgetStatus)
    /// A budget on pace to go over its limit by the month's end.
    case budgetOnPace(BudgetStatus)
    /// An account (not a credit card) whose balance is below the low-balance line or below
    /// what is due from it in the next days.
    case lowBalance(AccountBalance, dueSoon: Money)
    /// A bill due in the next days.
    case billDue(DueItem)
    /// A goal with a deadline that is behind where steady saving would have it.
    case goalBehind(GoalProgress, expected: Money)
    /// Money owed to or by someone for more than 30 days.
    case oldDebt(PersonBalance, days: Int)
    /// A recent expense far above what the category usually costs (or large with no history).
    case unusual(DetailedTransaction, typical: Money?)

    /// How urgent the kind of item is: lower comes first.
    var rank: Int {
        switch self {
        case .budgetOver: return 0
        case .lowBalance: return 1
        case .billDue: return 2
        case .budgetOnPace: return 3
        case .goalBehind: return 4
        case .oldDebt: return 5
        case .unusual: return 6
        }
    }
}
