import Finance
import Testing

/// Payments to people that banks write with no word of a payment service before the name, or
/// with words that could begin a company's name too, and towns written after a shop's name with
/// no code of a state or country; read with the built-in merchant list.
@Suite struct PeopleNamedAndTownsTests {
    @Test(arguments: [
        // A name in capitals, then what the payment was for in small letters, which gives the
        // category when it names one.
        ("JAMIE WILSON drinks", "Jamie Wilson", "Transfer"),
        ("TOM HARRIS pizza friday", "Tom Harris", "Dining"),
        ("KEVIN PATEL dentist", "Kevin Patel", "Health"),
        // A business named after its owner is still the business.
        ("MARIO ROSSI PIZZA", "Mario Rossi Pizza", "Dining"),
        ("SAM WILSON TAXI", "Sam Wilson Taxi", "Transport"),
    ])
    func aPersonsNameFirstWithWhatItWasForIsAPayment(_ raw: String, _ clean: String, _ category: String) throws {
        try PayeeCleaningTests.expectRead(raw, clean, category)
    }

    @Test(arguments: [
        ("Payment to MRS L HUGHES Piano lessons", "L Hughes"),
        ("Payment from Anna Müller", "Anna Müller"),
        ("Payment from Anna Kowalski - Ibiza villa share", "Anna Kowalski"),
        // A forename that is a common surname too begins a person's name after these words.
        ("FASTER PAYMENT JAMES O'NEILL REF CAR SHARE FEB", "James O'Neill"),
        ("TFR TO A J JONES Ref: flat power Mar", "A J Jones"),
        // A word not in capitals after a name in capitals is what the payment was for.
        ("OSKO PAYMENT TO JESS NGUYEN Bills share", "Jess Nguyen"),
        ("WITHDRAWAL-OSKO PAYMENT 1234567 KATE NGUYEN Dinner Fri", "Kate Nguyen"),
        // A bank's code or reference after the name ends it, and a surname before an initial is turned round.
        ("RECEIVED FROM WILLIAMS S FP 01/12/24 1023 LUNCH MONEY", "S Williams"),
        ("BONIFICO A VOSTRO FAVORE DA ROSSI MARCO CRO 0306912345678901 CAUSALE RIMBORSO CENA", "Marco Rossi"),
    ])
    func wordsThatSayAPersonWasPaidNameThePerson(_ raw: String, _ clean: String) throws {
        try PayeeCleaningTests.expectRead(raw, clean, "Transfer")
    }

    @Test(arguments: [
        // The same words before a name that is no person's are left out of it, and no transfer is made of it.
        ("PAYMENT TO MEDIBANK PRIVATE 12345678", "Medibank Private", nil),
        ("FASTER PAYMENT BRITISH GAS", "British Gas", "Utilities"),
        // A shop's name that begins with a forename is no person's.
        ("SUMUP *RAJ NEWS & FOOD CD 4417", "Raj News & Food", "Groceries"),
        ("PAGAMENTO POS TABACCHERIA N. 42", "Tabaccheria", nil),
        ("TOM DIXON STUDIO LONDON", "Tom Dixon Studio", nil),
        // Money moved to one's own account stays named so.
        ("TFR TO SAVINGS A/C 20-45-11 44128890", "Transfer to Savings", "Transfer"),
        ("TFR TO BILLS", "Transfer to Bills", "Transfer"),
        // A firm named with an initial or a forename that is a surname too, and nothing after it.
        ("PAYMENT TO J SAINSBURY", "J Sainsbury", nil),
        ("PAYMENT FROM GRANT THORNTON", "Grant Thornton", nil),
        // A card's payment to a shop is a purchase.
        ("CARD PAYMENT TO SPACE NK", "Space NK", nil),
        // A firm's name with a linking word, and one with only a reference after it.
        ("TFR TO A AND B LETTINGS", "A and B Lettings", "Rent"),
        ("FASTER PAYMENT MORGAN STANLEY REF 12345", "Morgan Stanley", nil),
    ])
    func aNameThatIsNoPersonsIsNoPayment(_ raw: String, _ clean: String, _ category: String?) throws {
        try PayeeCleaningTests.expectRead(raw, clean, category)
    }

    @Test(arguments: [
        ("VIS RAJ TANDOORI HELMSLEY", "Raj Tandoori"),
        ("EFTPOS DEBIT LITTLE BIRD ORGANICS GREY LYNN AUCKLAND", "Little Bird Organics"),
        ("SUMUP *THE HOLLY BUSH CAFE HEBDEN BRIDGE", "The Holly Bush Cafe"),
        // A town written with a capital and small letters after a name written so.
        ("Kartenzahlung Metzgerei Huber Rosenheim", "Metzgerei Huber"),
        ("Betaalautomaat 08:12 pasnr. 045 Bakkerij De Korenschoof Haarlem", "Bakkerij De Korenschoof"),
    ])
    func aTownAfterTheNameIsLeftOut(_ raw: String, _ clean: String) throws {
        #expect(try BuiltinMerchants.list().recognise(raw).name == clean)
    }

    @Test(arguments: [
        // An institution named for its town keeps it; so does a name of one word, and a code in small letters.
        ("Technische Universitaet Berlin", "Technische Universitaet Berlin"),
        ("Hotel Berlin", "Hotel Berlin"),
        ("Kirkgate Fish Co", "Kirkgate Fish Co"),
        // A town after nothing but forenames, initials and titles is a surname.
        ("JOHN CHESTER", "John Chester"),
        ("SO J DUDLEY", "J Dudley"),
        ("Dr Sarah Dudley", "Dr Sarah Dudley"),
        // A business's kind alone before a town is named by it.
        ("POS 1234 HOTEL ASTORIA", "Hotel Astoria"),
        ("CAFE MONACO", "Cafe Monaco"),
        // A surname written with a capital inside it is the name's ("McDONALD").
        ("ZELLE PAYMENT TO JOHN PAUL McDONALD", "John Paul McDONALD"),
    ])
    func aTownThatIsPartOfTheNameIsKept(_ raw: String, _ clean: String) throws {
        #expect(try BuiltinMerchants.list().recognise(raw).name == clean)
    }

    @Test func theListsOfTheseWordsAreReadFromTheFiles() throws {
        let list = try MerchantList.parse("""
            sharedforenames: james
            [Transfer]
            namedpeople: paid out to
            """, file: "transfers.txt")
        #expect(list.recognise("PAID OUT TO JAMES BROWN REF DINNER").name == "James Brown")
        #expect(list.recognise("PAID OUT TO JAMES BROWN REF DINNER").category == "Transfer")
        #expect(list.recognise("PAID OUT TO ACME WIDGETS").category == nil)
    }
}
