/// A clause at the end of a recording that says where it goes: "vet 140 put it under pets",
/// "lunch 12, file it under work", "flowers 30 under gifts".
extension Understander {
    /// Words that introduce the clause.
    private static let categoryLeads: [[String]] = [
        ["put", "it", "under"], ["put", "it", "in"], ["put", "it", "into"], ["put", "that", "under"], ["put", "that", "in"],
        ["file", "it", "under"], ["file", "it", "as"], ["file", "that", "under"], ["stick", "it", "under"], ["stick", "it", "in"],
        ["categorise", "it", "as"], ["categorize", "it", "as"], ["categorise", "as"], ["categorize", "as"], ["filed", "under"],
        ["count", "it", "as"], ["under"],
    ]

    /// The category clause that ends `tokens`: where it starts, and the category it names; nil
    /// when there is none.
    func categoryClause(in tokens: [String], _ context: UnderstandingContext) -> (start: Int, category: SlotValue)? {
        // The earliest start that reads to the end, so that "put it under" is taken whole.
        for start in tokens.indices.dropFirst() {
            for lead in Self.categoryLeads where tokens[start...].starts(with: lead) {
                var words = Array(tokens[(start + lead.count)...])
                if ["the", "my"].contains(words.first) { words.removeFirst() }
                if ["category", "categories"].contains(words.last) { words.removeLast() }
                guard !words.isEmpty, words.count <= 3,
                      let category = readSlot(.category, from: words.joined(separator: " "), in: context) else { continue }
                return (start, category)
            }
        }
        return nil
    }
}
