import ArgumentParser
import BuddyCore
import Foundation
import Presentation

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The store file (default: $BUDDY_STORE, else $XDG_DATA_HOME/budget-buddy/buddy.sqlite).", valueName: "path"))
    var store: String?

    @Option(name: .long, help: ArgumentHelp("Pretend it is this day or time: 2026-03-12 or 2026-03-12T09:00 (default: $BUDDY_NOW, else the clock).", valueName: "date"))
    var now: String?

    @Option(name: .long, help: ArgumentHelp("The profile to use (default: $BUDDY_PROFILE, else 'default').", valueName: "name"))
    var profile: String?

    @Flag(name: .long, help: "Print one JSON object per answer (JSON Lines).")
    var json = false

    @Flag(name: .long, help: "No colour (also when NO_COLOR is set).")
    var noColor = false

    @Option(name: .long, help: ArgumentHelp("How output looks: light, dark, none (no colour) or plain (no colour or symbols, words and more space). Default: the profile's choice, else dark.", valueName: "theme"))
    var theme: Theme?

    func validate() throws {
        if let now, Clock.parse(now) == nil {
            throw ValidationError("--now: '\(now)' is not a date; use 2026-03-12 or 2026-03-12T09:00")
        }
    }

    /// The store's path: the option, `BUDDY_STORE`, or the XDG default.
    var storePath: String {
        store ?? Paths.environment("BUDDY_STORE") ?? Paths.defaultStore
    }

    /// The clock: `--now`, `BUDDY_NOW`, or the live clock.
    func clock() throws -> Clock {
        if let now { return Clock.parse(now)! }
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
