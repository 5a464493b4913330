import Foundation

/// Writing a command's text to a file, or to standard output.
enum OutputFile {
    /// Writes `text` to `path` atomically and readable by its owner only (it holds financial
    /// records), or prints it when `path` is nil or "-".
    static func write(_ text: String, to path: String?) throws {
        guard let path, path != "-" else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        } catch {
            throw UserError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
