import Finance
import Foundation
import Testing

/// The merchant list's files: what a line says, and a mistake named by file and line.
@Suite struct MerchantFileTests {
    let text = """
        # a small list
        [Groceries]
        Trader Joe's = trader joe | trader joes
        Aldi
        keywords: grocery | supermarket

        [Dining]
        Blue Bottle Coffee = blue bottle
        keywords: coffee | cafe

        [Transfer]
        people: zelle payment to
        prefixes: SQ *
        places: san francisco | ca
        tails: ppd id
        """

    @Test func eachKindOfLineIsRead() throws {
        let list = try MerchantList.parse(text)
        #expect(list.merchantCount == 3)
        #expect(list.keywordCount == 4)
        #expect(list.recognise("SQ *BLUE BOTTLE COFFE 0423 SAN FRANCISCO CA") == PayeeRecognition(name: "Blue Bottle Coffee", category: "Dining", basis: .merchant))
        #expect(list.recognise("TRADERJOES 12") == PayeeRecognition(name: "Trader Joe's", category: "Groceries", basis: .merchant))
        #expect(list.recognise("CORNER CAFE SAN FRANCISCO CA") == PayeeRecognition(name: "Corner Cafe", category: "Dining", basis: .keyword("cafe")))
        #expect(list.recognise("Zelle payment to Ana Diaz X1Y2Z3") == PayeeRecognition(name: "Ana Diaz", category: "Transfer", basis: .person))
        #expect(list.recognise("ACME PAYROLL PPD ID: 99") == PayeeRecognition(name: "Acme Payroll", category: nil, basis: .none))
        #expect(list.merchantNamed("trader joes") == "Trader Joe's")
        #expect(list.merchantNamed("trader joes wine shop") == nil)
    }

    @Test func aSectionNamesAKindOfBusinessWithinItsCategory() throws {
        let list = try MerchantList.parse("""
            [Dining]
            Starbucks
            Chipotle
            keywords: coffee | burrito

            [Dining: Coffee = coffee | coffee shops]
            Starbucks
            keywords: coffee | espresso bar
            prefixes: SQ *
            """)
        let coffee = MerchantKind(name: "Coffee", category: "Dining")
        #expect(list.kind(said: "coffee") == coffee)
        #expect(list.kind(said: "coffees") == coffee)
        #expect(list.kind(said: "Coffee Shops") == coffee)
        #expect(list.kind(said: "burrito") == nil)
        #expect(list.isOf(coffee, "Starbucks"))
        #expect(list.isOf(coffee, "SQ *STARBUCKS 0423"))
        #expect(list.isOf(coffee, "Joe's Espresso Bar"))
        #expect(list.isOf(coffee, "coffee"))
        #expect(!list.isOf(coffee, "Chipotle"))
        #expect(!list.isOf(coffee, "Burrito Barn"))
        // Starbucks named again under its kind is still one merchant.
        #expect(list.merchantCount == 2)
    }

    @Test(arguments: [
        ("[-: Cash = cash]\nATM", "merchants.txt:1: [-] gives no category, so it has no kinds"),
        ("[Dining: ]\nStarbucks", "merchants.txt:1: a kind is named after the category and ':', like [Dining: Coffee = coffee | coffees]"),
        ("[Dining: Coffee = coffee]\nStarbucks\n[Groceries: Coffee]\nLavazza", "merchants.txt:3: the kind Coffee is already under [Dining] (line 1)"),
        ("[Dining: Coffee = ]\nStarbucks", "merchants.txt:1: 'Coffee' lists nothing"),
        ("[Dining: Coffee = coffee | cafe]\nStarbucks\n[Dining: Tea = tea | cafe]\nTeavana", "merchants.txt:3: 'cafe' already names the kind Coffee (line 1)"),
    ])
    func aKindsMistakeIsNamedByLine(_ text: String, _ message: String) throws {
        #expect(throws: FinanceError.self) { try MerchantList.parse(text) }
        do { _ = try MerchantList.parse(text) } catch let error as FinanceError { #expect(error.message == message) }
    }

    @Test func theBuiltInKindsNameOnlyMerchantsOfTheirOwnCategory() throws {
        // kinds.txt adds no merchant: each it names is in the other files, under the kind's category.
        let folder = BuiltinMerchants.folder
        let others = try MerchantList.load(files: MerchantList.files(in: folder).filter { !$0.hasSuffix("kinds.txt") })
        let kinds = try String(contentsOfFile: folder + "/kinds.txt", encoding: .utf8)
        var category = ""
        var missing: [String] = []
        for line in kinds.split(separator: "\n").map(String.init) where !line.isEmpty && !line.hasPrefix("#") {
            if line.hasPrefix("[") {
                category = String(line.dropFirst().prefix { $0 != ":" })
            } else if !line.hasPrefix("keywords:") {
                let found = others.recognise(line)
                if found.name != line || found.category != category { missing.append("\(line): \(found.name), \(found.category ?? "none")") }
            }
        }
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test func theLinesAboutWhatBanksAddAreRead() throws {
        let list = try MerchantList.parse("""
            [Dining]
            keywords: kitchen
            [Salary]
            purposes: payroll | lohn gehalt
            people: salary from
            [Rent]
            purposes: miete
            [Transfer]
            people: dauerauftrag
            [-]
            Cash Machine = cash machine
            codes: DD | CD
            forms: llc | gmbh
            regions: or | nsw
            places: portland
            words: market | marketplace | cleaning | cleaners
            abbreviations: mkt = market | hdwe = hardware
            """)
        #expect(list.recognise("SILVER FERN KITCHEN Bend OR") == PayeeRecognition(name: "Silver Fern Kitchen", category: "Dining", basis: .keyword("kitchen")))
        #expect(list.recognise("SILVER FERN KITCHEN PORTLAND OR").name == "Silver Fern Kitchen")
        #expect(list.recognise("NORTHWIND WATER DD").name == "Northwind Water")
        #expect(list.recognise("NORTHWIND WATER CD 1234").name == "Northwind Water")
        #expect(list.recognise("Northwind Water Dd").name == "Northwind Water Dd")
        #expect(list.recognise("TALL PINES GARDEN LLC").name == "Tall Pines Garden")
        #expect(list.recognise("TALLPINES LLC").name == "Tallpines LLC")
        #expect(list.recognise("ACME WIDGETS PAYROLL") == PayeeRecognition(name: "Acme Widgets", category: "Salary", basis: .keyword("payroll")))
        #expect(list.recognise("LOHN/GEHALT 04/2027 Brandt Metall GmbH").name == "Brandt Metall")
        #expect(list.recognise("REF 12 SALARY FROM ORBIT LABS") == PayeeRecognition(name: "Orbit Labs", category: "Salary", basis: .person))
        #expect(list.recognise("DAUERAUFTRAG Miete Mai Jonas Roth") == PayeeRecognition(name: "Jonas Roth", category: "Rent", basis: .person))
        #expect(list.recognise("DAUERAUFTRAG Jonas Roth Taschengeld") == PayeeRecognition(name: "Jonas Roth Taschengeld", category: "Transfer", basis: .person))
        #expect(list.recognise("CASH MACHINE 12") == PayeeRecognition(name: "Cash Machine", category: nil, basis: .merchant))
        // A cut word is completed in a long name only, to the shortest word when it begins two.
        #expect(list.recognise("RIVERBEND FARMERS MARKE").name == "Riverbend Farmers Market")
        #expect(list.recognise("RIVERBEND FARMERS CLEAN").name == "Riverbend Farmers Clean")
        #expect(list.recognise("ELM DRY CLEANIN").name == "Elm Dry Cleanin")
        #expect(list.recognise("HILLCREST HDWE MKT 0042").name == "Hillcrest Hardware Market")
        #expect(list.recognise("Hillcrest Mkt").name == "Hillcrest Mkt")
    }

    @Test func aKeywordOfTwoCategoriesGivesNoneAndALongerKeywordWins() throws {
        let list = try MerchantList.parse("""
            [Dining]
            keywords: coffee
            [Shopping]
            keywords: books | coffee beans
            """)
        #expect(list.recognise("BOOKS AND COFFEE").category == nil)
        #expect(list.recognise("COFFEE BEANS DIRECT").category == "Shopping")
        #expect(list.recognise("COFFEE CORNER").category == "Dining")
    }

    @Test func anEndingGivesItsCategoryToACompoundWord() throws {
        let list = try MerchantList.parse("""
            [Health]
            endings: apotheke
            [Dining]
            endings: bageri | bageriet
            [Groceries]
            endings: kaeserei
            [Shopping]
            endings: eierei
            """)
        #expect(list.recognise("Kartenzahlung Stadtapotheke am Markt").category == "Health")
        #expect(list.recognise("APOTHEKE AM DOM").category == "Health")
        #expect(list.recognise("HJORNEBAGERIET 12.03").category == "Dining")
        // After three letters or more only, and endings of two categories give none.
        #expect(list.recognise("XAPOTHEKE").category == nil)
        #expect(list.recognise("Hofkaeserei und Backstubenbageri").category == nil)
        // The longest ending a word ends in is its: "kaeserei", not "eierei" inside it.
        #expect(list.recognise("Dorfkaeserei Moser").category == "Groceries")
    }

    @Test(arguments: [
        ("[Health]\nendings: stadt apotheke\n", "merchants.txt:2: 'stadt apotheke' is not an ending: an ending is one word"),
        ("endings: apotheke\n", "merchants.txt:1: 'endings:' comes before any [Category] line"),
        ("Trader Joe's\n", "merchants.txt:1: 'Trader Joe's' comes before any [Category] line"),
        ("[Groceries\nAldi\n", "merchants.txt:1: a category line is written in brackets"),
        ("# x\n[ ]\n", "merchants.txt:2: the brackets name no category"),
        ("[Groceries]\nAldi = \n", "merchants.txt:2: 'Aldi =' gives no spellings after '='"),
        ("[Groceries]\n = aldi\n", "merchants.txt:2: a merchant's name goes before '='"),
        ("[Groceries]\nAldi = aldi sud || aldi nord\n", "merchants.txt:2: an empty entry between '|' in 'Aldi'"),
        ("[Groceries]\nAldi = ***\n", "merchants.txt:2: '***' has no letters or digits"),
        ("[Groceries]\nkeyword: grocery\n", "merchants.txt:2: 'keyword:' is not one of keywords:, people:, purposes:, refunds:, prefixes:, places:, tails:, codes:, forms:, regions:, words:, abbreviations:"),
        ("keywords: grocery\n", "merchants.txt:1: 'keywords:' comes before any [Category] line"),
        ("[Groceries]\nkeywords: |\n", "merchants.txt:2: 'keywords' lists nothing"),
        ("[Groceries]\nAldi\n[Shopping]\nTarget = aldi\n", "merchants.txt:4: 'aldi' is already a spelling of Aldi (line 2)"),
        ("[Dining]\nkeywords: cafe\n[Shopping]\nkeywords: café\n", "merchants.txt:4: 'café' is already in keywords of Dining (line 2)"),
        ("[Shopping]\nAmazon\n[Subscriptions]\nAmazon = amazon prime\n", "merchants.txt:4: Amazon is already under [Shopping] (line 2)"),
        ("codes: DD | cd\n", "merchants.txt:1: 'cd' is not a bank code: a code is one word in capitals"),
        ("codes: DD | D-D\n", "merchants.txt:1: 'D-D' is not a bank code"),
        ("accents: mueller\n", "merchants.txt:1: 'mueller' is not a word and its accented spelling"),
        ("forenames: tom | mary ann\n", "merchants.txt:1: 'mary ann' is not a forename: a forename is one word"),
        ("sharedforenames: james | mary ann\n", "merchants.txt:1: 'mary ann' is not a forename: a forename is one word"),
        ("namedpeople: payment to\n", "merchants.txt:1: 'namedpeople:' comes before any [Category] line"),
        ("memos: dinner | happy birthday\n", "merchants.txt:1: 'happy birthday' is not a memo word: a memo word is one word"),
        ("purposes: payroll\n", "merchants.txt:1: 'purposes:' comes before any [Category] line"),
        ("[Salary]\npurposes: payroll\n[Rent]\npurposes: payroll\n", "merchants.txt:4: 'payroll' is already in purposes of Salary (line 2)"),
        ("[-]\nAtm\nkeywords: cash\n", "merchants.txt:3: 'keywords:' under [-] would give no category"),
        ("[Groceries]\nforms: |\n", "merchants.txt:2: 'forms' lists nothing"),
        ("abbreviations: mkt\n", "merchants.txt:1: 'mkt' is not an abbreviation and its word: write it as mkt = market"),
        ("abbreviations: mkt = farmers market\n", "merchants.txt:1: 'mkt = farmers market' is not an abbreviation and its word"),
    ])
    func aMistakeIsNamedByFileAndLine(_ text: String, _ expected: String) {
        #expect {
            try MerchantList.parse(text, file: "merchants.txt")
        } throws: { error in
            (error as? FinanceError)?.message.hasPrefix(expected) == true
        }
    }

    @Test func thePersonsOwnFileAddsToTheBuiltInOneAndWins() throws {
        let folder = try TemporaryFolder("merchants")
        let builtin = folder.file("merchants.txt"), own = folder.file("own.txt")
        try text.write(toFile: builtin, atomically: true, encoding: .utf8)
        try """
            [Coffee]
            Blue Bottle Coffee = blue bottle
            Philz Coffee = philz
            [Shopping]
            keywords: cafe
            prefixes: TST *
            """.write(toFile: own, atomically: true, encoding: .utf8)
        let list = try MerchantList.load(files: [builtin, own])
        #expect(list.recognise("SQ *BLUE BOTTLE 12").category == "Coffee")
        #expect(list.recognise("TST* PHILZ COFFEE 0042").category == "Coffee")
        #expect(list.recognise("CAT CAFE").category == "Shopping")
        #expect(list.recognise("ALDI 55").category == "Groceries")
        #expect(list.merchantCount == 4)
    }

    @Test func aMistakeInALaterFileNamesThatFile() throws {
        let folder = try TemporaryFolder("merchants")
        let own = folder.file("merchants.txt")
        try "[Dining]\n\nPhilz Coffee = philz |\n".write(toFile: own, atomically: true, encoding: .utf8)
        #expect {
            try MerchantList.load(files: MerchantList.files(in: BuiltinMerchants.folder) + [own])
        } throws: { error in
            (error as? FinanceError)?.message == "\(own):3: an empty entry between '|' in 'Philz Coffee'"
        }
        #expect(throws: FinanceError.self) { try MerchantList.load(files: [folder.file("missing.txt")]) }
    }

    @Test func theBuiltInListKnowsAtLeastFiveHundredMerchants() throws {
        let list = try BuiltinMerchants.list()
        #expect(list.merchantCount >= 500)
        #expect(list.keywordCount >= 100)
        #expect(try MerchantList.files(in: BuiltinMerchants.folder).map { ($0 as NSString).lastPathComponent }
                == ["cleaning.txt", "kinds.txt", "merchants.txt", "names.txt", "transfers.txt", "types.txt", "words.txt"])
    }

    @Test func phrasesCompleteACutWordAndAccentsArePutBack() throws {
        let list = try MerchantList.parse("""
            [Dining]
            keywords: restaurant
            words: market | mexican restaurant | deli & market
            accents: mueller = müller | baeckerei = bäckerei
            [Transfer]
            people: ueberweisung an
            """)
        #expect(list.recognise("LOS COMPADRES MEXICAN RE").name == "Los Compadres Mexican Restaurant")
        #expect(list.recognise("ROSARIOS ITALIAN DELI & M").name == "Rosarios Italian Deli & Market")
        #expect(list.recognise("ROSARIOS ITALIAN DELI & X").name == "Rosarios Italian Deli & X")
        #expect(list.recognise("Ueberweisung an Max Mueller").name == "Max Müller")
        #expect(list.recognise("BAECKEREI SCHMIDT").name == "Bäckerei Schmidt")
    }
}
