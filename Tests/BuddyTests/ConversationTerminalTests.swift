import Finance
import Foundation
import Testing

/// The conversation on a terminal: what is typed arrives whole, and Ctrl-C gives up a line as
/// a shell does, while Ctrl-D and "quit" leave.
@Suite(.serialized) struct ConversationTerminalTests {
    /// The locale variables people have: a UTF-8 locale, none at all, and one not installed.
    @Test(arguments: [["LANG": "C.UTF-8"], [:], ["LANG": "xx_YY.UTF-8"], ["LC_ALL": "POSIX"]])
    func accentsCurlyQuotesAndEmojiArriveAsTyped(_ locale: [String: String]) throws {
        var command = try BuddyCommand()
        defer { command.removeFolder() }
        command.environment["LANG"] = nil
        let session = try TerminalSession(command, arguments: ["--store", command.path("buddy.sqlite"), "--now", "2026-03-12"],
                                          environment: locale)
        #expect(session.waitFor("you> "))
        for (line, reply) in [("find café", "“café”"), ("find trader joe’s", "“trader joe’s”"), ("find ☕", "“find ☕”")] {
            session.type(line + "\r")
            #expect(session.waitFor(reply), "\(locale): \(line) did not arrive whole:\n\(session.screenText)")
            // What is typed before the prompt is back may meet the terminal in its line mode.
            #expect(session.waitFor("you> "))
        }
        session.type("quit\r")
        #expect(session.exitStatus() == 0)
    }

    @Test func ctrlCGivesUpTheLineAndCtrlDLeaves() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let session = try TerminalSession(command, arguments: ["--store", command.path("buddy.sqlite"), "--now", "2026-03-12"])
        #expect(session.waitFor("you> "))
        session.type("I spent 12.50 on lun")
        #expect(session.waitFor("on lun"))
        session.type("\u{3}")
        #expect(session.waitFor("^C", seconds: 5), "Ctrl-C on a half-typed line:\n\(session.screenText.debugDescription)")
        #expect(session.waitFor("you> "))
        // On an empty line too, as in bash.
        session.type("\u{3}")
        #expect(session.waitFor("^C"))
        #expect(session.waitFor("you> "))
        session.type("find lunch\r")
        #expect(session.waitFor("No transactions matching “lunch”"), "the given-up line was recorded:\n\(session.screenText)")
        // Ctrl-D typed while the terminal is still in its line mode, before the prompt is back,
        // is an end of file the line mode keeps to itself; a person sees the prompt first.
        #expect(session.waitFor("you> "))
        session.type("\u{4}")
        #expect(session.waitFor("Bye!"))
        #expect(session.exitStatus() == 0)
        #expect(try Ledger.open(AppDatabase.open(path: command.path("buddy.sqlite"))).transactions.count() == 0)
    }

    @Test func quitLeavesAfterCtrlC() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let session = try TerminalSession(command, arguments: ["--store", command.path("buddy.sqlite"), "--now", "2026-03-12"])
        #expect(session.waitFor("you> "))
        session.type("what did I spend")
        #expect(session.waitFor("spend"))
        session.type("\u{3}")
        #expect(session.waitFor("you> "))
        session.type("quit\r")
        #expect(session.waitFor("Bye!"))
        #expect(session.exitStatus() == 0)
    }
}
