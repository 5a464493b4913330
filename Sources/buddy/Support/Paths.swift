import Foundation

/// Where Buddy keeps its files, after the XDG base directory conventions.
enum Paths {
    /// An environment variable's value, or nil when unset or empty.
    static func environment(_ name: String) -> String? {
        guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else { return nil }
        return value
    }

    private static func xdg(_ variable: String, fallback: String) -> String {
        let base = environment(variable) ?? (NSHomeDirectory() as NSString).appendingPathComponent(fallback)
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

    /// `$XDG_STATE_HOME/budget-buddy/history`.
    static var historyFile: String { (xdg("XDG_STATE_HOME", fallback: ".local/state") as NSString).appendingPathComponent("history") }

    /// `$XDG_CONFIG_HOME/budget-buddy/intents`: the person's own grammar files.
    static var userIntents: String { (xdg("XDG_CONFIG_HOME", fallback: ".config") as NSString).appendingPathComponent("intents") }

    /// The built-in grammar folder: `$BUDDY_INTENTS`, `../share/budget-buddy/intents` beside the
    /// executable, or the `Intents/` folder of the source tree the executable was built in.
    static var builtinIntents: String? {
        if let explicit = environment("BUDDY_INTENTS") { return explicit }
        let fm = FileManager.default
        let executable = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/budget-buddy/intents")
        if fm.fileExists(atPath: installed.path) { return installed.path }
        for start in [executable.deletingLastPathComponent(), URL(fileURLWithPath: fm.currentDirectoryPath)] {
            var folder = start
            while folder.path != "/" {
                let candidate = folder.appendingPathComponent("Intents")
                if fm.fileExists(atPath: candidate.appendingPathComponent("00-common.intents").path) { return candidate.path }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }
}
