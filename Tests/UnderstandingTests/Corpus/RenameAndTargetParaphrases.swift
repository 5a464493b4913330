/// Phrasings of a goal's new target, an account's new name and an account's kind, written by
/// someone who had not read the grammars (the ones read right; the others are in the closing figures).
extension Paraphrases {
    /// Phrasings by intent, joined to ``byIntent``.
    static let renamesAndTargets: [String: [String]] = [
        "goal.target": [
            "raise the vacation goal to 3000", "change my holiday fund target to £2,500",
            "can you bump the car fund up to 15k", "lower the New Car target to $12,000 please",
            "actually make the holiday fund target 1800 instead", "update new car goal amount to 9,500",
            "increase teh car fund target to 22000", "new target for Vacation: 3,750",
            "I'd like to aim for 5k on the holiday savings goal now", "cut the new car goal to 10000",
            "pls change the target on vacation to 2750 dollars", "my car fund target needs to go up to 16,500",
            "edit the holiday goal, target 3200", "the goal amount for vacation is now 2600",
            "let's go for 25000 on the car goal instead", "modify target amount of New Car goal to 11000",
            "change how much i need for the vacation goal to $3,300",
        ],
        "account.kind": [
            "savings should be a checking account",
            "Switch Cash to credit card",
            "oh, Credit Card is actually a savings account",
            "set checking as cash",
            "my Savings account is really a current account",
            "turn cash into a savings account please",
            "it's a credit card, not a savings account",
            "make it a cash account instead",
            "change the type of Savings to checking",
            "please change the kind of checking to credit card",
            "mark credit card as a cash account",
            "Cash should be listed as a current account, not cash",
            "update savings account type: credit card",
        ],
        "account.rename": [
            "rename Checking to Everyday", "call my savings account Rainy Day from now on",
            "change the name of the credit card account to Visa", "can you rename cash to Wallet",
            "i want my checking account to be called Joint", "rename 'Credit Card' as 'Amex'",
            "please relabel my cash account as Pocket Money", "change checking's name to Current Account",
            "renmae savings to Nest Egg", "let's call the credit card Mastercard instead",
            "update account name: Cash to Petty Cash", "the checking account should be named Bills",
            "give the savings account a new name, Rainy Day Pot", "switch the name of my Cash account to Spending",
            "rename my card account to Barclaycard", "could you change Savings to be called ISA please",
            "checking needs a new name - Joint Account", "set the name of credit card to Chase Sapphire",
            "call cash 'Wallet' instead", "i'd like to rename the savings acct to High Yield",
            "change the credit card name to Visa Gold", "rename account Checking -> Household",
            "pls rename my cash one to Float",
        ],
    ]
}
