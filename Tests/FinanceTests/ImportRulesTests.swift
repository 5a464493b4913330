import BuddyCore
import Finance
import Testing

@Suite struct ImportRulesTests {
    let rulesText = """
        # payee pattern -> category [as clean payee]
        starbucks|sbux        -> Coffee as Starbucks
        uber*eats             -> Eating Out as Uber Eats
        /^check [0-9]+$/      -> Checks
        wholefds              -> as Whole Foods
        """

    @Test func theRulesFileIsReadLineByLine() throws {
        let rules = try RulesFile.parse(rulesText)
        #expect(rules.map(RulesFile.line) == [
            "starbucks|sbux -> Coffee as Starbucks", "uber*eats -> Eating Out as Uber Eats",
            "/^check [0-9]+$/ -> Checks", "wholefds -> as Whole Foods",
        ])
    }

    @Test(arguments: [
        ("coffee\n", "rules line 1: expected PATTERN -> CATEGORY"),
        ("# ok\n\n -> Coffee\n", "rules line 3: the rule has no pattern"),
        ("x -> \n", "rules line 1: the rule for 'x' gives neither"),
        ("/[unclosed/ -> Coffee\n", "rules line 1: '/[unclosed/' is not a regular expression"),
    ])
    func aBadRuleIsNamedByItsLine(_ text: String, _ expected: String) {
        #expect {
            try RulesFile.parse(text)
        } throws: { error in
            (error as? FinanceError)?.message.hasPrefix(expected) == true
        }
    }

    @Test func rulesCategoriseAndRenameRowsAndWinOverTheFile() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let csv = """
            Date,Description,Amount,Category
            2026-03-02,STARBUCKS STORE 01234,-5.45,Food
            2026-03-03,UBER   EATS HELP.UBER.COM,-31.20,
            2026-03-04,CHECK 1042,-120.00,
            2026-03-05,WHOLEFDS MKT 10234,-84.12,Groceries
            2026-03-06,Corner shop,-3.00,
            """
        let summary = try ledger.imports.importCSV(csv, options: ImportOptions(rules: try RulesFile.parse(rulesText)))
        #expect(try StatementImportTests.stored(ledger) == [
            "2026-03-02 -5.45 USD Starbucks | Coffee | - | -",
            "2026-03-03 -31.20 USD Uber Eats | Eating Out | - | -",
            "2026-03-04 -120.00 USD Check 1042 | Checks | - | -",
            "2026-03-05 -84.12 USD Whole Foods | Groceries | - | -",
            "2026-03-06 -3.00 USD Corner shop | - | - | -",
        ])
        #expect(summary.categorisedByRules == 3)
        #expect(summary.categoriesCreated == ["Coffee", "Eating Out", "Checks"])
        // Renamed rows are still recognised when the file comes again, with or without rules.
        #expect(try ledger.imports.importCSV(csv).added == 0)
    }

    @Test func learnedRulesApplyAfterTheRulesFile() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        try ledger.rules.add(ImportRule(pattern: "starbucks", category: "Treats", payee: nil))
        try ledger.rules.add(ImportRule(pattern: "netflix", category: "Entertainment", payee: "Netflix"))
        #expect(try ledger.rules.add(ImportRule(pattern: "STARBUCKS", category: "Coffee", payee: nil))?.category == "Treats")
        #expect(try ledger.rules.all().map(RulesFile.line) == ["netflix -> Entertainment as Netflix", "STARBUCKS -> Coffee"])
        let csv = "date,description,amount\n2026-03-02,STARBUCKS 1,-5.45\n2026-03-03,NETFLIX.COM,-15.49\n"
        let fileRules = [ImportRule(pattern: "netflix", category: "Subscriptions", payee: nil)]
        _ = try ledger.imports.importCSV(csv, options: ImportOptions(rules: fileRules))
        #expect(try StatementImportTests.stored(ledger) == [
            "2026-03-02 -5.45 USD Starbucks 1 | Coffee | - | -",
            "2026-03-03 -15.49 USD Netflix | Subscriptions | - | -",
        ])
        #expect(try ledger.rules.remove(pattern: "Starbucks").pattern == "STARBUCKS")
        #expect(throws: FinanceError.self) { try ledger.rules.remove(pattern: "starbucks") }
    }

    @Test func withoutRulesTheCategoryComesFromTheSamePayeesHistory() throws {
        let fixture = try Fixture()
        try fixture.add("2026-02-01", -450, "Starbucks", "Coffee")
        try fixture.add("2026-02-03", -500, "Starbucks", "Coffee")
        try fixture.add("2026-02-04", -500, "Starbucks", "Eating Out")
        try fixture.add("2026-02-05", -9000, "Whole Foods Market", "Groceries")
        let csv = """
            date,description,amount
            2026-03-02,STARBUCKS STORE 01234 SEATTLE,-5.45
            2026-03-03,WHOLE FOODS MARKET #123,-80.00
            2026-03-04,New Place,-9.00
            """
        let plan = try fixture.ledger.imports.preview(StatementText(csv))
        #expect(plan.rows.map(\.categorySource) == [.history, .history, .none])
        #expect(plan.rows.map(\.transaction.category) == ["Coffee", "Groceries", nil])
        let summary = try fixture.ledger.imports.importCSV(csv)
        #expect(summary.categorisedFromHistory == 2)
    }
}

@Suite struct ImportDuplicateTests {
    @Test func anOverlappingStatementAddsOnlyItsNewRows() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let march = "date,description,amount\n2026-03-01,Rent,-1200\n2026-03-15,Cafe,-4.50\n2026-03-15,Cafe,-4.50\n2026-03-20,Books,-20\n"
        let overlap = "date,description,amount\n2026-03-15,Cafe,-4.50\n2026-03-15,Cafe,-4.50\n2026-03-20,Books,-20\n2026-04-01,Rent,-1200\n"
        #expect(try ledger.imports.importCSV(march).added == 4)
        let summary = try ledger.imports.importCSV(overlap)
        #expect(summary.added == 1)
        #expect(summary.duplicatesSkipped == 3)
        #expect(try ledger.transactions.count() == 5)
    }

    @Test func aThirdIdenticalPurchaseInALaterFileIsNew() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        _ = try ledger.imports.importCSV("date,description,amount\n2026-03-15,Cafe,-4.50\n2026-03-15,Cafe,-4.50\n")
        let summary = try ledger.imports.importCSV("date,description,amount\n2026-03-15,Cafe,-4.50\n2026-03-15,Cafe,-4.50\n2026-03-15,Cafe,-4.50\n")
        #expect(summary.added == 1)
        #expect(summary.duplicatesSkipped == 2)
    }

    @Test func rowsTypedInAndOwnExportsAreRecognised() throws {
        let fixture = try Fixture()
        try fixture.add("2026-03-15", -450, "Cafe", "Coffee")
        let exported = try fixture.ledger.exports.csv()
        #expect(try fixture.ledger.imports.importCSV(exported).added == 0)
        let plan = try fixture.ledger.imports.preview(StatementText("date,description,amount\n2026-03-15,CAFE,-4.50\n2026-03-16,Cafe,-4.50\n"))
        #expect(plan.rows.map(\.duplicate) == [true, false])
    }

    @Test func progressIsReportedUpToTheLastRow() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let rows = (1...500).map { "2026-03-\(String(format: "%02d", $0 % 28 + 1)),Item \($0),-\($0).00" }
        let seen = Counter()
        _ = try ledger.imports.importStatement(StatementText("date,description,amount\n" + rows.joined(separator: "\n")),
                                               progress: { done, total in seen.record(done, total) })
        #expect(seen.last == [500, 500])
        #expect(seen.calls > 10)
    }
}

/// Collects progress calls from the importer.
final class Counter: @unchecked Sendable {
    private(set) var last: [Int] = []
    private(set) var calls = 0
    func record(_ done: Int, _ total: Int) {
        last = [done, total]
        calls += 1
    }
}
