import Foundation

/// The person's home folder, as their shell has it: `$HOME` when set to an absolute path (a
/// sandbox, a container, `sudo -H`), else the account's home. `~` in a path is this folder.
public enum HomeFolder {
    /// The home folder.
    public static var path: String {
        if let raw = getenv("HOME"), raw.pointee != 0 {
            let home = String(cString: raw)
            if home.hasPrefix("/") { return home }
        }
        return NSHomeDirectory()
    }

    /// `path` with a leading `~` or `~/` as the home folder (`~name/` as that account's home).
    public static func expanding(_ path: String) -> String {
        if path == "~" { return self.path }
        if path.hasPrefix("~/") { return (self.path as NSString).appendingPathComponent(String(path.dropFirst(2))) }
        return (path as NSString).expandingTildeInPath
    }
}
