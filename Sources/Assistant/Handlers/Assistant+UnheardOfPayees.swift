import Finance

/// Questions about a shop the person's records have never had: "how much did I spend at costco"
/// with no Costco row, or a word read as a shop's name that is none ("in a single day").
extension Assistant {
    /// `answer`, a reply that found nothing, said of a payee no row has had on any day: its
    /// variant becomes `unknown`, whose reply says the name was not found rather than that
    /// nothing was spent "at single". Any other answer is returned as it is.
    func sayingUnheardOf(_ answer: Answer) throws -> Answer {
        guard answer.variant == "zero", let filter = answer.filter, let name = filter.text, filter.payees == nil,
              try ledger.reports.payees(named: name, limit: 1).isEmpty else { return answer }
        var unknown = answer
        unknown.variant = "unknown"
        return unknown
    }
}
