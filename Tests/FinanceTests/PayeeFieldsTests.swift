import Finance
import Testing

/// What banks write around a name, read with the built-in merchant list: fields parted by a
/// slash, a card number written in groups, an amount in another currency, codes of a state and a
/// country, a town joined to the name or the name's own first words, a name cut to a letter or
/// at a field's width, and the processors only restaurants use.
@Suite struct PayeeFieldsTests {
    @Test(arguments: [
        // A slash between spaces parts the fields: the name is the first, and its cut word is completed.
        ("Withdrawal Debit Card Purchase / MAPLEWOOD FAMILY DENTISTR / TOLEDO OH / Card 1188", "Maplewood Family Dentistry", "Health"),
        // A card's number in groups of four, some hidden, after the prefix.
        ("BETALING MET DEBETKAART NUMMER 5412 07XX XXXX 9876 COLRUYT LEUVEN 04-05-2024 OM 09.12 UUR", "Colruyt", "Groceries"),
        // An amount in another currency, code first, and the exchange rate after the name.
        ("*7731 02.05 SEK 145.00 KAFFEBAREN MALMO Kurs: 0.0870", "Kaffebaren", nil),
        // A state's code before the country's, and a card's number after them.
        ("TIDEWATER BAKERY MANLY NSW AUS Card xx4410 Value Date: 02/05/2024", "Tidewater Bakery", "Dining"),
        // A town the places name, joined to the last word by a dash.
        ("COMPRA TARJ. 4012XXXXXXXX5521 FERRETERIA LOPEZ-SEVILLA", "Ferreteria Lopez", "Shopping"),
        // A town of two words that the name begins with, before the state.
        ("GREEN MOUNTAIN FAMILY DENTAL GREEN MOUNTAIN VT", "Green Mountain Family Dental", "Health"),
        // A long name cut to a letter after a word loses the letter.
        ("PURCHASE AUTHORIZED ON 09/14 RIVERBEND ORCHARDS F SPARTA MI S463000123456789 CARD 1234", "Riverbend Orchards", nil),
        // A legal form is not taken off so that the name ends in "&", and "& Co" is not "& Company".
        ("HOLLOWAY & CO LTD 0042", "Holloway & Co", nil),
        ("FPI HOLLOWAY & CO LTD INVOICE 2024-09", "Holloway & Co", "Freelance"),
        // What the payment is for, said twice before the name.
        ("PAYROLL DIRECT DEPOSIT RIVERSIDE LOGISTICS", "Riverside Logistics", "Salary"),
        // A keyword is a whole word: a cut name's "COFFEE" is no "coffeehouse".
        ("SQ *SILVER LINING COFFEE", "Silver Lining Coffee", "Dining"),
        // Toast's prefix: a place to eat, even with no keyword; another processor's says nothing.
        ("TST* THE WANDERING GOAT", "The Wandering Goat", "Dining"),
        ("PURCHASE AUTHORIZED ON 05/02 TST* THE WANDERING GOAT Eugene OR S0000 CARD 1", "The Wandering Goat", "Dining"),
        ("SQ *THE WANDERING GOAT", "The Wandering Goat", nil),
        // A name cut inside a word at the field's width finds the merchant it begins.
        ("KAISER FOUNDATI DES:PAYROLL ID:00099 INDN:LEE PARK CO ID:9XXXXX3810 PPD", "Kaiser Permanente", "Salary"),
        // A British car test after a garage's name.
        ("J HARRIS MOT CD 3301", "J Harris", "Transport"),
        // More banks' wordings before the name.
        ("Withdrawal POS #512345678901 RIVERSIDE DINER BURLINGTON VT", "Riverside Diner", "Dining"),
        ("VDP-CORNER BOOKS", "Corner Books", "Shopping"),
        ("e-Transfer sent Priya Nair 9XYZ2Q", "Priya Nair", "Transfer"),
        ("e-Transfer sent MARC LEBLANC Message: ski trip", "Marc Leblanc", "Transfer"),
        // Two titles and one name.
        ("VIR PERMANENT LOYER AVRIL M. ET MME LAURENT", "Laurent", "Rent"),
        // A town with no state's code after a business word.
        ("VIS ORCHARD ROAD OPTICIANS WHITSTABLE", "Orchard Road Opticians", "Health"),
        ("VIS ORCHARD ROAD OPTICIANS", "Orchard Road Opticians", "Health"),
        // A business word after a business word is the name's.
        ("SQ *HARBOUR PIZZA KITCHEN", "Harbour Pizza Kitchen", "Dining"),
        // "VAN" at the end of a name is a van, not the Dutch "of" before the town.
        ("SUMUP *THE CREPE VAN WHITBY", "The Crepe Van", nil),
        // Titles inside a name: a licentiate's with the initial after it, a doctor's faculty.
        ("COMPRA TARJ. 4940XXXXXXXX1234 FARMACIA LDA M. SANZ ZARAGOZA", "Farmacia Sanz", "Health"),
        ("Dr. med. dent. Anna Vogel Rechnung 2024-77", "Dr. Anna Vogel", "Health"),
        // Portugal's legal form stays one where no initial follows it.
        ("PADARIA SILVA LDA", "Padaria Silva", "Dining"),
        // After a processor's prefix, a brand's one word before another kind of business's keyword is that business's name.
        ("SUMUP *CALM PHYSIO STUDIO", "Calm Physio Studio", "Health"),
        // A name in the name's field; a person-to-person service in the description's field gives only the category.
        ("Naam: P. Bakker Omschrijving: Tikkie: pizza avond", "P. Bakker", "Transfer"),
        ("Tikkie ID 000012349999, Van K de Boer, NL12INGB0001239999", "K de Boer", "Transfer"),
        // An airline's ticket: the name, then the ticket's number, whose first three digits are the airline's code.
        ("UNITED 0162349876543 800-932-2732 TX", "United Airlines", "Travel"),
        // A French transfer's purpose, then its payee's field.
        ("VIR SEPA EMIS /MOTIF LOYER MAI /BEN SCI LES CHENES", "SCI Les Chenes", "Rent"),
        // A doctor's name written surname first after the title: a doctor's practice.
        ("CB DR LEFEBVRE PIERRE 21/03", "Dr Pierre Lefebvre", "Health"),
        ("CARD PAYMENT TO DR SARAH OKONJO,60.00 GBP ON 01-03-2024", "Dr Sarah Okonjo", "Health"),
        // The boots' brand is no doctor.
        ("DR MARTENS 0412 LONDON", "Dr. Martens", "Shopping"),
        // A Dutch card's number written after "pasnr.".
        ("Betaalautomaat 12:03 pasnr. 001 Bakkerij Jansen AMSTERDAM", "Bakkerij Jansen", "Dining"),
        // A name cut inside the last word of a phrase, or of a business word.
        ("TST* GOLDEN DRAGON NOODLE HO Houston TX", "Golden Dragon Noodle House", "Dining"),
        ("SQ *MAIN STREET BAKESHO Fairfax VA", "Main Street Bakeshop", "Dining"),
        // A word cut before its British and American spellings part is completed in the country's.
        ("SQ *GOLDEN GATE THEA San Francisco CA", "Golden Gate Theater", "Entertainment"),
        ("CARD PAYMENT TO ROYAL COURT THEA,24.00 GBP ON 02-04-2024", "Royal Court Theatre", "Entertainment"),
        ("VIS CASTLE ICE CREAM PARLO WHITBY GB", "Castle Ice Cream Parlour", "Dining"),
        ("SQ *RIVERSIDE GARDEN CENT Portland OR", "Riverside Garden Center", "Shopping"),
        // With no country said, it is left as the bank cut it.
        ("SUMUP *CASTLE ICE CREAM PARLO", "Castle Ice Cream Parlo", "Dining"),
        // A compound name that ends in what the place is.
        ("Dankort-nota Hjornebageriet 12.03", "Hjornebageriet", "Dining"),
        ("BEA, Betaalpas Broodbakkerij De Molen,PAS123 NR:CT12, 09.03.24/10:05 ZWOLLE", "Broodbakkerij De Molen", "Dining"),
        ("Kartenzahlung Hofmetzgerei Huber//Muenchen/DE", "Hofmetzgerei Huber", "Groceries"),
        // PayPal's European company, its references, then the seller, named twice.
        ("PayPal Europe S.a.r.l. et Cie S.C.A 1041234567890 PP.5521.PP . OTTO GMBH, Ihr Einkauf bei OTTO GMBH", "Otto", "Shopping"),
        ("PayPal (Europe) S.a r.l. et Cie, S.C.A. 1009988776 PP.7301.PP . Hofmann Modellbau, Ihr Einkauf bei Hofmann Modellbau",
         "Hofmann Modellbau", nil),
        // A person's name written surname first with a comma.
        ("Zelle Transfer Conf# 7xk2m9q1p; Whitfield, Grace", "Grace Whitfield", "Transfer"),
        // An Italian card payment: the amount, its currency, the day and the hour before the name.
        ("PAGAMENTO POS 12,40 EUR DEL 08.11.2023 ORE 17.05 FARMACIA SAN MARCO VENEZIA", "Farmacia San Marco", "Health"),
        ("PAGAMENTO POS 64,00 EUR DEL 09.11.2023 ORE 21.30 TRATTORIA DA GINO FIRENZE CARTA N. ***1234", "Trattoria da Gino", "Dining"),
        // A French card payment writes the town first; a town that begins a merchant's name stays.
        ("PAIEMENT CB 1811 TOURS CAVE DU VIEUX PRESSOIR", "Cave du Vieux Pressoir", nil),
        ("PAIEMENT CB 0611 PARIS RATP CARTE 4974XXXXXXXX1234", "RATP", "Transport"),
        ("PAIEMENT CB 1811 NANTES", "Nantes", nil),
        ("PAIEMENT CB 1203 LONDON DRUGS", "London Drugs", "Health"),
        ("PAIEMENT CB 1203 DE NEUVILLE", "De Neuville", nil),
        // An Irish card payment writes the day onto its prefix.
        ("POS08NOV THE BUTTERED SCONE KILKENNY", "The Buttered Scone", nil),
        ("POS04NOV DUNNES STORES CORK", "Dunnes Stores", "Groceries"),
        // A Dutch bank's fields, each after its name between slashes: the payee is NAME's.
        ("/TRTP/SEPA Incasso algemeen doorlopend/CSID/NL98ZZZ302805820000/NAME/Ziggo B.V./MARF/123456789/REMI/Factuur november/IBAN/NL12INGB0001234567/",
         "Ziggo", "Utilities"),
        // The owner's name after a German shop's ("Inhaber").
        ("Kartenzahlung Baeckerei Mueller Inh. K. Mueller Freiburg", "Bäckerei Müller", "Dining"),
        // A street in a name; a saint at its start.
        ("DEBIT CARD PURCHASE MAPLE ST PEDIATRICS 802-555-0147 VT", "Maple Street Pediatrics", "Health"),
        ("SQ *ST JOHNS BAKERY", "St Johns Bakery", "Dining"),
        ("PORT ST LUCIE PHARMACY", "Port St Lucie Pharmacy", "Health"),
        ("CAFE ST GERMAIN", "Cafe St Germain", "Dining"),
        // A keyword's plural, and words a bank cut.
        ("CARD PAYMENT TO GREENS GREENGROCERS,4.80 GBP, RATE 1.00/GBP ON 06-11-2023", "Greens Greengrocers", "Groceries"),
        ("DINERS CLUB INTERNATIONAL", "Diners Club International", nil),
        ("RBC CAPITAL MARKETS", "RBC Capital Markets", nil),
        ("NORTHWIND LOGISTI DES:PAYROLL ID:XXXXX2231 INDN:SARAH MILLER CO ID:XXXXX44581 PPD", "Northwind Logistics", "Salary"),
        ("CUTTING ROOM HAIR SALO PERTH GB", "Cutting Room Hair Salon", "Shopping"),
        ("Point of Sale - Interac RETAIL PURCHASE 000001234567 LOBLAWS #1032", "Loblaws", "Groceries"),
    ] as [(String, String, String?)])
    func aNameIsFoundAmongTheBanksFields(_ raw: String, _ clean: String, _ category: String?) throws {
        try PayeeCleaningTests.expectRead(raw, clean, category)
    }

    /// Complete words that begin a merchant's longer spelling are not a cut name.
    @Test func aNameOfWholeWordsIsNoCutSpelling() throws {
        let list = try MerchantList.parse("""
            [Dining]
            Main Street Pizza = main street pizza
            [Health]
            Kaiser Permanente = kaiser foundation
            """)
        #expect(list.recognise("MAIN STREET 0042").category == nil)
        #expect(list.recognise("KAISER FOUNDATI 0042").name == "Kaiser Permanente")
        #expect(list.recognise("KAISER FOU 0042").category == nil)
    }

    /// A processor's prefix under a category gives it to what nothing else categorises, and is
    /// taken off the name like any prefix.
    @Test func aProcessorsPrefixGivesItsCategory() throws {
        let list = try MerchantList.parse("""
            [Dining]
            processors: TST *
            [Shopping]
            keywords: books
            """)
        #expect(list.recognise("TST* HOLLOW TREE").category == "Dining")
        #expect(list.recognise("TST* HOLLOW TREE").name == "Hollow Tree")
        #expect(list.recognise("TST* HOLLOW TREE BOOKS").category == "Shopping")
        #expect(list.recognise("HOLLOW TREE").category == nil)
        #expect(throws: FinanceError.self) { try MerchantList.parse("processors: TST *\n") }
    }

    /// Letters written otherwise without their stroke count for nothing when names are compared.
    @Test func aStrokeCountsForNothing() {
        #expect(PayeeKey.words("Hjørnebakeriet Ærø Łódź") == ["hjornebakeriet", "aero", "lodz"])
        #expect(PayeeKey.compact("Straße") == "strasse")
    }
}
