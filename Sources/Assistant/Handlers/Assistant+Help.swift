import Understanding

/// "help" and "what can you do": the topics of the grammar with up to three examples each.
extension Assistant {
    func help(_ match: Match) throws -> Answer {
        var order: [String] = []
        var examples: [String: [String]] = [:]
        for intent in understander.grammar.intents where !intent.examples.isEmpty {
            guard let topic = intent.settings["topic"], topic != "Conversation" else { continue }
            if examples[topic] == nil { order.append(topic) }
            examples[topic, default: []].append(intent.examples[0])
        }
        let topics: [[String: Any]] = order.map { topic in
            ["name": topic, "examples": examples[topic, default: []].prefix(3).map { "“\($0)”" }.joined(separator: ", ")]
        }
        return Answer(values: ["topics": topics])
    }
}
