import ArgumentParser
import Finance
import Foundation

/// `buddy check`: whether the store is sound, and what to do when it is not.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the store: SQLite's integrity and foreign-key checks, and every value (amounts, days, currencies, kinds).",
        discussion: """
            Prints "The store is sound: …" with what it holds, and exits 0; otherwise prints each problem, with its table, \
            row and column, and what to do (restore the last backup), and exits 1. Nothing is written: the store is opened \
            for reading only.
            """)

    @OptionGroup var options: GlobalOptions

    func run() throws {
        let database: AppDatabase
        do {
            guard let opened = try AppDatabase.openReadOnly(path: options.storePath) else {
                throw UserError("there is no store at \(options.storePath) to check")
            }
            database = opened
        } catch let error as FinanceError where error.code == .damaged {
            let report = StoreCheck.Report(problems: [error.message], counts: [], isDamaged: true)
            print(options.json ? Self.json(report) : Self.text(report))
            throw ExitCode.failure
        } catch let error as FinanceError {
            throw UserError(error)
        }
        let report = StoreCheck(database: database).run()
        print(options.json ? Self.json(report) : Self.text(report))
        if !report.isSound { throw ExitCode.failure }
    }

    /// What to do about problems in the values of a sound file, after the list of them.
    static let advice = "Restore your last backup with `buddy restore FILE --replace` (FILE being the backup)."

    /// What to do about a damaged file, which cannot be written over.
    static let damageAdvice = "Move the store file, with any -wal and -shm files beside it, aside (keep them) and restore your last backup in its place with "
        + "`buddy restore FILE` (FILE being the backup, with --store when the store is not in the usual place)."

    /// The report as sentences.
    static func text(_ report: StoreCheck.Report) -> String {
        guard !report.isSound else {
            let shown = report.counts.filter { $0.count > 0 || $0.table == "transaction" }.map { "\($0.count) \($0.noun)" }
            return "The store is sound: " + ([shown.dropLast().joined(separator: ", "), shown.last].compactMap { $0 }
                .filter { !$0.isEmpty }.joined(separator: " and ")) + "."
        }
        let count = report.problems.count
        return (["The store has \(count == 1 ? "a problem" : "\(count) problems"):"] + report.problems.map { "  " + $0 } + [report.isDamaged ? damageAdvice : advice])
            .joined(separator: "\n")
    }

    /// The report as one JSON object: `sound`, `problems`, and `counts` by table.
    static func json(_ report: StoreCheck.Report) -> String {
        struct Shape: Encodable {
            let sound: Bool
            let problems: [String]
            let counts: [String: Int]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let shape = Shape(sound: report.isSound, problems: report.problems,
                          counts: Dictionary(report.counts.map { ($0.table, $0.count) }) { a, _ in a })
        return String(decoding: (try? encoder.encode(shape)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
