/// The words a question never takes as part of the name of a shop the store does not have
/// (the grammar's `not-names` word list: "average", "most", "summer"…), by stem.
///
/// A question's `{merchant:text}` is any run of words, so without them "how much did I spend at
/// trader joes on average" asks about a shop called "trader joes on average", and "what did I
/// spend most on" about one called "most": each answered "nothing". A payee the store has keeps
/// its whole name, and commands (recording a purchase) may name anything.
struct NotNames: Sendable {
    /// The grammar's word list of them.
    static let listName = "not-names"
    /// The slots whose free text they stay out of: a shop's name; a bank's ("savings balance
    /// at end of september" asks about no bank called "end of september"); and the thing a
    /// question is about buying ("can i afford a $60 dinner without blowing my dining budget"
    /// asks of the budget, not of a thing called that).
    static let slots: Set<String> = ["merchant", "bank", "what"]
    /// The slots whose free text a keyword rule ends at one of them: a shop's and a bank's
    /// name. (`what` is the thing a purchase being recorded is for, "12 day pass", and rules do
    /// not tell questions from commands.)
    static let textRunSlots: Set<String> = ["merchant", "bank"]

    /// Whether `slots` holds, in one of ``slots``, a name spoilt by one of them.
    func spoilsName(in slots: [String: SlotValue], payees: StoredNames) -> Bool {
        Self.slots.contains { slot in
            if case .text(let name)? = slots[slot] { spoil(name, payees: payees) } else { false }
        }
    }

    /// The stems of the list's one-word entries.
    let stems: Set<String>

    /// Reads the `not-names` list of `grammar` (none when it has no such list).
    init(grammar: Grammar) {
        stems = Set((grammar.wordLists[Self.listName] ?? []).compactMap { $0.count == 1 ? Inflection.stem($0[0]) : nil })
    }

    /// Whether the stem `stem` is one of them.
    func contains(stem: String) -> Bool {
        stems.contains(stem)
    }

    /// Whether `name`, read as a shop's name, holds one of them and is no payee the store has.
    func spoil(_ name: String, payees: StoredNames) -> Bool {
        let tokens = Normalizer.tokens(name)
        guard tokens.contains(where: { stems.contains(Inflection.stem($0)) }) else { return false }
        return !payees.names(in: tokens, at: 0).contains { $0.length == tokens.count }
    }
}
