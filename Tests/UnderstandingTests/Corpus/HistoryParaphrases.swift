/// Phrasings of questions over the history: the days that stand out, spending by day of the
/// week, saving month by month, and how balances changed.
extension Paraphrases {
    /// Phrasings by intent, joined to ``byIntent``.
    static let history: [String: [String]] = [
        "spending.days": [
            "what was my biggest spending day this month", "which day did I spend the most last month",
            "what's the most I've ever spent in a single day", "my cheapest day this week", "most expensive day in october",
            "top 3 spending days since june", "when did I spend the most", "what day did the most money go out",
            "which date had the highest spending last month", "busiest spending day this year", "costliest day ever",
            "on which day did I spend the least this month", "least expensive day last week", "biggest grocery day since july",
            "what was the most I spent in one day last month",
        ],
        "savings.months": [
            "how much did I save each month", "was I in the red any month this year", "income vs spending by month",
            "which weeks did I spend more than I earned", "which months was I in the red", "best month for saving",
            "worst week for saving this month", "savings by month", "month by month surplus since june",
            "in which month did I save the most money", "any months where I spent more than I made",
            "earnings minus expenses for each month", "show my net per week last month", "did I overspend any month this year",
            "what did we save per month this year",
        ],
        "spending.weekdays": [
            "which day of the week do I spend the most", "do I spend more on weekends", "weekday vs weekend spending",
            "how much did I spend on the weekends", "what weekday do I spend the most on", "spending by day of the week",
            "how much do we spend on weekends this year", "which weekday costs me the most", "do I spend more on weekdays",
            "what day of the week do I spend the least", "my spending by weekday since june", "how much do I spend on saturdays",
            "weekend spending vs weekdays last month", "which day of the week do I spend the most on groceries",
            "do we spend more on weekends than weekdays",
        ],
        "accounts.change": [
            "how much did my savings grow since june", "did checking go down this month", "which account grew the most this year",
            "how has my net worth changed since july", "savings balance change last month", "am I richer than 3 months ago",
            "how much has my credit card balance gone up since the summer", "which account shrank the most this month",
            "has my checking account dropped this week", "net worth change this year", "did my savings increase in october",
            "how much more money do I have now than at the start of summer", "am I worse off than last month",
            "change in each account's balance since august", "is my net worth trending up this year",
        ],
    ]
}
