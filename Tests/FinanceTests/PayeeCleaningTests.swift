import Finance
import Testing

/// Bank descriptions of the United States, the United Kingdom and the euro area, read with the
/// built-in merchant list: the clean name, and the category it gives (nil for none).
@Suite struct PayeeCleaningTests {
    @Test(arguments: [
        // Card processors and store numbers, with the city and state after them.
        ("SQ *BLUE BOTTLE COFFE 0423 SAN FRANCISCO CA", "Blue Bottle Coffee", "Dining"),
        ("TRADER JOE'S #123 SAN FRANCISCO CA", "Trader Joe's", "Groceries"),
        ("NETFLIX.COM 866-579-7172 CA", "Netflix", "Subscriptions"),
        ("UBER *TRIP HELP.UBER.COM CA", "Uber", "Transport"),
        ("UBER *EATS HELP.UBER.COM CA", "Uber Eats", "Dining"),
        ("ACME CORP PAYROLL PPD ID: 1234567890", "Acme Corp", "Salary"),
        ("TST* JOE'S DINER 12345 BROOKLYN NY", "Joe's Diner", "Dining"),
        ("TST*LUCKY DUMPLING HOUSE", "Lucky Dumpling House", "Dining"),
        ("PAYPAL *SPOTIFY 4029357733", "Spotify", "Subscriptions"),
        ("PP*ETSY COM", "Etsy", "Shopping"),
        ("AMZN Mktp US*2K4QW1XY0 AMZN.COM/BILL WA", "Amazon", "Shopping"),
        ("AMAZON.COM*MK1AB2CD3 AMZN.COM/BILL WA", "Amazon", "Shopping"),
        ("Amazon Prime*2A3B45CD6 Amzn.com/bill WA", "Amazon Prime", "Subscriptions"),
        ("STARBUCKS STORE 01234 SEATTLE WA", "Starbucks", "Dining"),
        ("MCDONALD'S F12345 CHICAGO IL", "McDonald's", "Dining"),
        ("WHOLEFDS MKT 10234", "Whole Foods", "Groceries"),
        ("SHELL OIL 57444212 HOUSTON TX", "Shell", "Transport"),
        ("CHEVRON 0201234 OAKLAND CA", "Chevron", "Transport"),
        ("TARGET 00012345 MINNEAPOLIS MN", "Target", "Shopping"),
        ("WAL-MART #1234 AUSTIN TX", "Walmart", "Shopping"),
        ("COSTCO WHSE #0123 SAN JOSE CA", "Costco", "Groceries"),
        ("CVS/PHARMACY #05678 BOSTON MA", "CVS Pharmacy", "Health"),
        ("APPLE.COM/BILL 866-712-7753 CA", "Apple", "Subscriptions"),
        ("GOOGLE *YouTubePremium g.co/helppay#CA", "YouTube Premium", "Subscriptions"),
        ("LYFT   *RIDE WED 8PM", "Lyft", "Transport"),
        ("DOORDASH*CHIPOTLE SAN FRANCISCO CA", "DoorDash", "Dining"),
        ("DD *DOORDASH SWEETGREEN", "DoorDash", "Dining"),
        ("PURCHASE AUTHORIZED ON 11/03 SHELL OIL 12345678 HOUSTON TX S583307 CARD 1234", "Shell", "Transport"),
        ("DEBIT CARD PURCHASE - XXXXX1234 STARBUCKS", "Starbucks", "Dining"),
        ("POS PURCHASE SAFEWAY #1234", "Safeway", "Groceries"),
        ("CHECKCARD 1103 IN-N-OUT BURGER 123 IRVINE CA", "In-N-Out Burger", "Dining"),
        ("RECURRING PAYMENT AUTHORIZED ON 11/05 HULU 877-8244858 CA", "Hulu", "Subscriptions"),
        ("JOE'S PIZZA NEW YORK NY", "Joe's Pizza", "Dining"),
        ("CORNER BAKERY CAFE 0123", "Corner Bakery Cafe", "Dining"),
        ("CITY OF SEATTLE PARKING METER", "City of Seattle Parking Meter", "Transport"),
        ("WALGREENS #4567", "Walgreens", "Health"),
        ("SPROUTS FARMERS MAR 0456", "Sprouts", "Groceries"),
        ("DELTA AIR LINES 0062345678901 ATLANTA GA", "Delta Air Lines", "Travel"),
        ("MARRIOTT HOTELS 1234 NEW YORK NY", "Marriott", "Travel"),
        ("PG&E/EZ-PAY 800-743-5000 CA", "PG&E", "Utilities"),
        ("COMCAST CALIFORNIA 800-COMCAST CA", "Comcast", "Utilities"),
        ("ACME DENTAL GROUP", "Acme Dental", "Health"),
        ("BARNES & NOBLE #2345", "Barnes & Noble", "Shopping"),
        ("SOMETHING UNHEARD OF 1234", "Something Unheard of", nil),
        // The United Kingdom.
        ("CARD PAYMENT TO TESCO STORES 2231 ON 03-03", "Tesco", "Groceries"),
        ("TESCO STORES 2231", "Tesco", "Groceries"),
        ("SAINSBURYS S/MKTS LONDON GB", "Sainsbury's", "Groceries"),
        ("PRET A MANGER LONDON GB", "Pret A Manger", "Dining"),
        ("TFL TRAVEL CH TFL.GOV.UK/CP", "Transport for London", "Transport"),
        ("CONTACTLESS PAYMENT GREGGS PLC", "Greggs", "Dining"),
        ("DIRECT DEBIT BRITISH GAS", "British Gas", "Utilities"),
        ("VIS COSTA COFFEE MANCHESTER", "Costa Coffee", "Dining"),
        ("BOOTS 1234 LONDON GB", "Boots", "Health"),
        ("DELIVEROO.CO.UK LONDON", "Deliveroo", "Dining"),
        ("THE CROWN PUB LONDON", "The Crown Pub", "Dining"),
        // The euro area.
        ("Kartenzahlung REWE Markt GmbH Berlin DE", "Rewe", "Groceries"),
        ("REWE SAGT DANKE. 12345", "Rewe", "Groceries"),
        ("EDEKA CENTER 1234//BERLIN/DE", "Edeka", "Groceries"),
        ("Müller Bäckerei", "Müller Bäckerei", "Dining"),
        ("Stadtwerke München", "Stadtwerke München", "Utilities"),
        ("DB Vertrieb GmbH Frankfurt", "Deutsche Bahn", "Travel"),
        ("Apotheke am Markt", "Apotheke am Markt", "Health"),
        ("CB CARREFOUR 12/03 PARIS", "Carrefour", "Groceries"),
        ("PAIEMENT PAR CARTE X1234 MONOPRIX PARIS 12/03", "Monoprix", "Groceries"),
        ("BETAALAUTOMAAT 12-03-24 10:15 ALBERT HEIJN 1234 AMSTERDAM", "Albert Heijn", "Groceries"),
        ("BEA NR:XYZ123 12.03.24/10.15 JUMBO 1234,PAS123", "Jumbo", "Groceries"),
        ("LIDL DIENSTL GIR 1234 HAMBURG", "Lidl", "Groceries"),
        ("Zinsen", "Zinsen", "Interest"),
        // An employer is named without its legal form, even when one word is left.
        ("Gehalt Maerz ACME GmbH", "Acme", "Salary"),
        // Checks keep their number.
        ("CHECK 1042", "Check 1042", nil),
    ] as [(String, String, String?)])
    func aBankDescriptionGivesItsCleanNameAndCategory(_ raw: String, _ clean: String, _ category: String?) throws {
        try Self.expectRead(raw, clean, category)
    }

    /// Expects the built-in list to read `raw` as `clean`, in `category` (nil for none).
    static func expectRead(_ raw: String, _ clean: String, _ category: String?) throws {
        let found = try BuiltinMerchants.list().recognise(raw)
        #expect(found.name == clean, "\(raw)")
        #expect(found.category == category, "\(raw)")
    }

    /// Payments to people (the person's name is the payee) and money moved between accounts.
    @Test(arguments: [
        ("Zelle payment to John Smith JPM99a1b2c3", "John Smith", PayeeRecognition.Basis.person),
        ("Zelle payment from JANE DOE WFCT0ABC1234", "Jane Doe", .person),
        ("VENMO *JOHN SMITH", "John Smith", .person),
        ("SQC*CASH APP*ALEX KIM", "Alex Kim", .person),
        ("SEPA-Überweisung an Max Mustermann IBAN DE89370400440532013000", "Max Mustermann", .person),
        ("Dauerauftrag an Anna Schmidt", "Anna Schmidt", .person),
        ("FASTER PAYMENT TO J SMITH REF DINNER", "J Smith", .person),
        ("VIREMENT SEPA EMIS VERS JEAN DUPONT", "Jean Dupont", .person),
        ("Overboeking naar J. Jansen", "J. Jansen", .person),
        ("PAYMENT THANK YOU", "Card Payment", .merchant),
        ("ONLINE PAYMENT - THANK YOU", "Card Payment", .merchant),
        ("ONLINE TRANSFER TO SAV ...1234 TRANSACTION#: 12345678 11/03", "Transfer to Savings", .merchant),
        ("TRANSFER TO SAVINGS", "Transfer to Savings", .merchant),
        ("VENMO PAYMENT 1023456789 WEB ID: 3264681992", "Venmo", .merchant),
        ("AMEX EPAYMENT ACH PMT A1234", "Amex Card Payment", .merchant),
    ])
    func movingMoneyIsATransfer(_ raw: String, _ name: String, _ basis: PayeeRecognition.Basis) throws {
        let found = try BuiltinMerchants.list().recognise(raw)
        #expect(found.name == name, "\(raw)")
        #expect(found.basis == basis, "\(raw)")
        #expect(found.isTransfer, "\(raw)")
    }

    @Test func aBillPaidByAPaymentThatWentOutIsNoClientPaying() throws {
        let list = try BuiltinMerchants.list()
        #expect(list.recognise("FPI RIVERSIDE PHYSIO INV 2231").category == "Freelance")
        #expect(list.recognise("FPO RIVERSIDE PHYSIO INV 2231").category != "Freelance")
        #expect(list.recognise("VIR SEPA EMIS /MOTIF FACTURE 2024-17 /BEN PLOMBERIE MOREAU").category != "Freelance")
    }

    @Test func withoutAMerchantListNamesAreStillCleanedOfNumbersDatesAndAddresses() {
        let list = MerchantList.empty
        #expect(list.cleanName("STARBUCKS STORE 01234 SEATTLE WA") == "Starbucks")
        #expect(list.cleanName("NETFLIX.COM 866-579-7172 CA") == "Netflix")
        #expect(list.cleanName("Corner shop") == "Corner shop")
        #expect(list.cleanName("12345") == "12345")
        #expect(list.recognise("TRADER JOE'S #123").category == nil)
    }

    @Test(arguments: [
        ("Trader Joe's", "traderjoes"), ("TRADER JOE'S #123", "traderjoes"), ("trader joes", "traderjoes"),
        ("TRADER JOE 0423", "traderjoe"), ("McDonald’s", "mcdonalds"), ("AT&T", "att"), ("#123", "123"),
    ])
    func aPayeeIsSearchedForByItsLettersAndDigits(_ name: String, _ key: String) {
        #expect(PayeeKey.searchKey(name) == key)
    }
}
