import CEditLine
import Foundation

/// Line editing for the REPL through libedit: arrows, history (kept in a file), Ctrl-R search,
/// tab completion of words the caller supplies, any UTF-8 text, and Ctrl-C to give up a line.
public final class LineEditor {
    /// What reading a line gave.
    public enum Input: Equatable {
        /// A line, without its newline.
        case line(String)
        /// Ctrl-C: the line being typed was given up, as in a shell.
        case interrupted
        /// End of input (Ctrl-D on an empty line).
        case end
    }

    private let historyFile: String?

    /// Starts line editing; loads `historyFile` when it exists, keeping at most `historyLimit` lines.
    /// From here on Ctrl-C no longer ends the program: it gives up the line being typed.
    public init(name: String, historyFile: String?, historyLimit: Int32 = 1000) {
        self.historyFile = historyFile
        // Before libedit starts, which reads the locale's character set once.
        TerminalCharacters.adoptLocale()
        buddy_catch_interrupts()
        buddy_set_readline_name(strdup(name))
        using_history()
        stifle_history(historyLimit)
        if let historyFile {
            let folder = (historyFile as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
            if FileManager.default.fileExists(atPath: historyFile) { _ = read_history(historyFile) }
        }
        buddy_set_attempted_completion(Completion.attempt)
        buddy_set_completion_append_character(32)
    }

    /// The words Tab completes (matched case-insensitively against the word being typed).
    public var completionWords: [String] {
        get { Completion.words }
        set { Completion.words = newValue }
    }

    /// Reads one line with editing. After Ctrl-C the cursor is on a new line, ready for the
    /// next prompt.
    public func read(prompt: String) -> Input {
        _ = buddy_take_interrupt()
        let raw = readline(prompt)
        defer { free(raw) }
        if buddy_take_interrupt() != 0 {
            // As a shell does: the line stays on screen, marked as given up.
            print("^C")
            fflush(nil)
            return .interrupted
        }
        guard let raw else { return .end }
        return .line(String(cString: raw))
    }

    /// Adds a line to the history and saves the history file (owner-only).
    public func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        add_history(line)
        if let historyFile {
            _ = write_history(historyFile)
            chmod(historyFile, 0o600)
        }
    }
}

/// The completion callbacks libedit calls; C function pointers cannot capture, so the words
/// live here.
enum Completion {
    nonisolated(unsafe) static var words: [String] = []
    nonisolated(unsafe) static var matches: [String] = []

    static let attempt: @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, _, _ in
        let prefix = text.map { String(cString: $0) } ?? ""
        Completion.matches = Completion.words.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
        guard !Completion.matches.isEmpty else { return nil }
        return rl_completion_matches(text, Completion.generate)
    }

    static let generate: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, state in
        let index = Int(state)
        guard index < Completion.matches.count else { return nil }
        return strdup(Completion.matches[index])
    }
}
