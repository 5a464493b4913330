import Foundation

/// Writing exports and backups to disk.
public enum ExportFile {
    /// Writes `text` to `path` atomically (a reader never sees half a file) and readable by its
    /// owner only, as it holds financial records.
    public static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        } catch {
            throw FinanceError(.storeUnavailable, "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
