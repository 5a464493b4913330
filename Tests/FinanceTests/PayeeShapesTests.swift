import Finance
import Testing

/// The shapes banks write around a name, read with the built-in merchant list: towns and
/// region codes, bank codes, legal forms, what a payment is for, names cut at a field's width,
/// payments to and from people, pay, interest, and money moved between one's own accounts.
@Suite struct PayeeShapesTests {
    @Test(arguments: [
        // A region code and the town before it, a town no list names too.
        ("SQ *GOLDEN CRUST PIZZA Bakersfield CA", "Golden Crust Pizza", "Dining"),
        ("TST* RIVERSIDE NOODLE BAR Kelowna BC", "Riverside Noodle Bar", "Dining"),
        ("WILLOW TREE FLORIST SANTA ROSA CA", "Willow Tree Florist", "Gifts"),
        ("HARBOUR VIEW BAKERY Hobart TAS", "Harbour View Bakery", "Dining"),
        // Two words are left of the name, so "Burger Queen" keeps its second word; a word that
        // says what a place is, is no town.
        ("BURGER QUEEN TX", "Burger Queen", "Dining"),
        ("SQ *RED DOOR PIZZA MI", "Red Door Pizza", "Dining"),
        // A town after `//` on a German card payment.
        ("STADTBAECKEREI KRAUSE//Potsdam/DE", "Stadtbäckerei Krause", "Dining"),
        ("Cafe Sonnenschein//Rostock/DE", "Cafe Sonnenschein", "Dining"),
        // A Dutch card payment's terminal code and hour before the name, the card after the town;
        // a Portuguese card's "contactless" after the town; a German town with its district.
        ("BEA NR:ZT44KM 14.10.26/09.41 Bakkerij De Vries ZWOLLE,PAS218", "Bakkerij De Vries", "Dining"),
        ("COMPRA 5521 CAFE ESTRELA LISBOA CONTACTLESS", "Cafe Estrela", "Dining"),
        ("KARTENZAHLUNG PIZZERIA NAPOLI HAMBURG-ALTONA", "Pizzeria Napoli", "Dining"),
        // Insurance is paid as a bill; a car's is the car's.
        ("DD HOMEGUARD INSURANCE 2231", "Homeguard Insurance", "Utilities"),
        ("SEPA-Lastschrift Gothaer Versicherung Beitrag 11/2026", "Gothaer Versicherung", "Utilities"),
        ("DD SWIFTCOVER CAR INSURANCE", "Swiftcover Car Insurance", "Transport"),
        // British bank codes after the name.
        ("ANGLIAN WATER DD", "Anglian Water", "Utilities"),
        ("GREENWAY GARDEN CENTRE CD 5512", "Greenway Garden Centre", "Shopping"),
        ("ORCHARD PRIMARY SCHOOL SO", "Orchard Primary School", "Education"),
        // Legal forms people leave out, when two words are left before them.
        ("NORTHSIDE AUTO REPAIR LLC", "Northside Auto Repair", "Transport"),
        ("Berger Haustechnik GmbH", "Berger Haustechnik", nil),
        ("PAYPAL *QUORBA LTD 4029357733", "Quorba Ltd", nil),
        // A name the bank cut at its field's width, completed from the business words.
        ("SQ *HILLTOP CHIROPRAC", "Hilltop Chiropractic", "Health"),
        ("SUMUP *WESTSIDE LAUNDROM", "Westside Laundromat", nil),
        ("SQ *OAK LANE CONSIGNM", "Oak Lane Consignment", "Shopping"),
        // …but not a short word, nor one that begins two business words.
        ("SQ *BRIGHTON BEACH BAKE", "Brighton Beach Bake", nil),
        ("SQ *ELM STREET TAP BAR", "Elm Street Tap Bar", "Dining"),
        // Abbreviations written in full.
        ("ROSITAS NEIGHBORHOOD MKT SPRINGFIELD MO", "Rositas Neighborhood Market", "Groceries"),
        ("DEBIT CARD PURCHASE XXXXX9876 02/11 VALLEY HDWE 4821 BOISE ID", "Valley Hardware", "Shopping"),
        // A check's number without its '#' and leading zeros.
        ("CHECK #0077", "Check 77", nil),
        // Pay: the employer is the name, whatever side of it the bank says it is pay.
        ("GLOBEX LOGISTICS PAYROLL PPD ID: 5550001111", "Globex Logistics", "Salary"),
        ("UMBRELLA HEALTH INC DIRECT DEP", "Umbrella Health", "Salary"),
        ("PAY/SAL RIVERBEND COUNCIL", "Riverbend Council", "Salary"),
        ("SALARIS MAART 2027 DE VOS TECHNIEK BV", "De Vos Techniek", "Salary"),
        ("Gutschrift LOHN/GEHALT 03/2027 Schreiner Bau GmbH", "Schreiner Bau", "Salary"),
        ("NOMINA RECIBIDA CONSTRUCCIONES LEVANTE SL", "Construcciones Levante", "Salary"),
        ("FASTER PAYMENTS RECEIPT REF MAR SALARY FROM KESTREL FOODS LTD", "Kestrel Foods", "Salary"),
        ("WAVERLY ENGINEERING LTD SALARY BGC", "Waverly Engineering", "Salary"),
        ("HALCYON MEDIA DES:PAYROLL ID:77 INDN:SAM OKAFOR CO ID:99 PPD", "Halcyon Media", "Salary"),
        // A town written with small letters after a name in capitals; a town of two words before a region code.
        ("SQ *HARBOR LIGHTS CAFE Seal Beach", "Harbor Lights Cafe", "Dining"),
        ("DRIFTWOOD MOTEL ROCKAWAY BEACH OR", "Driftwood Motel", "Travel"),
        // A region code before the card's reference; one code only, so that "CO" after a business word is the company.
        ("PURCHASE AUTHORIZED ON 03/02 GIUSEPPES DINER NYACK NY S304058812345671 CARD 4417", "Giuseppes Diner", "Dining"),
        ("CHECKCARD 0412 MISSION ROASTING CO OAKLAND CA", "Mission Roasting Co", "Dining"),
        // A legal form with words after it ends the name, unless they are a town in small letters.
        ("HALVERSON LLP SALARY BGC", "Halverson", "Salary"),
        ("Autohaus Keller GmbH Inspektion Rechnung 88120", "Autohaus Keller", "Transport"),
        ("SQ *QRT LLC Memphis TN", "QRT LLC", nil),
        // What the payment is for, a spaced dash, or the day written out, end the name.
        ("OAKRIDGE LETTINGS RENT 22 HIGH ST FP", "Oakridge Lettings", "Rent"),
        ("TST* ROSAS CANTINA - DOWNTOWN Austin TX", "Rosas Cantina", "Dining"),
        ("SQ *MILLBROOK FARM SHOP ON 16 MAR BCC", "Millbrook Farm Shop", "Groceries"),
        // Card digits and a day before the name; a Dutch card's number after the prefix.
        ("4417 08MAR24 , WM MORRISONS STORE , YORK GB", "Morrisons", "Groceries"),
        ("BETAALAUTOMAAT 05-03-27 12:01 PAS 012 JUMBO 4410 UTRECHT", "Jumbo", "Groceries"),
        // A cut word completed from a phrase whose first words come before it; of two endings, the one the other begins.
        ("EL TORITO MEXICAN RE TUCSON AZ", "El Torito Mexican Restaurant", "Dining"),
        ("IZ *HILLSIDE GARDEN TEA RO", "Hillside Garden Tea Room", "Dining"),
        // An Italian card payment: amount, day, hour and card, then the shop after "PRESSO" (at).
        ("PAGAMENTO POS 8,40 EUR DEL 02.05.2027 ALLE ORE 08:15 CON CARTA ****9921 PRESSO PIZZERIA DA MIMMO BOLOGNA", "Pizzeria da Mimmo", "Dining"),
        // A contactless payment's mark before the processor; a remark in brackets after a prefix.
        (")))SUMUP *THE LITTLE BAKEHOUSE", "The Little Bakehouse", "Dining"),
        ("Visa purchase (Non-Sterling) LUFTHANSA FRANKFURT DE EUR 120.00 @ 0.8512", "Lufthansa", "Travel"),
        // An ACH field's name is no word of the merchant's; a refund from a known shop is in the
        // shop's category, where it lowers what was spent (a refund from no known shop is income).
        ("VENMO DES:CASHOUT ID:1023 INDN:DANA LEE CO ID:5264681992 PPD", "Venmo", "Transfer"),
        ("ASOS.COM REFUND", "ASOS", "Shopping"),
        ("REFUND 4471 QUIRKSHOP", "Quirkshop", "Other Income"),
        // Umlauts put back in a name; a payer's legal form left out; a bank field after the purpose.
        ("Ueberweisung an Jan Schroeder", "Jan Schröder", "Transfer"),
        ("BONIFICO DA BARILLA S.R.L. CAUSALE STIPENDIO", "Barilla", "Salary"),
        ("Honorar Rechnung 2027-03 Atelier Blau GmbH", "Atelier Blau", "Freelance"),
        // After a prefix, a name with a digit in it is no reference; a terminal's number, and a store's before a town, are left out.
        ("PAYPAL *HOBBYSHOP4U 4029357733 GB", "Hobbyshop4U", nil),
        ("POS PURCHASE TERMINAL 1234 GOLDEN GATE BAKERY SAN FRANCISCO CA", "Golden Gate Bakery", "Dining"),
        ("BETAALAUTOMAAT 04-11-26 09:12 PAS 004 BAKKERIJ DE ZON 12 UTRECHT", "Bakkerij de Zon", "Dining"),
        // Money moved to or from one's own account, named by the account.
        ("ONLINE TRANSFER REF #IB12345678 TO EVERYDAY SAVINGS XXXXXX9876 ON 02/03/27", "Transfer to Savings", "Transfer"),
        ("Von Girokonto nach Space Reise", "Transfer to Space", "Transfer"),
        // A people phrase that begins with a prefix ("Gutschrift").
        ("Gutschrift von Thomas Weber", "Thomas Weber", "Transfer"),
        ("MOBILE-CHANNEL TO 40-11-22 87654321 ISA", "Transfer to ISA", "Transfer"),
        ("TRANSFER TO XX9876 NETBANK SAVINGS", "Transfer to Savings", "Transfer"),
        // Australian and Canadian banks' words before and after the name.
        ("EFTPOS PURCHASE WOOLWORTHS 1234 PERTH AU", "Woolworths", "Groceries"),
        ("HYDRO ONE PAP", "Hydro One", "Utilities"),
        // Rent, said in the payment: rent paid to a landlord by transfer is Rent.
        ("FASTER PAYMENT TO J SMITH REF RENT", "J Smith", "Rent"),
        ("SEPA-Ueberweisung an Immobilien Vogt GmbH Miete Maerz Whg 5", "Immobilien Vogt", "Rent"),
        ("DAUERAUFTRAG Miete April Petra Lang Whg. 1", "Petra Lang", "Rent"),
        ("VIR PERMANENT LOYER AVRIL SCI LES TILLEULS", "SCI Les Tilleuls", "Rent"),
        ("PARKVIEW HOMES DES:RENT PMT ID:42 INDN:SAM OKAFOR CO ID:88 WEB", "Parkview Homes", "Rent"),
        // Interest, in several languages.
        ("MONTHLY INTEREST PAID", "Interest", "Interest"),
        ("Zinsgutschrift Sparbuch 2. Quartal 2027", "Interest", "Interest"),
        ("INTERETS CREDITEURS 2027", "Interest", "Interest"),
        // Pies, pasties and the dishes that name a curry house.
        ("SUMUP *THE PASTY SHOP", "The Pasty Shop", "Dining"),
        ("CARD PAYMENT TO MASALA HOUSE ON 22 MAR", "Masala House", "Dining"),
        // A town after an inn's name; "STORE" is a whole word, not a cut "stores".
        ("CONTACTLESS PAYMENT THE WHITE HART INN HENLEY", "The White Hart Inn", "Dining"),
        ("POS PUR HANOVER CO-OP FOOD STORE HANOVER NH", "Hanover Co-Op Food Store", "Groceries"),
        // Words that look like a day's or an amount's, or a remark, but are the name's.
        ("CARD PURCHASE AT DEL TACO #1234", "Del Taco", "Dining"),
        ("PAGAMENTO POS 9,00 EUR PRESSO TRATTORIA PRESSO IL LAGO MILANO", "Trattoria Presso Il Lago", "Dining"),
        ("POS (AMAZON) MKTPLACE", "Amazon", "Shopping"),
        // A foreign amount with its currency ends the name as the description's end does.
        ("VISA PURCHASE 10/03 BALI SURF HOUSE DENPASAR ID IDR 1,250,000.00 FOREIGN CURRENCY AMOUNT", "Bali Surf House", nil),
    ] as [(String, String, String?)])
    func aNameIsFoundAmongWhatTheBankAddsAndWhatThePaymentIsFor(_ raw: String, _ clean: String, _ category: String?) throws {
        try PayeeCleaningTests.expectRead(raw, clean, category)
    }

    /// Payments to and from people in many banks' words, titles left out.
    @Test(arguments: [
        ("INTERAC E-TRANSFER TO PRIYA NAIR", "Priya Nair"),
        ("OSKO PAYMENT TO LIAM OCONNOR", "Liam Oconnor"),
        ("SWISH BETALNING ERIK NILSSON", "Erik Nilsson"),
        ("FASTER PAYMENT RECEIVED FROM OLIVIA GRANT REF BIRTHDAY", "Olivia Grant"),
        ("BILL PAYMENT VIA FASTER PAYMENT TO MISS K HUGHES REFERENCE TICKETS, MANDATE NO 12", "K Hughes"),
        ("STANDING ORDER TO MR D OKAFOR REF ALLOWANCE", "D Okafor"),
        ("TRANSFERENCIA INMEDIATA A FAVOR DE LUCIA GARCIA", "Lucia Garcia"),
        ("VIR INST RECU DE: PAUL MARTIN MOTIF: CINE", "Paul Martin"),
        ("TIKKIE ID 000987654321 SANNE DE BOER VIA TIKKIE", "Sanne de Boer"),
        ("WIRE TYPE:WIRE OUT DATE:270105 TRN:2027010500987 BNF:NORA WELLS ID:555 BNF BK:FIRST BANK", "Nora Wells"),
    ])
    func aPaymentToOrFromAPersonIsATransfer(_ raw: String, _ name: String) throws {
        let found = try BuiltinMerchants.list().recognise(raw)
        #expect(found.name == name, "\(raw)")
        #expect(found.basis == .person, "\(raw)")
        #expect(found.isTransfer, "\(raw)")
    }

    /// Money moved between one's own accounts, and a card paid off.
    @Test(arguments: [
        ("KEEP THE CHANGE TRANSFER TO ACCT 5678 FOR 02/14/2027", "Transfer to Savings"),
        ("Umbuchung auf Tagesgeldkonto DE02120300000000202051", "Transfer to Savings"),
        ("TRANSFER TO 40-11-22 87654321 SAVINGS", "Transfer to Savings"),
        ("TRANSFER FROM 40-11-22 87654321 ISA", "Transfer from ISA"),
        ("KREDITKARTENABRECHNUNG 02/2027 VISA 1234 XXXX XXXX 9876", "Credit Card Payment"),
    ])
    func movingOnesOwnMoneyIsATransfer(_ raw: String, _ name: String) throws {
        let found = try BuiltinMerchants.list().recognise(raw)
        #expect(found.name == name, "\(raw)")
        #expect(found.isTransfer, "\(raw)")
    }

    /// A bank's word for how a payment was sent is no sign that a person was paid: a firm's bill
    /// paid so stays a bill, and a word of a firm's name no machine's.
    @Test(arguments: ["FASTER PAYMENT BRITISH GAS REF 123456", "OSKO PAYMENT ORIGIN ENERGY", "ABM INDUSTRIES PAYROLL",
                      "EURONET 360 FINANCE", "QUALITY ASSURANCE LTD"])
    func aFirmPaidByTransferIsNoPerson(_ raw: String) throws {
        let found = try BuiltinMerchants.list().recognise(raw)
        #expect(!found.isTransfer, "\(raw)")
        #expect(found.name != "ATM Withdrawal", "\(raw)")
    }

    /// Insurance is a bill, unless what it covers says otherwise; "assurance" alone is no insurance.
    @Test(arguments: [("HEALTH INSURANCE PREMIUM", "Health"), ("DENTAL INSURANCE", "Health"), ("TRAVEL INSURANCE POST OFFICE", "Travel"),
                      ("DD HOMEGUARD INSURANCE 2231", "Utilities"), ("QUALITY ASSURANCE LTD", nil)])
    func insuranceIsFiledByWhatItCovers(_ raw: String, _ category: String?) throws {
        #expect(try BuiltinMerchants.list().recognise(raw).category == category, "\(raw)")
    }

    /// Cash from a machine is a transfer to someone who keeps a cash account and spending to
    /// someone who does not, and a bank's fee is filed as each person files it: they are named,
    /// and their category is left to the person.
    @Test(arguments: [
        ("ATM WITHDRAWAL 001234 5TH AVE NEW YORK NY", "ATM Withdrawal"),
        ("Bargeldauszahlung GA 1234 Sparkasse", "ATM Withdrawal"),
        ("REINTEGRO CAJERO SANTANDER 05/02", "ATM Withdrawal"),
        ("DISPOSICION EN CAJERO 9 SABADELL VALENCIA", "ATM Withdrawal"),
        ("GELDOPNEMING 14/10 ING GRONINGEN", "ATM Withdrawal"),
        ("ABM WITHDRAWAL RBC KING ST", "ATM Withdrawal"),
        ("MONTHLY MAINTENANCE FEE", "Bank Fee"),
    ])
    func cashAndFeesAreNamedAndLeftToThePerson(_ raw: String, _ name: String) throws {
        let found = try BuiltinMerchants.list().recognise(raw)
        #expect(found.name == name, "\(raw)")
        #expect(found.category == nil, "\(raw)")
        #expect(found.basis == .merchant, "\(raw)")
    }

    /// A prefix that may begin a name (a standing order's `SO`, Shopify's `SP`) is taken off
    /// unless the whole is a merchant's name; a merchant's short name before a star and a
    /// store's number written onto the name's last word are no part of the name.
    @Test(arguments: [
        ("SO J SMITH RENT", "J Smith", "Rent"),
        ("SO ENERGY", "So Energy", "Utilities"),
        ("SP WILDFLOUR POTTERY ASHEVILLE NC", "Wildflour Pottery", nil),
        ("SP+ PARKING 0412 DENVER CO", "SP+ Parking", "Transport"),
        ("HLU*Hulu 1893746251-U HULU.COM/BILLCA", "Hulu", "Subscriptions"),
        ("PREMIER INN44018180 DUNSTABLE", "Premier Inn", "Travel"),
        ("NYT*DIGITAL SUBSCRIPT 800-698-4637 NY", "The New York Times", "Subscriptions"),
        // A processor's own prefix is one, though its letters are in the name; a soft prefix is one only in capitals.
        ("TST* TASTE OF THAI Fresno CA", "Taste of Thai", "Dining"),
        ("So Good Cafe", "So Good Cafe", "Dining"),
    ])
    func whatOnlyLooksLikeAPartOfTheNameIsLeftOut(_ raw: String, _ name: String, _ category: String?) throws {
        let found = try BuiltinMerchants.list().recognise(raw)
        #expect(found.name == name, "\(raw)")
        #expect(found.category == category, "\(raw)")
    }

    /// Where a cut name ends and its town begins: a town written with small letters after a name
    /// in capitals, however many words and whatever they mean ("Bar Harbor"); a town that repeats
    /// the name's first words, or that a cut word before it begins ("… HARROGAT HARROGATE"); and a
    /// last word cut to three letters in a name that fills its field.
    @Test(arguments: [
        ("SQ *HARBOR VIEW PHARMAC Bar Harbor ME", "Harbor View Pharmacy"),
        ("SQ *BLUE HERON BOOKS Cape May NJ", "Blue Heron Books"),
        ("SUMUP *KENILWORTH BOOKS KENILWORTH", "Kenilworth Books"),
        ("SumUp *A1 Taxis Harrogat Harrogate", "A1 Taxis"),
        ("IZ *HEBDEN BRIDGE BOOKS HEBDEN BRIDGE", "Hebden Bridge Books"),
        ("SQ *PEDAL PUSHERS BIKE SHO", "Pedal Pushers Bike Shop"),
        ("TST* RIVERSIDE DENTAL PRA", "Riverside Dental Practice"),
        ("SEA BREEZE INN & SUITES CAPE MAY NJ", "Sea Breeze Inn & Suites"),
        ("HILLSIDE BAKERY WEST FORK AR", "Hillside Bakery"),
        // A town of the name's own ("CITY OF AUSTIN"), and a short name, are kept.
        ("SQ *AUSTIN ROASTERS AUSTIN TX", "Austin Roasters"),
        ("LEEDS KIRKGATE MARKET LEEDS", "Leeds Kirkgate Market"),
        ("SQ *BAR HARBOR CAFE Bar Harbor ME", "Bar Harbor Cafe"),
    ])
    func aCutNameEndsWhereItsTownBegins(_ raw: String, _ name: String) throws {
        let found = try BuiltinMerchants.list().recognise(raw).name
        #expect(found == name, "\(raw) → \(found)")
    }
}
