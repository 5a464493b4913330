import BuddyCore

extension IntentDefinition {
    /// An intent's patterns and rules: held, or read back from the grammar cache the first time
    /// they are asked for. A line is matched by the compiled index, not by these, so a process
    /// answering one question seldom reads any.
    struct Phrasings: Sendable, Equatable {
        private var heldPatterns: [PatternSource] = []
        private var heldRules: [RuleSource] = []
        /// What reads them, until they are held.
        private var deferred: Deferred<Parts>?

        /// The patterns and rules, as read.
        typealias Parts = (patterns: [PatternSource], rules: [RuleSource])

        /// No patterns and no rules.
        init() {}

        /// Patterns and rules that `read` reads when they are first asked for.
        init(reading read: @escaping @Sendable () -> Parts) {
            deferred = Deferred(read)
        }

        var patterns: [PatternSource] {
            get { deferred?.value.patterns ?? heldPatterns }
            _modify {
                hold()
                yield &heldPatterns
            }
        }

        var rules: [RuleSource] {
            get { deferred?.value.rules ?? heldRules }
            _modify {
                hold()
                yield &heldRules
            }
        }

        /// Reads them now when they are still to be read, to change them.
        private mutating func hold() {
            guard let deferred else { return }
            (heldPatterns, heldRules) = deferred.value
            self.deferred = nil
        }

        static func == (left: Self, right: Self) -> Bool {
            left.patterns == right.patterns && left.rules == right.rules
        }
    }
}
