import Finance
import Foundation

/// Writing a command's text to a file, or to standard output.
enum OutputFile {
    /// Fails, before anything is worked out, when `path` could not be written: not an ordinary
    /// file, in a folder that does not exist, or an existing file without `replacing`.
    static func check(_ path: String?, replacing: Bool) throws {
        guard let path, path != "-" else { return }
        do {
            if case .existing = try ExportFile.target(of: path), !replacing {
                throw UserError("\(path) already exists; nothing was written. Add --yes to replace it")
            }
        } catch let error as FinanceError {
            throw UserError("nothing was written: \(error.message)")
        }
    }

    /// Writes `text` to `path` (a new file, or an existing ordinary file when `replacing`; see
    /// ``ExportFile``) and returns the absolute path written, or prints it and returns nil when
    /// `path` is nil or "-".
    @discardableResult
    static func write(_ text: String, to path: String?, replacing: Bool) throws -> String? {
        guard let path, path != "-" else {
            print(text, terminator: "")
            return nil
        }
        do {
            return try ExportFile.write(text, to: path, replacing: replacing)
        } catch let error as FinanceError where error.code == .conflict {
            throw UserError("\(error.message); nothing was written. Add --yes to replace it")
        } catch let error as FinanceError {
            throw UserError("nothing was written: \(error.message)")
        }
    }
}
