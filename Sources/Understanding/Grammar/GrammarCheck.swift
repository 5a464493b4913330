/// Checks a grammar against its own examples: every example must be understood as its own
/// intent and no other (an example another intent takes is "stolen"); examples that other
/// intents could also read are listed as overlaps, which the more specific pattern wins.
public struct GrammarCheck: Sendable {
    /// One thing the check found.
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        /// How serious it is.
        public enum Kind: String, Sendable {
            /// The example is not understood at all.
            case unmatched
            /// The example is understood as another intent.
            case stolen
            /// Another intent can read the example too, but scores lower.
            case overlap
        }

        public let kind: Kind
        /// Where the intent is defined.
        public let file: String
        public let line: Int
        /// The intent the example belongs to.
        public let intent: String
        public let example: String
        /// The intent that took the example, or the other intents that could read it.
        public let others: [String]

        /// Whether the finding makes the grammar wrong (overlaps do not).
        public var isError: Bool { kind != .overlap }

        public var description: String {
            let place = "\(file):\(line)"
            switch kind {
            case .unmatched: return "\(place): error: example “\(example)” of \(intent) is not understood"
            case .stolen: return "\(place): error: example “\(example)” of \(intent) is taken by \(others.joined(separator: ", "))"
            case .overlap: return "\(place): overlap: example “\(example)” of \(intent) can also be read as \(others.joined(separator: ", "))"
            }
        }
    }

    let understander: Understander

    /// Creates a check of the grammar `understander` was built from.
    public init(understander: Understander) {
        self.understander = understander
    }

    /// Every finding, errors and overlaps, in grammar order.
    public func run(in context: UnderstandingContext) -> [Finding] {
        var findings: [Finding] = []
        for intent in understander.grammar.intents {
            for example in intent.examples {
                let finding = { (kind: Finding.Kind, others: [String]) in
                    Finding(kind: kind, file: intent.file, line: intent.line, intent: intent.name, example: example, others: others)
                }
                guard case .understood(let match) = understander.understand(example, in: context) else {
                    findings.append(finding(.unmatched, []))
                    continue
                }
                if match.intent != intent.name {
                    findings.append(finding(.stolen, [match.intent]))
                    continue
                }
                let others = understander.intentsReading(example, in: context).filter { $0 != intent.name }
                if !others.isEmpty { findings.append(finding(.overlap, others)) }
            }
        }
        return findings
    }
}
