/// Phrasings of saving, paydays, paying bills, bills against income, credit limits and whether an account has enough.
extension Paraphrases {
    /// The commands among them.
    static let planningCommands: Set<String> = ["bill.pay", "account.set_limit"]

    /// Phrasings by intent, joined to ``byIntent``.
    static let planning: [String: [String]] = [
        "bills.income": [
            "how much of my paycheck goes to bills", "can my salary cover my bills", "bills vs income", "my income vs my bills",
            "what percentage of my income goes to bills", "does my pay cover the bills", "bills compared to what I earn",
            "how much of my salary goes on bills", "can my income cover rent and bills", "what share of my paycheck goes towards bills",
            "bills against income", "do my wages cover my bills", "subscriptions and bills vs income",
            "how much of my income is going to bills", "will my paycheck cover all my bills",
        ],
        "savings.total": [
            "how much did I save last month", "what did I save in January", "how much have I saved this year",
            "how much money did we save last month", "how much did I save", "did I save any money last month",
            "did we save anything this month", "have I saved anything this year", "what was my net savings last month",
            "what's our net savings this year", "how much was left over last month", "income minus spending last month",
            "did I spend more than I earned last month", "how much have we saved since January",
            "how much did I put away in February", "what did we save last year",
        ],
        "income.payday": [
            "when is my next payday", "when do I get paid", "when did I last get paid", "how much was my last paycheck",
            "when's my next paycheck", "when is payday", "when do we get paid next", "when will I get paid",
            "how long until payday", "how many days until my next paycheck", "what's my next payday",
            "when does my next paycheck come in", "when was my last payday", "what was my last salary",
            "when did I get paid last", "how much is my next paycheck",
        ],
        "account.credit_limit": [
            "what's my credit limit", "how much credit do I have left", "what's my available credit",
            "what is the credit limit for my chase card", "my discover card limit", "what's the credit limit on my credit card",
            "show me my credit limit", "what's my credit card limit", "how much credit have I got available",
            "how much can I still spend on my credit card", "what's the remaining credit on my credit card",
            "what is the limit on my credit card", "tell me my credit limit", "what's my amex card limit",
            "how much credit do we have left on the chase card", "what's the limit on my citi card",
        ],
        "account.set_limit": [
            "my visa limit is 5000", "set my credit card limit to 3,000", "my credit limit is 4000",
            "change my credit card limit to 6,500", "update my credit card limit to 8000",
            "the credit limit on my credit card is 2500", "my chase card limit is 7000",
            "set the limit on my credit card to 4,000", "my credit card limit went up to 6000", "update my credit limit to 5,500",
        ],
        "accounts.enough": [
            "do I have enough in checking for a $300 purchase", "can I afford a 300 dishwasher",
            "can I afford $80 on my credit card", "do I have enough money for a 1200 laptop",
            "is there enough in savings for a $2,000 trip", "can we afford 450 from checking",
            "could I afford a 90 dollar dinner", "do we have enough to cover a $600 repair",
            "does my checking account have enough for 250", "can I afford to spend 500", "do I have $700 in checking",
            "can I afford a new phone for $900", "can I pay 300 from savings", "will checking cover a 1500 rent payment",
            "do I have enough cash for a 40 taxi",
        ],
        "bill.pay": [
            "pay my water bill", "pay the rent", "I want to pay my netflix bill", "pay my electric bill from checking",
            "pay my bill", "I'd like to pay a bill", "pay the gas bill", "I need to pay my car insurance",
            "pay my internet bill 79.99", "I just paid my phone bill", "mark the water bill as paid",
            "can you pay my spotify subscription", "let me pay one of my bills",
        ],
    ]
}
