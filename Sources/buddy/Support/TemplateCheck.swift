import Foundation
import Understanding

/// Remembers, under `$XDG_CACHE_HOME/budget-buddy/`, the grammar whose reply templates were
/// last all compiled without error, so that later runs over the same grammar files compile
/// only the templates they use. A grammar file that changes changes the fingerprint, and the
/// templates are checked again; a cache file that is missing or cannot be read is as if no
/// grammar had been checked, and is written again.
enum TemplateCheck {
    /// The cache file.
    static var file: String { (Paths.cacheFolder as NSString).appendingPathComponent("grammar-checked") }

    /// What the file holds for `grammar`: this format's name and the grammar's fingerprint.
    static func record(_ grammar: Grammar) -> String {
        "budget-buddy templates checked v1 \(String(grammar.fingerprint, radix: 16))\n"
    }

    /// Whether `grammar`'s templates were all checked by an earlier run.
    static func isChecked(_ grammar: Grammar) -> Bool {
        guard let data = FileManager.default.contents(atPath: file) else { return false }
        return String(decoding: data, as: UTF8.self) == record(grammar)
    }

    /// Notes that `grammar`'s templates all compile; a cache that cannot be written is left as it is.
    static func remember(_ grammar: Grammar) {
        let fm = FileManager.default
        guard (try? fm.createDirectory(atPath: Paths.cacheFolder, withIntermediateDirectories: true,
                                       attributes: [.posixPermissions: 0o700])) != nil else { return }
        let temporary = file + ".\(getpid())"
        guard fm.createFile(atPath: temporary, contents: Data(record(grammar).utf8), attributes: [.posixPermissions: 0o600]) else { return }
        if rename(temporary, file) != 0 { try? fm.removeItem(atPath: temporary) }
    }
}
