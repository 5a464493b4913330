import BuddyCore
import Foundation
import Testing

/// `~` is the home folder the shell has: `$HOME` when it is set.
@Suite struct HomeFolderTests {
    @Test func aTildeIsTheHomeFolder() {
        let home = HomeFolder.path
        if let set = ProcessInfo.processInfo.environment["HOME"], set.hasPrefix("/") { #expect(home == set) }
        #expect(HomeFolder.expanding("~") == home)
        #expect(HomeFolder.expanding("~/b/c.csv") == (home as NSString).appendingPathComponent("b/c.csv"))
        #expect(HomeFolder.expanding("/tmp/~x") == "/tmp/~x")
        #expect(HomeFolder.expanding("notes~.csv") == "notes~.csv")
    }
}
