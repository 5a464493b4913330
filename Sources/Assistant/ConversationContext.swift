import BuddyCore
import Finance
import Understanding

/// What the conversation remembers between lines: the last question (for "and last month?"),
/// the rows behind the last total ("show them"), how the last answer was found ("why?"), a
/// question Buddy is waiting to have answered, the "did you mean" suggestions (for "yes"), the
/// list of transactions on screen ("the second one"), the transaction "that" means, the ones
/// just recorded ("both were cash"), an import waiting for its file, and a change waiting to be
/// confirmed.
struct ConversationContext {
    /// A question Buddy asked because a slot was missing; the next line may answer it.
    struct PendingQuestion {
        /// The intent's match so far.
        var match: Match
        /// What was asked.
        var question: IntentDefinition.SlotQuestion
        /// The type of the slot the answer fills.
        var type: SlotType
        /// The line that was asked about, which an answer saying more than the slot is read with.
        var line = ""
    }

    /// How the last answer was found, for "why?".
    struct Explanation {
        var input: String
        var match: Match
        /// What was done with the match, in words.
        var query: String
        /// The rows a total added up; the statement is written out only when asked "why?".
        var filter: TransactionFilter?
    }

    /// The number of the line being answered, counted from 1.
    var turn = 0
    /// The last question answered, with the slots it used after defaults.
    var lastQuestion: Match?
    /// The number of the line that asked it: a follow-up asks again only the question of the
    /// line just before.
    var lastQuestionTurn = 0
    /// The last change with an amount that "and 25 more" makes again, and the number of its line.
    var lastChange: (match: Match, turn: Int)?
    /// The last change made by a line in one step to undo (not a recording, an undo or a redo),
    /// on which turn, and how many steps there were to undo after it: the next line may put it
    /// right in place of it ("pause netflix", then "no, spotify instead").
    var lastWrite: (match: Match, turn: Int, steps: Int)?
    /// The last move of many rows to a category, and the number of its line, for "oops, I meant
    /// dining" on the line after it.
    var lastMove: (match: Match, turn: Int)?
    /// The turn whose line took something away (see ``Assistant/deletions``), for "bring it back".
    var deletedOnTurn: Int?
    /// The turn on which the last "undo" took something back: "bring it back" right after does it again.
    var undoneOnTurn: Int?
    /// The steps to undo (counted from the first) that took something away.
    var deletionSteps: Set<Int> = []
    /// The transactions behind the last total.
    var lastFilter: TransactionFilter?
    /// How the last answer was found.
    var explanation: Explanation?
    /// The question waiting for an answer.
    var pending: PendingQuestion?
    /// The suggestions made for the line before, if it was not understood.
    var suggestions: [String] = []
    /// The transactions of the list on screen, in the order shown: what “the second one” and
    /// “the last one” mean. An answer that shows transactions replaces it (see
    /// ``Answer/listed``); any other answer, except those about the list itself
    /// (``Assistant/aboutTheList``), takes it off the screen.
    var shownList: [DetailedTransaction] = []
    /// The import rules on screen, by their patterns in the order shown, for "remove the first
    /// one" right after "show my rules".
    var shownRules: [String] = []
    /// The recurring items of the list of what is due on screen, by name in the order shown, for
    /// "the first one" right after "what bills are due this month".
    var shownBills: [String] = []
    /// The transaction “that” and “it” mean: the one just added, picked or found, or the only
    /// one of the list on screen.
    var focus: Int64?
    /// The day or month the last answer that singled one out named ("your biggest spending day
    /// was Sun 1 Nov"), and on which turn: "that day" on the next line is this day.
    var singledOut: (period: Period, turn: Int)?
    /// The transactions recorded by the last answers, in order, while each answer recorded or
    /// changed one: what "both were cash" and "they were all on the visa" mean.
    var recorded: [Int64] = []
    /// An import or preview that was asked for without a file Buddy could find: a next line
    /// that names a file ("it's in downloads, nov.csv") gives it.
    var fileAsked: Match?
    /// The line that named a day that does not exist ("spent 5 on feb 30"), and its turn: "i
    /// meant the 20th" next says it again with that day.
    var impossibleDay: (line: String, turn: Int)?
    /// A line that said too little and was asked back about ("change my budget").
    struct AskedBack {
        /// The line asked about.
        var line: String
        /// The intents the next line may complete it as (``IntentDefinition/answeredBy``).
        var intents: [String]
        /// The intent that asked back, whose `again` reply asks once more.
        var asker: String
    }

    /// A line that said too little and was asked back about, while the next line may answer.
    var askedBack: AskedBack?
    /// An amount said alone ("45") and asked about ("What was $45.00?"): the line it was said in,
    /// and the amount, while the next line may say what it was for.
    var amountAlone: (line: String, amount: SlotValue)?
    /// The goal the line before set, for a deadline said after it ("by march").
    var goalAdded: String?
    /// The readings offered by "Do you mean …?" for a line that read two ways, in the order offered.
    var choices: [Match] = []
    /// A change waiting for a yes or no.
    var confirmation: PendingConfirmation?
    /// What the last answered line was about, for "it" and "that" in the next.
    var topic: ConversationTopic?
    /// The topic before the line being answered, which an answer about the same kind of thing
    /// keeps.
    var earlierTopic: ConversationTopic?
}

/// A change Buddy asked to confirm ("Delete $4.50 · Coffee?"): a yes runs it, a no or
/// "cancel" drops it, and any other line drops it and is answered as itself.
struct PendingConfirmation {
    /// The intent whose reply templates render the outcome (`done`, `kept`).
    var intent: String
    /// Makes the change and says how it went.
    var action: () throws -> Answer
    /// The answer to a no.
    var declined = Answer(variant: "kept")
    /// The intent whose reply templates render the no, when not ``intent``'s.
    var declinedBy: String? = nil
    /// Makes the change with the amount the answer says instead ("just 20" to "Settle all of
    /// it?"); nil when an amount answers nothing here.
    var withAmount: ((Money) throws -> Answer)? = nil
}
