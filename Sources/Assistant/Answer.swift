import BuddyCore
import Finance

/// What an intent handler produced: the reply variant, the values its template reads, and the
/// slots and amount the JSON output reports.
struct Answer {
    /// The reply variant to render (`""` for the default).
    var variant = ""
    /// Values for the template.
    var values: [String: Any] = [:]
    /// The slots the answer used, after defaults.
    var slots: [String: ReplySlot] = [:]
    /// The amount the answer is about.
    var amount: Money?
    /// For "why?": what was done to answer, in words (with the statement that ran, if any).
    var query: String?
    /// For "why?": the rows a total added up.
    var filter: TransactionFilter?
    /// The transactions the answer shows, in order: they become the list on screen, which
    /// “the second one” and “the last one” refer to (and “that”, when there is one row).
    var listed: [DetailedTransaction]?
    /// Whether the answer says that what was asked could not be done, and nothing was changed
    /// (see ``Reply/failed``).
    var failed = false
    /// What the answer left out, as the line named it ("without rent"): said after the reply.
    /// A line that asked to leave something out gets no answer that does not.
    var leftOut: [String] = []
    /// The one day or month the answer picks out ("your biggest spending day was Sun 1 Nov"),
    /// which "that day" or "that month" in the next lines stands for.
    var singledOut: Period?
}
