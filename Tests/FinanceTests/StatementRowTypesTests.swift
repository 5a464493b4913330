import BuddyCore
import Finance
import Testing

/// A statement's own column of the kind of each row (Nationwide's "Transaction type", Chase's
/// "Type", a German bank's "Buchungstext"), read with the built-in merchant list: money moved to
/// one's own savings is a transfer, pay is Salary, cash from a machine is named so, and a
/// payment to a person names the person and leaves the category to them unless the row says
/// what it was for, where the description alone says none of it.
@Suite struct StatementRowTypesTests {
    /// Options that let a new profile take a statement's own currency.
    private static var options: ImportOptions {
        var options = ImportOptions(today: Day(iso: "2026-11-29")!)
        options.takesStatementCurrency = true
        return options
    }

    /// The payee and category each row of `csv` would be stored with, by line.
    private func read(_ csv: String) throws -> [Int: (payee: String, category: String?)] {
        let plan = try BuiltinMerchants.ledger().imports.preview(StatementText(csv), options: Self.options)
        return Dictionary(uniqueKeysWithValues: plan.rows.map { ($0.line, ($0.transaction.description, $0.transaction.category)) })
    }

    private func expect(_ rows: [Int: (payee: String, category: String?)], line: Int, _ payee: String, _ category: String?,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(rows[line]?.payee == payee, "line \(line)", sourceLocation: sourceLocation)
        #expect(rows[line]?.category == category, "line \(line)", sourceLocation: sourceLocation)
    }

    @Test func aBritishStatementsTypesSayTransfersCashAndPeople() throws {
        let nationwide = """
        "Date","Transaction type","Description","Paid out","Paid in","Balance"
        "01 Sep 2026","Standing order","J HARTLEY LETTINGS FLAT 3 RENT","£950.00","","£86.33"
        "03 Sep 2026","Visa purchase","PRET A MANGER BRISTOL GB","£7.85","","£55.07"
        "06 Sep 2026","Payment to","TOM WILLIAMS CURRY NIGHT","£18.50","","£36.57"
        "09 Sep 2026","Cash withdrawal","LINK BRISTOL BROADMEAD 09SEP","£20.00","","£16.57"
        "25 Sep 2026","Transfer to","Loyalty Saver 07-08-09 12345678","£400.00","","£-383.43"
        "03 Oct 2026","Bank credit","S PATEL PETROL","","£25.00","£-358.43"
        "28 Oct 2026","Payment to","BRISTOL CITY COUNCIL","£168.00","","£-526.43"
        "31 Oct 2026","Bank credit","ACME LOGISTICS LTD SALARY","","£2,100.00","£1,573.57"

        """
        let rows = try read(nationwide)
        // Types that say nothing a description does not: a standing order to a firm, a card's purchase.
        #expect(rows[2]?.category == "Rent")
        expect(rows, line: 3, "Pret A Manger", "Dining")
        // A payment to a person, whatever the words after the name ("curry" is no meal bought, "petrol"
        // no filling station): the category is the person's to give (rent, a nanny, a friend paid back).
        expect(rows, line: 4, "Tom Williams", nil)
        expect(rows, line: 7, "S Patel", nil)
        // Cash from a machine, named so whatever the description names; the category is the person's to give.
        expect(rows, line: 5, "ATM Withdrawal", nil)
        // Money moved to one's own savings is no spending.
        expect(rows, line: 6, "Loyalty Saver", "Transfer")
        // A payment type before a firm's name leaves the firm.
        expect(rows, line: 8, "Bristol City Council", nil)
        expect(rows, line: 9, "Acme Logistics", "Salary")
        let plan = try BuiltinMerchants.ledger().imports.preview(StatementText(nationwide), options: Self.options)
        #expect(plan.layout.fields.contains { $0.field == "type" && $0.column == "Transaction type" })
    }

    @Test func aGermanStatementsBookingTextSaysPayAndOwnTransfers() throws {
        let dkb = """
        "Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber / Begünstigter";"Verwendungszweck";"Betrag (EUR)";
        "27.11.2026";"27.11.2026";"KARTENZAHLUNG";"REWE Markt GmbH-Zw-Nord";"2026-11-26 Debitk.22 VISA Debit";"-44,91";
        "26.11.2026";"26.11.2026";"UMBUCHUNG";"Anna Weber";"Uebertrag auf Tagesgeld";"-500,00";
        "25.11.2026";"25.11.2026";"LOHN, GEHALT, RENTE";"Mueller & Soehne Maschinenbau GmbH";"LOHN/GEHALT 11/2026 PERS.NR. 00481";"2.874,12";
        "11.11.2026";"11.11.2026";"ONLINE-UEBERWEISUNG";"Lena Schmidt";"Konzertkarten";"-25,00";
        "07.11.2026";"07.11.2026";"BARGELDAUSZAHLUNG";"Sparkasse Muensterland Ost";"2026-11-06 Debitk.22";"-50,00";
        "06.10.2026";"06.10.2026";"GUTSCHRIFT";"Jonas Becker";"Pizza Freitag";"45,00";

        """
        let rows = try read(dkb)
        expect(rows, line: 2, "Rewe", "Groceries")
        expect(rows, line: 3, "Anna Weber", "Transfer")
        expect(rows, line: 4, "Müller & Söhne Maschinenbau", "Salary")
        expect(rows, line: 5, "Lena Schmidt", nil)
        expect(rows, line: 6, "ATM Withdrawal", nil)
        expect(rows, line: 7, "Jonas Becker", nil)
        // November's spending is the shop's, the cash and the payment to Lena, not the savings.
        let ledger = try BuiltinMerchants.ledger()
        _ = try ledger.imports.importStatement(StatementText(dkb), options: Self.options)
        let november = Period(start: Day(iso: "2026-11-01")!, end: Day(iso: "2026-12-01")!, label: "November")
        let reopened = try Ledger.open(ledger.database).knowing(BuiltinMerchants.list())
        #expect(try reopened.reports.spending(in: november) == Money(minorUnits: 119_91, currency: Currency(code: "EUR")!))
        #expect(try reopened.reports.income(in: november) == Money(minorUnits: 2874_12, currency: Currency(code: "EUR")!))
    }

    @Test func aUSStatementsTypeColumnAlsoGivesTheSign() throws {
        let chase = """
        Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #
        DEBIT,11/27/2026,"TST* SNOOZE AN AM EATERY DENVER CO           11/26",-44.20,DEBIT_CARD,4957.26,,
        DEBIT,11/16/2026,"Online Transfer to SAV ...4417 transaction#: 22133098871 11/16",-300.00,ACCT_XFER,5001.46,,
        DEBIT,11/05/2026,"ATM WITHDRAWAL                       004471 11/053001 S BROADWAY",-80.00,ATM,5301.46,,
        DEBIT,11/04/2026,"FIRST BANK 1600 E COLFAX",-40.00,ATM,5381.46,,

        """
        let rows = try read(chase)
        expect(rows, line: 2, "Snooze an am Eatery", "Dining")
        expect(rows, line: 3, "Transfer to Savings", "Transfer")
        expect(rows, line: 4, "ATM Withdrawal", nil)
        expect(rows, line: 5, "ATM Withdrawal", nil)
    }

    @Test func typesNotListedAndPayOnMoneyOutChangeNothing() throws {
        let revolut = """
        Type,Started Date,Description,Amount,Currency,State
        CARD_PAYMENT,2026-09-02 12:41:33,Tesco,-23.45,USD,COMPLETED
        CARD_PAYMENT,2026-09-03 12:41:33,Pret A Manger,-10.00,USD,COMPLETED
        TOPUP,2026-09-01 08:02:11,Top-Up by *4410,1500.00,USD,COMPLETED
        TRANSFER,2026-09-05 08:02:11,To Emma Clarke,-30.00,USD,COMPLETED
        TRANSFER,2026-09-06 08:02:11,To Bristol Water,-30.00,USD,COMPLETED
        SALARY,2026-09-07 08:02:11,Kestrel Foods refund,-12.00,USD,COMPLETED
        TOPUP,2026-09-08 08:02:11,Payment from ACME LOGISTICS LTD,2100.00,USD,COMPLETED
        TRANSFER,2026-09-09 08:02:11,To JAMES TAYLOR LTD,-80.00,USD,COMPLETED
        TRANSFER,2026-09-10 08:02:11,From Anna Weber,1000.00,USD,COMPLETED

        """
        let rows = try read(revolut)
        // "Card payment" is a type of no meaning here: the row is the shop's, and no card's payment.
        expect(rows, line: 2, "Tesco", "Groceries")
        expect(rows, line: 3, "Pret A Manger", "Dining")
        // Money added from one's own card is moved, not earned.
        #expect(rows[4]?.category == "Transfer")
        expect(rows, line: 5, "Emma Clarke", nil)
        #expect(rows[6]?.category != "Transfer")
        // Pay is money in: a type that says pay gives no category to money going out.
        #expect(rows[7]?.category == nil)
        // Revolut writes TOPUP for any payment in, pay included: no transfer is made of it.
        #expect(rows[8]?.category != "Transfer")
        // A legal form makes a firm of a name that begins with a forename.
        #expect(rows[9]?.category != "Transfer")
        expect(rows, line: 10, "Anna Weber", nil)
    }

    @Test func aCashMachinesTypeNamesOnlyMoneyOutThatNamesNoMerchant() throws {
        let revolut = """
        Type,Started Date,Description,Amount,Currency,State
        ATM,2026-09-02 12:41:33,Cash at Notemachine,-40.00,GBP,COMPLETED
        ATM,2026-09-03 12:41:33,ATM fee,-1.50,GBP,COMPLETED
        ATM,2026-09-04 12:41:33,Reverted cash at Leeds Station,40.00,GBP,COMPLETED

        """
        let rows = try read(revolut)
        expect(rows, line: 2, "ATM Withdrawal", nil)
        #expect(rows[3]?.payee == "ATM Fee")
        #expect(rows[4]?.payee != "ATM Withdrawal")
    }

    @Test func n26sPaymentReferenceSaysWhatAPaymentToAPersonWasFor() throws {
        let n26 = """
        "Date","Payee","Account number","Transaction type","Payment reference","Amount (EUR)"
        "2026-08-03","Lukas Meier","DE27100777770209299700","Outgoing Transfer","Miete August","-700.0"
        "2026-08-05","Lukas Meier","DE27100777770209299700","Outgoing Transfer","Pizza","-12.0"

        """
        let rows = try read(n26)
        expect(rows, line: 2, "Lukas Meier", "Rent")
        expect(rows, line: 3, "Lukas Meier", nil)
    }

    @Test func aTypesCategoryIsTheFilesOwnAndOutranksHistory() throws {
        let ledger = try BuiltinMerchants.ledger()
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-10-01")!, amount: Money(minorUnits: -44_91, currency: .usd),
                                                   description: "REWE Markt GmbH", category: "Groceries"))
        let dkb = """
        "Buchungstag";"Buchungstext";"Auftraggeber / Begünstigter";"Verwendungszweck";"Betrag";
        "25.11.2026";"LOHN, GEHALT, RENTE";"REWE Markt GmbH";"LOHN/GEHALT 11/2026";"2.874,12";
        "26.11.2026";"BARGELDAUSZAHLUNG";"NOTEMACHINE LEEDS";"";"-50,00";

        """
        // A rule for the name a type gives reaches the row.
        let options = ImportOptions(rules: [ImportRule(pattern: "atm withdrawal", category: "Shopping", payee: nil)],
                                    today: Day(iso: "2026-11-29")!)
        let plan = try ledger.imports.preview(StatementText(dkb), options: options)
        #expect(plan.rows[0].transaction.category == "Salary" && plan.rows[0].categorySource == .file)
        #expect(plan.rows[1].transaction.description == "ATM Withdrawal" && plan.rows[1].transaction.category == "Shopping")
    }

    @Test func aPaymentsDirectionAndPurposeAreReadWithItsType() throws {
        let starling = """
        Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes
        13/09/2026,Hannah Reid,RENT SEPT,STANDING ORDER,-650.00,1200.00,,
        14/09/2026,Anita Shah,pizza,FASTER PAYMENT,-12.00,1188.00,,
        15/09/2026,To FOXTONS LIMITED,FX-2211,FASTER PAYMENT,-35.00,1153.00,,
        16/09/2026,Payment from NORTHBEAM ANALYTICS LTD,SALARY,FASTER PAYMENT,2400.00,3553.00,,
        17/09/2026,Bills Pot,,INTERNAL TRANSFER,-100.00,3453.00,,

        """
        let rows = try read(starling)
        // The reference, in the column beside an empty Notes, says what the payment to a person was for.
        expect(rows, line: 2, "Hannah Reid", "Rent")
        expect(rows, line: 3, "Anita Shah", nil)
        // Words of the direction before a firm's name are no part of it.
        #expect(rows[4]?.payee == "Foxtons")
        #expect(rows[5]?.payee == "Northbeam Analytics")
        // A pot's transfer is no restaurant's meal, whatever the pot is called.
        expect(rows, line: 6, "Bills Pot", "Transfer")
    }

    @Test func aListsTypesAreReadByTheirWords() throws {
        let list = try MerchantList.parse("""
        [Transfer]
        types: acct xfer | transfer to
        persontypes: payment to
        namedpeople: payment to
        [Salary]
        types: lohn gehalt rente
        [Dining]
        keywords: curry
        [-]
        types: atm = ATM Withdrawal
        forenames: anna

        """)
        // Underscores, commas and case count for nothing.
        #expect(list.recognise("Loyalty Saver", type: "ACCT_XFER").category == "Transfer")
        #expect(list.recognise("Mueller GmbH", type: "LOHN, GEHALT, RENTE").category == "Salary")
        #expect(list.recognise("LINK BROADMEAD", type: "ATM").name == "ATM Withdrawal")
        // A type is an entry's whole: a deposit at a machine is no withdrawal.
        #expect(list.recognise("ATM CASH DEPOSIT", type: "ATM_DEPOSIT").name != "ATM Withdrawal")
        // Only "to" and "from", or words that end in them, say which way a payment went: "Van" begins a surname.
        #expect(list.recognise("VAN DIJK", type: "Payment to").name == "Van Dijk")
        #expect(list.recognise("Payment to ANNA WEBER", type: "Payment to").name == "Anna Weber")
        // Pay from a curry house is pay: the type's category wins over a keyword of the name.
        #expect(list.recognise("THE CURRY HOUSE LTD", type: "lohn gehalt rente").category == "Salary")
        // A payment type names a person; a firm, or no type, leaves the description's reading.
        #expect(list.recognise("ANNA WEBER CURRY NIGHT", type: "Payment to").name == "Anna Weber")
        #expect(list.recognise("THE CURRY HOUSE", type: "Payment to").category == "Dining")
        #expect(list.recognise("THE CURRY HOUSE", type: nil).category == "Dining")
        #expect(list.recognise("THE CURRY HOUSE", type: "Visa purchase").category == "Dining")
    }

    @Test(arguments: [
        ("[-]\ntypes: atm\n", "merchants.txt:2: 'atm' under [-] gives no category, so it names the payee: write it as atm = ATM Withdrawal"),
        ("types: atm = ATM Withdrawal\n", "merchants.txt:1: 'types:' comes before any [Category] line"),
        ("[Transfer]\ntypes: acct_xfer\n[Salary]\ntypes: ACCT XFER\n", "merchants.txt:4: the type 'acct xfer' is already under [Transfer] (line 2)"),
        ("[Transfer]\ntypes: = Savings\n", "merchants.txt:2: '= Savings' names no type before '='"),
        ("[-]\ntypes: atm = ***\n", "merchants.txt:2: 'atm = ***' names no payee after '='"),
        ("[-]\npersontypes: payment to = Someone\n", "merchants.txt:2: 'payment to = Someone' names a payee, but a payment's type leaves the payee to its description"),
        ("[Transfer]\ntypes: transfer\npersontypes: transfer\n", "merchants.txt:3: the type 'transfer' is already under [Transfer] (line 2)"),
    ])
    func aTypesMistakeIsNamedByLine(_ text: String, _ message: String) {
        #expect {
            try MerchantList.parse(text, file: "merchants.txt")
        } throws: { error in
            (error as? FinanceError)?.message.hasPrefix(message) == true
        }
    }
}
