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

    @Test(arguments: [
        ("Trader Joe's\n", "merchants.txt:1: 'Trader Joe's' comes before any [Category] line"),
        ("[Groceries\nAldi\n", "merchants.txt:1: a category line is written in brackets"),
        ("# x\n[ ]\n", "merchants.txt:2: the brackets name no category"),
        ("[Groceries]\nAldi = \n", "merchants.txt:2: 'Aldi =' gives no spellings after '='"),
        ("[Groceries]\n = aldi\n", "merchants.txt:2: a merchant's name goes before '='"),
        ("[Groceries]\nAldi = aldi sud || aldi nord\n", "merchants.txt:2: an empty entry between '|' in 'Aldi'"),
        ("[Groceries]\nAldi = ***\n", "merchants.txt:2: '***' has no letters or digits"),
        ("[Groceries]\nkeyword: grocery\n", "merchants.txt:2: 'keyword:' is not one of keywords:, people:, prefixes:, places:, tails:"),
        ("keywords: grocery\n", "merchants.txt:1: 'keywords:' comes before any [Category] line"),
        ("[Groceries]\nkeywords: |\n", "merchants.txt:2: 'keywords' lists nothing"),
        ("[Groceries]\nAldi\n[Shopping]\nTarget = aldi\n", "merchants.txt:4: 'aldi' is already a spelling of Aldi (line 2)"),
        ("[Dining]\nkeywords: cafe\n[Shopping]\nkeywords: café\n", "merchants.txt:4: 'café' is already in keywords of Dining (line 2)"),
        ("[Shopping]\nAmazon\n[Subscriptions]\nAmazon = amazon prime\n", "merchants.txt:4: Amazon is already under [Shopping] (line 2)"),
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
                == ["cleaning.txt", "merchants.txt", "transfers.txt"])
    }
}
