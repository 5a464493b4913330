/// A problem in a grammar file, with the file and line it is on.
public struct GrammarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path (or a name for text not read from a file).
    public let file: String
    /// The 1-based line number, or 0 when the problem is not on one line.
    public let line: Int
    /// What is wrong.
    public let message: String

    /// Creates an error.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
    }
}
