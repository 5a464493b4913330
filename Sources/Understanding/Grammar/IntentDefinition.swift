/// One intent as a grammar file defines it: its phrasings, examples, replies and settings.
public struct IntentDefinition: Sendable {
    /// A pattern with the text it was written as and where.
    public struct PatternSource: Sendable {
        /// The compiled pattern.
        public let pattern: Pattern
        /// The pattern as written.
        public let text: String
        /// The file it came from.
        public let file: String
        /// Its line in that file.
        public let line: Int
    }

    /// The intent's name, e.g. `spending.total`.
    public let name: String
    /// The phrasings that select it.
    public internal(set) var patterns: [PatternSource] = []
    /// Example sentences: shown in help and suggestions, and checked to match this intent.
    public internal(set) var examples: [String] = []
    /// Reply templates (Mustache) by variant; `""` is the default variant.
    public internal(set) var replies: [String: [String]] = [:]
    /// Settings such as `orientation`, `default-period` and `topic`.
    public internal(set) var settings: [String: String] = [:]
    /// Where the intent was first defined.
    public let file: String
    /// The line of its `intent` header.
    public let line: Int

    /// Which way bare period names point for this intent (past unless set to `future`).
    public var orientation: Orientation {
        settings["orientation"].flatMap(Orientation.init(rawValue:)) ?? .past
    }

    /// The reply templates for `variant`, falling back to the default variant.
    public func templates(for variant: String) -> [String] {
        if let chosen = replies[variant], !chosen.isEmpty { return chosen }
        return replies[""] ?? []
    }
}
