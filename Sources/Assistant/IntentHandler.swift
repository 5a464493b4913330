import Understanding

/// The method that answers an intent, and whether answering it may change anything.
///
/// Every handler in ``Assistant/handlers`` is registered as `.reads` or `.writes`, so an intent
/// cannot be given code without saying which. An intent with no handler replies with its
/// template alone and changes nothing.
struct IntentHandler: Sendable {
    /// What answering an intent may do.
    enum Effect: Sendable {
        /// Only looks: a question, a list, a report, an explanation.
        case reads
        /// May change the store or write a file: recording, transfers, edits, deletions, budgets,
        /// bills, goals, splits, people, categories, accounts, rules, settings, imports, exports.
        case writes
    }

    /// What answering may do.
    let effect: Effect
    /// The method that answers, given the assistant.
    let run: @Sendable (Assistant) -> (Match) throws -> Answer

    /// A handler that only reads.
    static func reads(_ run: @escaping @Sendable (Assistant) -> (Match) throws -> Answer) -> IntentHandler {
        IntentHandler(effect: .reads, run: run)
    }

    /// A handler that may change the store or write a file.
    static func writes(_ run: @escaping @Sendable (Assistant) -> (Match) throws -> Answer) -> IntentHandler {
        IntentHandler(effect: .writes, run: run)
    }
}
