/// Differently worded sentences for every intent: word order, politeness, "I"/"me"/"my",
/// tense, with and without a period. Question intents have at least 15, commands at least 10.
enum Paraphrases {
    /// Intents that change something or steer the conversation; the others are questions.
    static let commands: Set<String> = [
        "transaction.add_expense", "transaction.add_income", "transaction.undo", "category.add_synonym",
        "confirm.yes", "confirm.no", "flow.cancel", "greeting", "thanks",
    ]

    static let byIntent: [String: [String]] = [
        "spending.total": [
            "how much did I spend on food last week", "How much have I spent this month?", "what did I spend yesterday",
            "how much money did we spend in March", "last week how much did I spend on groceries",
            "how much did I spend last month on dining", "what was my spending this year", "show me my food spending",
            "total spending for the past 30 days", "how much went on rent this year", "my grocery expenses last month",
            "hey buddy, what did I spend today please", "how much do I spend on transport", "what were my expenses in February",
            "how much money went out this week", "dining spending since Monday", "how much did I spend at Amazon",
            "what's my total spending so far this month", "how much have we spent on food between March 1 and March 10",
            "could you tell me how much I spent on utilities last quarter",
        ],
        "spending.unknown_category": [
            "how much did I spend on unicorns", "how much have I spent on yachts this year", "how much did we spend on llamas last week",
            "how much money did I spend on space travel", "what did I spend on dragons", "how much did I spend for widgets in March",
            "how much have we spent on pogo sticks", "how much did i spend on moon rocks yesterday",
            "how much did I spend in narnia last month", "how much do I spend on kites",
            "how much did I spend on submarines this month", "how much have I spent on zeppelins since January",
            "how much did we spend on bowling shoes", "how much money have I spent on hot air balloons",
            "how much did I spend on magic beans last year",
        ],
        "income.total": [
            "how much did I earn last month", "what was my income this year", "how much salary did I get this month",
            "how much money came in this week", "how much did we make in February", "how much have I earned so far this year",
            "show me my income", "what were my earnings last quarter", "how much did I get paid last month",
            "how much did I receive from freelance this year", "my total income in March", "how much money did I make yesterday",
            "how much freelance did I earn", "what is my income so far this month", "how much have we been paid this year",
            "how much interest did I earn this year",
        ],
        "transaction.add_expense": [
            "I spent 12.50 on lunch yesterday", "paid $40 for gas at Shell", "add an expense of 25 for groceries",
            "spent twenty bucks on coffee", "we paid 1,200 for rent on March 1", "I bought a lamp for 35 at IKEA",
            "log 8.99 for netflix", "record 60 for dinner at Luigi's", "groceries 54.20", "I spent €15 at the bakery",
            "dropped 30 on movies last Friday", "I got a haircut for 25", "lunch 11",
        ],
        "transaction.add_income": [
            "got paid 2500 today", "I earned 300 from freelance work", "received 50 from mom yesterday",
            "we got paid $3,100", "I made 120 for tutoring", "add income of 400 from the side gig", "log an income of 75",
            "3000 salary", "I received 1,000 on Monday", "record income 250 for consulting", "i was paid 900 for a logo",
        ],
        "transaction.undo": [
            "undo", "undo that", "undo it", "undo the last one", "take that back", "take it back", "delete that",
            "remove it", "delete the last one", "never mind that", "please undo that",
        ],
        "category.add_synonym": [
            "call coffee shops dining", "count uber as transport", "treat lyft as transport", "file netflix under subscriptions",
            "put gym under health", "starbucks is dining", "petrol means transport", "remember that costco is groceries",
            "classify spotify as subscriptions", "books count as shopping", "log the vet under health",
        ],
        "greeting": [
            "hello", "hi", "hey there", "good morning", "good evening buddy", "howdy", "hiya", "how are you",
            "how are you doing today", "hi buddy", "greetings",
        ],
        "thanks": [
            "thanks", "thank you", "thanks a lot", "thank you so much", "cheers", "great thanks", "perfect", "awesome thank you",
            "much appreciated", "thx", "nice",
        ],
        "help": [
            "help", "what can you do", "what can I ask", "what can we say", "what do you know", "how does this work",
            "how do this work", "show me some examples", "give me help", "i need help", "commands", "examples", "menu",
            "what do you do", "please help", "help me please",
        ],
        "followup.period": [
            "and last month?", "what about this week", "how about yesterday", "and for last year", "same for March",
            "and in February?", "what about the past 7 days", "how about last quarter", "and so far this month",
            "and today?", "what about last Monday", "and since Sunday", "same for last week", "and for 2025",
            "how about the day before yesterday",
        ],
        "followup.category": [
            "what about rent?", "and groceries?", "how about dining", "and for transport", "same for utilities",
            "what about food", "and on health?", "how about entertainment?", "and shopping", "what about travel",
            "same for subscriptions", "and for salary", "how about coffee", "and on eating out", "what about gas",
        ],
        "followup.merchant": [
            "and at Amazon?", "what about at Trader Joe's", "how about at Shell", "and at the farmers market",
            "same for at Costco", "and from Uber?", "what about with Netflix", "how about from Whole Foods",
            "and at Starbucks", "what about at the pharmacy", "and with Lyft", "how about at IKEA", "and for at Target",
            "what about from Apple", "and at Chipotle?",
        ],
        "followup.show": [
            "show them", "list them", "show me them", "show me those", "see them", "show the transactions",
            "list those transactions", "show me the transactions", "which ones", "which transactions were they",
            "what were they", "what are those", "break it down", "itemise that", "show me the list",
            "please show them",
        ],
        "followup.why": [
            "why?", "why", "how do you know", "how did you get that", "explain", "explain that", "where does that come from",
            "show your work", "why is that", "how is that", "please explain", "explain that please", "hey buddy why",
            "ok why", "so why",
        ],
        "confirm.yes": [
            "yes", "yeah", "yep", "yup", "sure", "yes please", "please do", "do it", "go ahead", "that one", "correct",
            "right",
        ],
        "transactions.recent": [
            "show my last 5 transactions", "show me my recent transactions", "list my last 10 transactions",
            "what were my recent transactions", "my latest transactions", "give me my 3 most recent transactions",
            "what are my last 4 payments", "any new activity", "anything new", "what happened recently",
            "what has happened in my accounts lately", "show me the newest transactions", "hey buddy, my last 5 transactions please",
            "get my most recent transactions", "what went through lately", "show me my last three transactions",
        ],
        "spending.recent": [
            "my last 3 expenses", "show my recent purchases", "what did I buy recently", "what did we buy lately",
            "list my last 10 expenses", "what were my last 5 purchases", "show me my latest expenses",
            "give me my 3 most recent purchases", "what did I pay for last", "what were the last 3 things I bought",
            "what are the last things we paid for", "what did I spend money on recently", "please show me my recent spending",
            "my newest purchases", "show me the last five expenses",
        ],
        "followup.pick": [
            "the second one", "tell me about the 3rd one", "the first one", "what was the second transaction",
            "show me the fourth one", "open the 2nd one", "details of the first expense", "more about the third one",
            "pick the second one", "what about the fifth one", "and the sixth one", "number 2", "item 3",
            "select the first suggestion", "what is the tenth one", "now the twenty first one",
        ],
        "confirm.no": [
            "no", "nope", "nah", "no thanks", "neither", "none of those", "none of them", "no thank you", "nope thanks",
            "no please", "well no",
        ],
        "flow.cancel": [
            "cancel", "never mind", "nevermind", "forget it", "forget that", "stop", "abort", "cancel please",
            "please cancel", "ok never mind", "just forget it",
        ],
        "decline.markets": [
            "how much is bitcoin worth", "what's the price of apple stock", "should I invest in index funds",
            "how is the stock market doing", "is it a good time to buy gold", "how much is tesla stock",
            "what's the nasdaq at", "should I buy crypto", "what are ethereum prices", "is investing in etfs smart",
            "how are my stocks doing", "what's the dow jones today", "give me investment advice", "what shares should I buy",
            "price of gold today",
        ],
        "decline.rates": [
            "what is the current interest rate", "what's the exchange rate for euros", "what are mortgage rates today",
            "what's the dollar to yen rate", "what's the inflation rate", "how high is inflation", "current exchange rates",
            "what's the euro to dollar", "what apr will I get", "are interest rates going up", "mortgage rates this week",
            "dollar to pounds", "what is inflation now", "exchange rate please", "tell me the interest rates",
        ],
        "decline.credit": [
            "what's my credit score", "what's my credit report say", "check my credit score", "how is my credit rating",
            "what is my fico", "get my credit report", "improve my credit score", "is my credit score good",
            "show my credit score", "credit score please", "what's a good credit score", "my fico score",
            "pull my credit report", "how do credit scores work", "what is my credit rating",
        ],
        "decline.tax": [
            "how much tax will I owe this year", "how much taxes do I owe", "what tax should I pay", "when will my tax refund come",
            "how much tax on my salary", "what taxes apply to freelance work", "tax return will be when",
            "what tax bracket am I in", "how much tax is deducted", "do taxes apply to gifts", "what taxes do I pay",
            "how much tax do I pay", "what tax rate applies", "irs will audit me", "how much taxes on bonus",
        ],
        "decline.banking": [
            "open a new bank account", "what's my routing number", "order a new debit card", "freeze my card",
            "report a lost card", "increase my credit limit", "activate my new card", "find an atm near me",
            "what are the bank's opening hours", "change my pin", "set up direct deposit", "apply for a loan",
            "talk to customer service", "what's my account number", "replace my credit card",
        ],
    ]
}
