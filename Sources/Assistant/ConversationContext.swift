import Finance
import Understanding

/// What the conversation remembers between lines: the last question (for "and last month?")
/// and the transactions added (for "undo").
struct ConversationContext {
    /// The last question answered, with the slots it used after defaults.
    var lastQuestion: Match?
    /// Transactions added in this conversation, newest last.
    var added: [Transaction] = []
}
