import Foundation

/// Scripted mode: lines from a pipe or a file, each answered in order. No line stops the run;
/// one Buddy does not understand gets an answer saying so.
public struct ScriptedConversation {
    /// What one line of input leads to.
    public enum Step {
        /// A blank line or a `#` comment: no answer.
        case skipped
        /// An exit word: the conversation ends.
        case leave
        /// The answer to the line.
        case reply(Reply)
    }

    /// Words that end a conversation when typed alone on a line.
    public static let exitWords: Set<String> = ["quit", "exit", "bye", "goodbye", ":q"]

    /// The assistant that answers.
    public let assistant: Assistant

    /// Creates a scripted conversation with `assistant`.
    public init(assistant: Assistant) {
        self.assistant = assistant
    }

    /// The step for one line as read, without its newline (bytes that are not UTF-8 already
    /// replaced by U+FFFD, as `readLine` does).
    public func step(_ line: String) -> Step {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return .skipped }
        if Self.exitWords.contains(trimmed.lowercased()) { return .leave }
        return .reply(assistant.respond(to: line))
    }
}
