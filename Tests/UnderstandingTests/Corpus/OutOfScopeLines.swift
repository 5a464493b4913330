/// Lines that are not about this person's money records: Buddy must not answer them with a
/// number or a write. Grouped by the domain they come from.
enum OutOfScopeLines {
    static let weather = [
        "what's the weather like today", "will it rain tomorrow", "how hot will it be this weekend",
        "is it going to snow next week", "what's the forecast for Saturday", "do I need an umbrella today",
        "how cold is it outside", "what's the temperature in Chicago", "when is sunset today",
        "is there a storm warning", "how windy is it", "what was the weather like last week",
        "will it be sunny on Friday", "what's the humidity", "is it foggy this morning",
    ]
    static let travel = [
        "book a flight to Paris", "find me a hotel in Rome for next weekend", "how long is the flight to Tokyo",
        "what time does my train leave", "is my flight delayed", "what's the best way to get to the airport",
        "how far is Boston from New York", "find car rentals near me", "do I need a visa for Japan",
        "what's the time difference with London", "recommend a beach destination", "check in for my flight",
        "how many miles to Denver", "show me things to do in Barcelona", "what gate does my plane leave from",
        "when does the museum open",
    ]
    static let cooking = [
        "how do I make pancakes", "give me a recipe for lasagna", "how long do I boil an egg",
        "what can I cook with chicken and rice", "convert 2 cups to grams", "how many tablespoons in a cup",
        "what temperature to bake bread", "is it safe to eat raw cookie dough", "suggest a vegetarian dinner",
        "how do you make guacamole", "what wine goes with salmon", "set a timer for 10 minutes",
        "how much sugar in a cake", "what's a substitute for buttermilk", "how long to roast a turkey",
    ]
    static let smartHome = [
        "turn off the lights", "set the thermostat to 70", "lock the front door", "play some jazz",
        "turn up the volume", "dim the bedroom lights to 30 percent", "is the garage door open",
        "start the vacuum", "set an alarm for 7", "wake me up at 6 30", "turn on the tv", "what's playing on spotify",
        "skip this song", "open the blinds", "call mom", "text Sam that I'm running late", "remind me to water the plants",
        "add milk to my shopping list",
    ]
    static let trivia = [
        "who was the first president", "what is the capital of Australia", "how tall is Mount Everest",
        "tell me a joke", "who won the world cup in 2018", "how many planets are there", "what is the meaning of life",
        "who wrote Hamlet", "how old is the universe", "what's 15 times 23", "spell necessary",
        "what does photosynthesis mean", "who is the richest person in the world", "how many people live in Canada",
        "translate hello into Spanish", "what year did the Titanic sink", "what's your favourite colour",
        "are you a robot", "sing me a song", "what day is it today", "what time is it",
    ]
    static let bankingServices = [
        "open a new bank account", "apply for a loan", "what's my routing number", "order a new debit card",
        "freeze my card", "report a lost card", "increase my credit limit", "activate my new card",
        "find an atm near me", "what are the bank's opening hours", "change my pin", "dispute a charge with my bank",
        "set up direct deposit", "close my savings account at the bank", "talk to a customer service agent",
    ]
    /// Questions about money that the store cannot answer: declined with a reason.
    static let unanswerableMoney = [
        "what's my credit score", "what is the current interest rate", "what's the price of apple stock",
        "how much is bitcoin worth", "what's the exchange rate for euros", "should I invest in index funds",
        "what are mortgage rates today", "how is the stock market doing", "what's the dollar to yen rate",
        "is it a good time to buy gold", "how much tax will I owe this year", "what's my credit report say",
        "how much is tesla stock", "what's the inflation rate",
    ]

    static var all: [String] {
        weather + travel + cooking + smartHome + trivia + bankingServices + unanswerableMoney
    }
}
