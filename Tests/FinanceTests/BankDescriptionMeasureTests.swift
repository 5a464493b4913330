import Finance
import Foundation
import Testing

/// Measures the merchant list on `Benchmarks/corpora/bank-descriptions.tsv`, lines of
/// `raw<TAB>clean<TAB>category` (an empty category, or Other, for a description that should be
/// left to the person), written by someone who did not see the list. Every third line (the 1st,
/// 4th, …) is held out of tuning the list, and its figures are the ones to report. A second file
/// by another writer, `bank-descriptions-2.tsv`, is tuned on whole: its figures and misses are
/// printed apart. Later writers' files, `bank-descriptions-3.tsv` to `bank-descriptions-14.tsv`,
/// are held out as the first is: figures for both parts, misses for the tuned part alone. It
/// prints the figures and asserts none: the files are a yardstick, not a contract.
@Suite struct BankDescriptionMeasureTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/corpora")
    static let file = folder.appendingPathComponent("bank-descriptions.tsv").path
    /// The second file, tuned on whole.
    static let secondFile = folder.appendingPathComponent("bank-descriptions-2.tsv").path
    /// The later writers' files, a third of each held out as the first's.
    static let laterFiles = (3...14).map { "bank-descriptions-\($0).tsv" }

    /// One line of the file.
    struct Expected {
        let raw: String
        let clean: String
        let category: String?
    }

    @Test func theMerchantListIsMeasuredOnHeldOutDescriptions() throws {
        try Self.measureHeldOut(Self.file)
    }

    @Test(arguments: laterFiles)
    func theMerchantListIsMeasuredOnALaterWritersHeldOutDescriptions(_ name: String) throws {
        try Self.measureHeldOut(Self.folder.appendingPathComponent(name).path)
    }

    /// Prints the figures of the tuned part and of the held-out part (every third line: the 1st,
    /// 4th, …) of `path`, then the misses of the tuned part alone; the held-out part's are never shown.
    static func measureHeldOut(_ path: String) throws {
        let name = (path as NSString).lastPathComponent
        guard FileManager.default.fileExists(atPath: path) else {
            print("\(name) is not there: nothing measured")
            return
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(whereSeparator: \.isNewline)
        let expected = lines.compactMap(Self.expected)
        guard !expected.isEmpty else {
            print("\(name) holds no lines of raw<TAB>clean<TAB>category: nothing measured")
            return
        }
        let list = try BuiltinMerchants.list()
        let parts = Dictionary(grouping: expected.enumerated(), by: { $0.offset % 3 == 0 }).mapValues { $0.map(\.element) }
        for (heldOut, title) in [(false, "tuned on"), (true, "held out (every 3rd line)")] {
            let figures = Self.measure(parts[heldOut] ?? [], with: list)
            print("""
                Bank descriptions, \(title): \(figures.count) lines of \(path)
                  right category: \(figures.share(figures.rightCategory)) (\(figures.rightCategory))
                  right clean name: \(figures.share(figures.rightName)) (\(figures.rightName)); found by the expected name: \(figures.share(figures.foundByName)) (\(figures.foundByName))
                  wrongly put in a confident category: \(figures.share(figures.wrong.count)) (\(figures.wrong.count))
                """)
        }
        // The misses of the tuned part alone, to work from; the held-out part's are never shown.
        let tuned = Self.measure(parts[false] ?? [], with: list)
        for (title, misses) in [("Wrong clean names, tuned part of \(name):", tuned.nameMisses),
                                ("Wrong categories, tuned part of \(name):", tuned.categoryMisses)] where !misses.isEmpty {
            print(([title] + misses).joined(separator: "\n"))
        }
    }

    @Test func theMerchantListIsMeasuredOnASecondWritersDescriptions() throws {
        guard FileManager.default.fileExists(atPath: Self.secondFile) else {
            print("bank-descriptions-2.tsv is not there: nothing measured")
            return
        }
        let lines = try String(contentsOfFile: Self.secondFile, encoding: .utf8).split(whereSeparator: \.isNewline)
        let figures = Self.measure(lines.compactMap(Self.expected), with: try BuiltinMerchants.list())
        print("""
            Bank descriptions, second writer (all tuned on): \(figures.count) lines of \(Self.secondFile)
              right category: \(figures.share(figures.rightCategory)) (\(figures.rightCategory))
              right clean name: \(figures.share(figures.rightName)) (\(figures.rightName)); found by the expected name: \(figures.share(figures.foundByName)) (\(figures.foundByName))
              wrongly put in a confident category: \(figures.share(figures.wrong.count)) (\(figures.wrong.count))
            """)
        for (title, misses) in [("Wrong clean names, second writer:", figures.nameMisses),
                                ("Wrong categories, second writer:", figures.categoryMisses)] where !misses.isEmpty {
            print(([title] + misses).joined(separator: "\n"))
        }
    }

    @Test func theFiguresCountNamesAndCategoriesAsTheyShould() throws {
        let lines = ["raw\tclean\tcategory", "# a comment", "TRADER JOE'S #123 SAN FRANCISCO CA\ttrader joes\tGroceries",
                     "SQ *BLUE BOTTLE COFFE 0423\tBlue Bottle\tDining", "CHECK 1042\tCheck 1042\t",
                     "ACME CORP PAYROLL PPD ID: 1\tAcme Corp\tOther Income"]
        let figures = Self.measure(lines.compactMap { Self.expected(Substring($0)) }, with: try BuiltinMerchants.list())
        #expect(figures.count == 4)
        #expect(figures.rightCategory == 3)
        #expect(figures.rightName == 3)
        #expect(figures.foundByName == 4)
        #expect(figures.wrong == ["  ACME CORP PAYROLL PPD ID: 1: Salary, expected Other Income"])
        #expect(figures.nameMisses == ["  SQ *BLUE BOTTLE COFFE 0423: Blue Bottle Coffee, expected Blue Bottle"])
        #expect(figures.categoryMisses == ["  ACME CORP PAYROLL PPD ID: 1: Salary, expected Other Income"])
    }

    /// What the measure counts.
    struct Figures {
        let count: Int
        var rightCategory = 0
        var rightName = 0
        /// Descriptions whose clean name a question naming the expected name finds, as Buddy
        /// matches payee questions (``PayeeKey/finds(_:in:)``): "Home Depot" finds "The Home
        /// Depot", "Cheque" finds "Cheque 123". A second figure beside the strict one, never for it.
        var foundByName = 0
        var wrong: [String] = []
        /// Each description whose clean name was not the expected one, with the name given.
        var nameMisses: [String] = []
        /// Each description whose category was not the expected one, with the category given.
        var categoryMisses: [String] = []

        func share(_ part: Int) -> String { String(format: "%.1f%%", 100 * Double(part) / Double(max(1, count))) }
    }

    /// Reads each line's description with `list`: a category is right when it is the expected
    /// one (none when none is expected), a name when it has the same letters and digits (and
    /// found by the expected name when a question naming it finds the name given), and a
    /// category is wrong when one is given that is not the expected one.
    static func measure(_ expected: [Expected], with list: MerchantList) -> Figures {
        var figures = Figures(count: expected.count)
        for line in expected {
            let found = list.recognise(line.raw)
            if found.category?.lowercased() == line.category?.lowercased() {
                figures.rightCategory += 1
            } else {
                figures.categoryMisses.append("  \(line.raw): \(found.category ?? "none"), expected \(line.category ?? "none")")
            }
            if PayeeKey.compact(found.name) == PayeeKey.compact(line.clean) {
                figures.rightName += 1
            } else {
                figures.nameMisses.append("  \(line.raw): \(found.name), expected \(line.clean)")
            }
            if PayeeKey.finds(line.clean, in: found.name) { figures.foundByName += 1 }
            if let given = found.category, given.lowercased() != line.category?.lowercased() {
                figures.wrong.append("  \(line.raw): \(given), expected \(line.category ?? "none")")
            }
        }
        return figures
    }

    /// A line of the file; nil for a blank line, a comment, a header or a line without a tab.
    static func expected(_ line: Substring) -> Expected? {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count >= 2, !fields[0].isEmpty, !fields[0].hasPrefix("#"),
              !(fields[0].lowercased() == "raw" && fields[1].lowercased() == "clean") else { return nil }
        let written = fields.count > 2 ? fields[2] : ""
        let category = ["", "-", "none", "other", "uncategorised", "uncategorized"].contains(written.lowercased()) ? nil : written
        return Expected(raw: fields[0], clean: fields[1], category: category)
    }
}
