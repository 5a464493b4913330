import Finance
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
            try ExportFile.write(text, to: path)
        } catch let error as FinanceError {
            throw UserError(error)
        }
    }
}
