import BuddyCore
import Foundation

/// Where Buddy keeps its files, after the XDG base directory conventions.
enum Paths {
    /// An environment variable's value, or nil when unset or empty. Read with `getenv`: Foundation's
    /// `ProcessInfo.environment` copies every variable into a dictionary on each call.
    static func environment(_ name: String) -> String? {
        guard let raw = getenv(name), raw.pointee != 0 else { return nil }
        return String(cString: raw)
    }

    private static func xdg(_ variable: String, fallback: String) -> String {
        // A relative value is passed over, as the XDG conventions ask.
        let base = environment(variable).flatMap { $0.hasPrefix("/") ? $0 : nil } ?? (HomeFolder.path as NSString).appendingPathComponent(fallback)
        return (base as NSString).appendingPathComponent("budget-buddy")
    }

    /// `$XDG_DATA_HOME/budget-buddy/buddy.sqlite`.
    static var defaultStore: String { (xdg("XDG_DATA_HOME", fallback: ".local/share") as NSString).appendingPathComponent("buddy.sqlite") }

    /// Whether `storePath` is in the default store's folder, which Buddy creates when missing.
    static func isInDefaultFolder(_ storePath: String) -> Bool {
        func folder(_ path: String) -> String {
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            return URL(fileURLWithPath: absolute).standardizedFileURL.deletingLastPathComponent().path
        }
        return folder(storePath) == folder(defaultStore)
    }

    /// `$XDG_CACHE_HOME/budget-buddy`: what Buddy can make again, kept to start faster.
    static var cacheFolder: String { xdg("XDG_CACHE_HOME", fallback: ".cache") }

    /// `$XDG_CACHE_HOME/budget-buddy/grammar.cache`: the compiled grammar.
    static var grammarCache: String { (cacheFolder as NSString).appendingPathComponent("grammar.cache") }

    /// The running executable's path, size and modification time: what a cache written by
    /// another build of Buddy differs in.
    static var executableIdentity: String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        var info = stat()
        guard stat(path, &info) == 0 else { return path }
        #if os(Linux)
        let modified = info.st_mtim
        #else
        let modified = info.st_mtimespec
        #endif
        return "\(path)\0\(info.st_size)\0\(modified.tv_sec).\(modified.tv_nsec)"
    }

    /// `$XDG_STATE_HOME/budget-buddy/history`.
    static var historyFile: String { (xdg("XDG_STATE_HOME", fallback: ".local/state") as NSString).appendingPathComponent("history") }

    /// `$XDG_CONFIG_HOME/budget-buddy/intents`: the person's own grammar files.
    static var userIntents: String { (xdg("XDG_CONFIG_HOME", fallback: ".config") as NSString).appendingPathComponent("intents") }

    /// `$XDG_CONFIG_HOME/budget-buddy/merchants.txt`: the person's own merchants, keywords and
    /// prefixes, read after the built-in list.
    static var userMerchants: String { (xdg("XDG_CONFIG_HOME", fallback: ".config") as NSString).appendingPathComponent("merchants.txt") }

    /// The built-in grammar folder: `$BUDDY_INTENTS`, `../share/budget-buddy/intents` beside the
    /// executable, or the `Intents/` folder of the source tree the executable was built in.
    static var builtinIntents: String? {
        builtinFolder(variable: "BUDDY_INTENTS", installed: "intents", source: "Intents", holding: "00-common.intents")
    }

    /// The built-in merchant list's folder: `$BUDDY_MERCHANTS`, `../share/budget-buddy/merchants`
    /// beside the executable, or the `Merchants/` folder of the source tree.
    static var builtinMerchants: String? {
        builtinFolder(variable: "BUDDY_MERCHANTS", installed: "merchants", source: "Merchants", holding: "merchants.txt")
    }

    /// A folder of data shipped with Buddy: the environment variable's path, the `installed`
    /// folder under `../share/budget-buddy` beside the executable, or the `source` folder (one
    /// that holds `file`) of the source tree the executable, or the working directory, is in.
    private static func builtinFolder(variable: String, installed: String, source: String, holding file: String) -> String? {
        if let explicit = environment(variable) { return explicit }
        let fm = FileManager.default
        let executable = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        let shared = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/budget-buddy").appendingPathComponent(installed)
        if fm.fileExists(atPath: shared.path) { return shared.path }
        for start in [executable.deletingLastPathComponent(), URL(fileURLWithPath: fm.currentDirectoryPath)] {
            var folder = start
            while folder.path != "/" {
                let candidate = folder.appendingPathComponent(source)
                if fm.fileExists(atPath: candidate.appendingPathComponent(file).path) { return candidate.path }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }
}
