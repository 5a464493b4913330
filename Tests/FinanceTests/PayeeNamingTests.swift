import Finance
import Testing

/// How a clean name is written, read with the built-in merchant list: a short word that begins
/// a longer name is no brand, a name never ends in a linking word, cheques are named alike,
/// legal forms are left out, a person's name is written forename first, and German umlauts are
/// put back where that is safe.
@Suite struct PayeeNamingTests {
    @Test(arguments: [
        // Two letters after a card processor's prefix begin a small business's name: not Marks & Spencer, BP or EE.
        ("SQ *MS ROWENAS SEWING ROOM Tulsa OK", "MS Rowenas Sewing Room"),
        ("SUMUP *BP KWAN TAILORING", "BP Kwan Tailoring"),
        ("TST* EE ORCHARD GRILL", "Ee Orchard Grill"),
        // A legal form written first is a company's, not the airline SAS, and is left out.
        ("CB SAS BRIOCHETTE 04/05 LYON", "Briochette"),
    ])
    func aShortWordThatBeginsALongerNameIsNoBrand(_ raw: String, _ clean: String) throws {
        #expect(try Self.read(raw, as: clean).basis != .merchant)
    }

    @Test(arguments: [
        ("BP 8812345 LEEDS", "BP", "Transport"),
        ("SUMUP *EE", "EE", "Utilities"),
        ("POS MS 0412 CROYDON", "Marks & Spencer", "Shopping"),
        ("SAS 1172345678 STOCKHOLM SE", "SAS", "Travel"),
    ])
    func aShortBrandAloneIsStillTheBrand(_ raw: String, _ clean: String, _ category: String) throws {
        try PayeeCleaningTests.expectRead(raw, clean, category)
    }

    @Test(arguments: [
        ("CHQ 000871", "Cheque 871"),
        ("CHQ NO. 0042", "Cheque 42"),
        ("CHECK NO 3301", "Check 3301"),
        ("CHEQUE # 19", "Cheque 19"),
        ("CHECK #0000", "Check 0"),
    ])
    func chequesAndChecksAreNamedAlike(_ raw: String, _ clean: String) throws {
        try PayeeCleaningTests.expectRead(raw, clean, nil)
    }

    @Test(arguments: [
        // A name never ends in a word that links two of its parts: the place after it is the name's.
        ("UNIVERSITY OF BRISTOL FEES", "University of Bristol"),
        ("SQ *CAFE DE PARIS 0042 LONDON", "Cafe de Paris"),
        ("SUMUP *TASTE OF DUBLIN", "Taste of Dublin"),
        ("THE LADY OF SHALOTT YORK", "The Lady of Shalott"),
        // A group of companies, a professional firm's form: left out when two words are left.
        ("HARBORVIEW DENTAL GRP 0193 SALEM OR", "Harborview Dental"),
        ("TALLIS ENGINEERING GROUP", "Tallis Engineering"),
        ("KESSLER GROUP", "Kessler Group"),
        ("WILLOWBROOK PEDIATRICS PL", "Willowbrook Pediatrics"),
        ("PAYPAL *ZANTEK INC 4029357733", "Zantek Inc"),
        // An employer, client or landlord is named without its form when one word is left…
        ("PAYROLL DEPOSIT ZANTEK INC", "Zantek"),
        ("LOHN/GEHALT 04/2027 BRANDT AG PERS.NR 0077", "Brandt"),
        ("NOMINA RECIBIDA OLIVARES SL", "Olivares"),
        // …but a form that is a word of a name stays.
        ("BARLOW CORP PAYROLL", "Barlow Corp"),
        // In a German description, a name's `ue`, `oe` and `ae` are umlauts…
        ("Baeckerei Kuehnle//Ulm/DE", "Bäckerei Kühnle"),
        ("Ueberweisung an Jana Roessner", "Jana Rössner"),
        ("SEPA-Ueberweisung an Manuela Steuer", "Manuela Steuer"),
        // …not a name's first letters, nor a word `accents:` keeps as it is…
        ("Baeckerei Oetjen", "Bäckerei Oetjen"),
        ("Baeckerei am Goethe Platz", "Bäckerei am Goethe Platz"),
        // …and so are those of a compound that ends in a German word of the list.
        ("Kartenzahlung girocard Stadtbaeckerei Schulz//Hamburg/DE", "Stadtbäckerei Schulz"),
        // …and with nothing German in the description, the name is as written.
        ("Zelle payment to Joel Kuehnert", "Joel Kuehnert"),
        // Barclays' card payments: the name between commas after the card's number, the day and "C".
        ("4821 13JUN24 C , THE OLD FORGE CAFE , LEEDS GB", "The Old Forge Cafe"),
        // A limited company's form cut to two letters; a branch after a German shop's name; an
        // Irish surname; a number written onto the name's first word; a Spanish card's number.
        ("HARGREAVE & COLE LT BGC SALARY JUN24", "Hargreave & Cole"),
        ("Bäckerei Schüller Filiale Lindenstr.//Bonn/DE", "Bäckerei Schüller"),
        ("O'REILLYS FISH BAR", "O'Reillys Fish Bar"),
        ("FLYBRAVO000 EKZ4T9P LUTON", "Flybravo"),
        ("PAGO MOVIL EN CHURRERIA LA ESTRELLA, SEVILLA, TARJ. :*123456", "Churreria la Estrella"),
    ])
    func aCleanNameIsWrittenAsPeopleWriteIt(_ raw: String, _ clean: String) throws {
        try Self.read(raw, as: clean)
    }

    @Test(arguments: [
        ("OVERSCHRIJVING NAAR JANSSENS PIETER", "Pieter Janssens"),
        ("BONIFICO SEPA A FAVORE DI COLOMBO GIULIA CAUSALE CENA", "Giulia Colombo"),
        ("STANDING ORDER TO HOLLIS K", "K Hollis"),
        // Forename first already, both words forenames, or written in small letters: as written.
        ("ZELLE PAYMENT TO ANNA WRIGHTSON", "Anna Wrightson"),
        ("OVERSCHRIJVING NAAR SOPHIE PAUL", "Sophie Paul"),
        ("Zelle payment to Okafor Tom", "Okafor Tom"),
        // A forename that is a month's name too (Portuguese "Março") begins the name before a word…
        ("BONIFICO A FAVORE DI MARCO ROSSI", "Marco Rossi"),
        // …and a word in small letters after a name in capitals, or a bank field's word, ends it.
        ("Bizum a Laura Garcia cena", "Laura Garcia"),
        ("Zelle payment to Jane Doe dinner", "Jane Doe"),
        ("SEPA-Ueberweisung an Sportverein Blau-Weiss Mitgliedsbeitrag", "Sportverein Blau-Weiss"),
    ])
    func aNameWrittenSurnameFirstIsTurnedRound(_ raw: String, _ clean: String) throws {
        #expect(try Self.read(raw, as: clean).basis == .person)
    }

    @Test(arguments: [
        // A forename or an initial, then one surname: what follows is what the payment was for.
        ("FPO SARAH O'BRIEN HAPPY BIRTHDAY", "Sarah O'Brien"),
        ("OSKO PAYMENT TO LIAM O'CONNOR CAR POOL", "Liam O'Connor"),
        ("Transfer To Jake Wilson CommBank App Rent March", "Jake Wilson"),
        ("Überweisung an Lena Hoffmann Geschenk Mama", "Lena Hoffmann"),
        ("FPO MRS P HUGHES REF BIRTHDAY", "P Hughes"),
        // Middle initials, particles and a second forename stay in the name.
        ("ZELLE PAYMENT TO MARK T LEWIS DINNER", "Mark T Lewis"),
        ("Overboeking naar Sanne de Vries etentje", "Sanne de Vries"),
        ("BONIFICO A FAVORE DI ANNA MARIA ROSSI REGALO", "Anna Maria Rossi"),
        // Spanish names have two surnames.
        ("TRANSFERENCIA A FAVOR DE CARMEN RUIZ GARCIA CONCEPTO: ALQUILER ABRIL", "Carmen Ruiz Garcia"),
        // A business's word after the surname makes the name a firm's.
        ("FPO D HOLLOWAY PLUMBING INV447 300000000412345678", "D Holloway Plumbing"),
        // One word alone after the surname is a surname, unless it says what the payment was for.
        ("ZELLE PAYMENT TO JOHN JAMES SMITH", "John James Smith"),
        ("VENMO PAYMENT TO ANNA MAE WILSON", "Anna Mae Wilson"),
        ("ZELLE PAYMENT TO LINDA CHEN DINNER", "Linda Chen"),
    ])
    func aPersonsNameEndsAfterTheSurname(_ raw: String, _ clean: String) throws {
        #expect(try Self.read(raw, as: clean).basis == .person)
    }

    @Test(arguments: [
        // A British standing order's or faster payment's code before or after a person's name.
        ("SO EMMA CLARKE BILLS SHARE", "Emma Clarke", "Transfer"),
        ("J DAVIES POCKET MONEY SO", "J Davies", "Transfer"),
        ("T HARGREAVES FOOTY SUBS 609242 10 07APR24 14:22 FPO", "T Hargreaves", "Transfer"),
        ("SO MRS A DUNCAN PIANO LESSONS", "A Duncan", "Education"),
        // What the payment says it is for still gives its category.
        ("SO J SMITH RENT", "J Smith", "Rent"),
        ("STO K BROWN LANDLORD", "K Brown", "Rent"),
        // A person paying back what they owed is money moved, not a refund's income.
        ("BONIFICO A FAVORE DI GIULIA CONTI CAUSALE RIMBORSO CENA", "Giulia Conti", "Transfer"),
        ("VIR INST VERS M. THOMAS LEROY REMBOURSEMENT WEEKEND", "Thomas Leroy", "Transfer"),
    ])
    func aPersonPaidByAStandingOrderIsATransfer(_ raw: String, _ clean: String, _ category: String) throws {
        try PayeeCleaningTests.expectRead(raw, clean, category)
    }

    @Test(arguments: [
        // A trade, a doctor, or a client paying a bill is no transfer to a person.
        ("P HUGHES DECORATING FP", "Transfer"),
        ("SO PETER JONES GARDENING", "Transfer"),
        ("SO DR A PATEL", "Transfer"),
        ("J SMITH INV 2231 FPI", "Transfer"),
    ])
    func aFirmPaidByAStandingOrderIsNoTransfer(_ raw: String, _ category: String) throws {
        #expect(try BuiltinMerchants.list().recognise(raw).category != category, "\(raw)")
    }

    /// The built-in list's reading of `raw`, expected to be named `clean`.
    @discardableResult
    static func read(_ raw: String, as clean: String) throws -> PayeeRecognition {
        let found = try BuiltinMerchants.list().recognise(raw)
        #expect(found.name == clean, "\(raw)")
        return found
    }
}
