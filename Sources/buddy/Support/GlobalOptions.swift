import ArgumentParser
import BuddyCore
import Finance
import Foundation
import Presentation

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The store file (default: $BUDDY_STORE, else $XDG_DATA_HOME/budget-buddy/buddy.sqlite).", valueName: "path"), completion: .file())
    var store: String?

    @Option(name: .long, help: ArgumentHelp("Pretend it is this day or time: 2026-03-12 or 2026-03-12T09:00 (default: $BUDDY_NOW, else the clock).", valueName: "date"), completion: .none)
    var now: String?

    @Option(name: .long, help: ArgumentHelp("The profile to use (default: $BUDDY_PROFILE, else 'default').", valueName: "name"), completion: .none)
    var profile: String?

    @Flag(name: .long, help: "Print one JSON object per answer (JSON Lines).")
    var json = false

    @Flag(name: .long, help: "No colour (also when NO_COLOR is set).")
    var noColor = false

    @Option(name: .long, help: ArgumentHelp("How output looks: light, dark, none (no colour) or plain (no colour or symbols, words and more space). Default: the profile's choice, else dark.", valueName: "theme"))
    var theme: Theme?

    func validate() throws {
        if let now, Clock.parse(now) == nil {
            throw ValidationError("--now: '\(Self.shown(now))' is not a date; use 2026-03-12 or 2026-03-12T09:00 "
                                  + "(a year from \(Day.supportedYears.lowerBound) to \(Day.supportedYears.upperBound))")
        }
        if let store, store.allSatisfy(\.isWhitespace) {
            throw ValidationError("--store: give the path of a store file")
        }
        if let profile, profile.allSatisfy(\.isWhitespace) {
            throw ValidationError("--profile: give the profile's name")
        }
    }

    /// A value as an error message quotes it: at most 60 characters, control characters escaped.
    static func shown(_ value: String) -> String {
        let visible = value.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined()
        return visible.count > 60 ? String(visible.prefix(57)) + "…" : visible
    }

    /// The store's path: the option, `BUDDY_STORE`, or the XDG default.
    var storePath: String {
        store ?? Paths.environment("BUDDY_STORE") ?? Paths.defaultStore
    }

    /// Opens the store. Only the default location's folder is created when missing: a path in a
    /// folder that does not exist is more likely a mistyped path than a wish for a new store.
    ///
    /// A write that finds another `buddy` writing (an import holds the store for up to half a
    /// minute) waits for it, up to a minute; when `sayingWhenWaiting` (by default, when stderr is
    /// a terminal) a wait of over a second prints one line on stderr.
    func openStore(sayingWhenWaiting: Bool? = nil) throws -> AppDatabase {
        let say = sayingWhenWaiting ?? Terminal.isTerminal(STDERR_FILENO)
        var lockWait = LockWait()
        if say { lockWait.notice = GlobalOptions.sayWaiting }
        do {
            return try AppDatabase.open(path: storePath, creatingFolder: Paths.isInDefaultFolder(storePath), lockWait: lockWait)
        } catch let error as FinanceError {
            throw UserError(error)
        }
    }

    /// The line a person sees while a write waits for another `buddy`.
    static let waitingLine = "Waiting for another buddy to finish writing (an import?)…"

    static func sayWaiting() {
        FileHandle.standardError.write(Data((waitingLine + "\n").utf8))
    }

    /// Opens the store for reading only, creating and changing nothing; nil when there is no
    /// store there yet.
    func openStoreReadOnly() throws -> AppDatabase? {
        do {
            return try AppDatabase.openReadOnly(path: storePath)
        } catch let error as FinanceError {
            throw UserError(error)
        }
    }

    /// The clock: `--now`, `BUDDY_NOW`, or the live clock.
    func clock() throws -> Clock {
        if let now, let clock = Clock.parse(now) { return clock }
        if let text = Paths.environment("BUDDY_NOW") {
            guard let clock = Clock.parse(text) else {
                throw UserError("BUDDY_NOW: '\(text)' is not a date; use 2026-03-12 or 2026-03-12T09:00")
            }
            return clock
        }
        return .live
    }

    /// The profile's name: the option, `BUDDY_PROFILE`, or "default".
    var profileName: String {
        profile ?? Paths.environment("BUDDY_PROFILE") ?? "default"
    }

    /// The theme: the option, else the profile's saved choice, else dark.
    func theme(saved: Theme?) -> Theme {
        theme ?? saved ?? .dark
    }

    /// Whether output may use colour.
    var colour: Bool {
        !noColor && Paths.environment("NO_COLOR") == nil && Paths.environment("TERM") != "dumb"
    }
}

extension Theme: ExpressibleByArgument {}
