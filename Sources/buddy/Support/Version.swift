/// Buddy's version, as `buddy --version` prints it: the one place it is written.
enum BuddyVersion {
    /// Semantic versioning: a change to a contract in DESIGN.md (the command line, JSON, CSV,
    /// periods) raises the minor number while the major one is 0.
    static let current = "0.1.0"
}
