import Finance
import Understanding

/// Teaching Buddy new names for categories in conversation.
extension Assistant {
    func addSynonym(_ match: Match) throws -> Answer {
        guard let phrase = match.text("phrase"), let category = match.category() else {
            throw FinanceError(.invalidInput, "I need a phrase and a category, e.g. “call coffee shops dining”")
        }
        let name = try ledger.categories.addSynonym(phrase, for: category)
        storeChanged()
        return Answer(values: ["phrase": phrase.lowercased(), "category": name],
                      slots: ["phrase": .text(phrase.lowercased()), "category": .text(name)],
                      query: "stored “\(phrase.lowercased())” as a synonym of the category \(name)")
    }
}
