import BuddyCore
import Finance
import Testing

/// Statements in the shapes more banks write: a direction column in Dutch ("Af Bij") with dates
/// as 20261125; Revolut's state and fee columns (a declined, reverted or pending row moved no
/// money; a fee is money out on top); a card's own category names read as the profile's
/// categories, its card payments as transfers, and a category it creates kept as spending
/// whatever its first row; Wells Fargo's export with no header; Bank of America's opening
/// balance line; a refund from a known shop in that shop's category; "Débit euros"; and a file
/// cut short inside its last amount, refused.
@Suite struct StatementShapesTests {
    private func amounts(_ ledger: Ledger) throws -> [Int64] {
        try ledger.transactions.list(TransactionFilter(period: Period(start: Day(iso: "2026-01-01")!, end: Day(iso: "2027-01-01")!, label: "2026"),
                                                       kind: nil), limit: 100).rows.map(\.transaction.amount).sorted()
    }

    @Test func aDutchDirectionColumnSignsTheAmounts() throws {
        let ing = """
        "Datum";"Naam / Omschrijving";"Rekening";"Tegenrekening";"Code";"Af Bij";"Bedrag";"Mutatiesoort";"Mededelingen";"Saldo na mutatie";"Tag"
        "20261124";"ACME BV";"NL12INGB0001234567";"NL44RABO0123456789";"OV";"Bij";"3412,55";"Overschrijving";"Salaris";"6470,57";""
        "20261120";"Albert Heijn 1402";"NL12INGB0001234567";"";"BA";"Af";"42,10";"Betaalautomaat";"Pasvolgnr: 001";"3058,02";""
        "20261105";"Woonstichting De Key";"NL12INGB0001234567";"NL11ABNA0123456789";"IC";"Af";"1125,00";"Incasso";"Huur";"3100,12";""

        """
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let plan = try ledger.imports.preview(StatementText(ing))
        #expect(plan.layout.signFromDirection)
        #expect(plan.layout.columns.balance?.header == "Saldo na mutatie")
        _ = try ledger.imports.importCSV(ing, options: ImportOptions(account: "ING"))
        #expect(try amounts(ledger) == [-1125_00, -42_10, 3412_55])
        #expect(try ledger.accounts.balance(of: "ING", on: Day(iso: "2026-11-30")!).balance.minorUnits == 6470_57)
    }

    @Test func aSecondAmountInAForeignCurrencyIsNoSecondAmount() throws {
        let n26 = """
        "Date","Payee","Account number","Transaction type","Payment reference","Amount (EUR)","Amount (Foreign Currency)","Type Foreign Currency","Exchange Rate"
        "2026-08-01","REWE Markt GmbH","","MasterCard Payment","","-34.87","-34.87","EUR","1.0"
        "2026-08-04","Pret A Manger","","MasterCard Payment","","-5.12","-4.40","GBP","0.8594"

        """
        var options = ImportOptions(today: Day(iso: "2026-11-29")!)
        options.takesStatementCurrency = true
        let plan = try Ledger.open(AppDatabase.inMemory()).imports.preview(StatementText(n26), options: options)
        #expect(plan.layout.columns.amount?.header == "Amount (EUR)")
        #expect(plan.rows.map(\.transaction.amount.minorUnits) == [-34_87, -5_12])
        // Two columns that both say the amount, each in a currency of its own, still cannot be told apart.
        let twice = "Date,Description,Amount (EUR),Amount (GBP)\n2026-08-01,Tesco,-1.00,-0.86\n"
        #expect(throws: FinanceError.self) { try Ledger.open(AppDatabase.inMemory()).imports.preview(StatementText(twice)) }
    }

    @Test func ingsThirteenLinesBeforeItsHeaderAndTwoCurrencyColumnsAreRead() throws {
        let ing = """
        Umsatzanzeige;Datei erstellt am: 28.11.2026 09:41
        ;Letztes Update: aktuell

        IBAN;DE47 5001 0517 5419 3377 18
        Kontoname;Girokonto
        Bank;ING
        Kunde;Anna Hoffmann
        Zeitraum;01.08.2026 - 28.11.2026
        Saldo;8.251,33;EUR

        Sortierung;Datum absteigend

        In der CSV-Datei finden Sie alle bereits gebuchten Umsätze.

        Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung
        27.11.2026;27.11.2026;Anna Hoffmann;Umbuchung;Sparen Extra-Konto;8.251,33;EUR;-300,00;EUR
        27.11.2026;27.11.2026;Isarwerk Technik GmbH;Gehalt/Rente;LOHN / GEHALT 11/2026;8.551,33;EUR;3.412,87;EUR

        """
        var options = ImportOptions(today: Day(iso: "2026-11-29")!)
        options.takesStatementCurrency = true
        let plan = try BuiltinMerchants.ledger().imports.preview(StatementText(ing), options: options)
        #expect(plan.layout.headerLine == 15)
        #expect(plan.layout.columns.date.header == "Valuta")
        #expect(plan.layout.columns.currency?.index == 8)
        #expect(plan.rows.map(\.transaction.amount.minorUnits) == [-300_00, 3412_87])
        #expect(plan.rows.map(\.transaction.category) == ["Transfer", "Salary"])
        // "Buchung" is a date only where no other column is.
        for other in ["Datum;Buchung;Empfänger;Betrag\n27.11.2026;Lastschrift;Stadtwerke;-40,00\n",
                      "Valuta;Buchung;Empfänger;Betrag\n27.11.2026;Lastschrift;Stadtwerke;-40,00\n"] {
            #expect(try Ledger.open(AppDatabase.inMemory()).imports.preview(StatementText(other)).layout.columns.date.header != "Buchung")
        }
    }

    static let revolut = """
    Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance
    TOPUP,Current,2026-09-01 08:02:11,2026-09-01 08:02:14,Top-Up by *4410,1500.00,0.00,USD,COMPLETED,1812.40
    CARD_PAYMENT,Current,2026-09-02 12:41:33,2026-09-03 04:10:09,Tesco,-23.45,0.00,USD,COMPLETED,1788.95
    CARD_PAYMENT,Current,2026-09-08 09:01:44,,Costa Coffee,-3.60,0.00,USD,DECLINED,
    CARD_PAYMENT,Current,2026-09-10 10:00:00,2026-09-11 10:00:00,Carrefour,-38.60,0.49,USD,COMPLETED,1749.86
    CARD_PAYMENT,Current,2026-09-12 12:01:09,,Uber,-9.80,0.00,USD,REVERTED,
    CARD_PAYMENT,Current,2026-09-14 12:01:09,,Pret A Manger,-4.85,0.00,USD,PENDING,

    """

    @Test func rowsTheBankDidNotSettleAreLeftOutAndFeesCount() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let plan = try ledger.imports.preview(StatementText(Self.revolut))
        #expect(plan.layout.unsettledLines == [4, 6, 7])
        let summary = try ledger.imports.importCSV(Self.revolut, options: ImportOptions(account: "Revolut"))
        #expect(summary.unsettledSkipped == 3)
        #expect(try amounts(ledger) == [-39_09, -23_45, 1500_00])
        // The balance column matches the rows once the fee is counted: the opening balance is the statement's.
        #expect(try ledger.accounts.balance(of: "Revolut", on: Day(iso: "2026-11-30")!).balance.minorUnits == 1749_86)
    }

    @Test func aCardsOwnCategoriesAreTheProfilesAndItsPaymentsAreTransfers() throws {
        let capitalOne = """
        Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit
        2026-10-02,2026-10-03,4417,WHOLEFDS SJC 10234,Grocery,118.45,
        2026-10-05,2026-10-06,4417,CHEVRON 0093,Gas/Automotive,51.08,
        2026-10-12,2026-10-12,4417,CAPITAL ONE AUTOPAY PYMT,Payment/Credit,,711.52
        2026-10-14,2026-10-15,4417,HOTEL MONACO SEATTLE,Lodging,,45.00
        2026-10-18,2026-10-19,4417,HOTEL MONACO SEATTLE,Lodging,289.40,
        2026-10-20,2026-10-21,4417,CASH ADVANCE FEE,Fee/Interest Charge,10.00,

        """
        let ledger = try Ledger.open(AppDatabase.inMemory())
        _ = try ledger.imports.importCSV(capitalOne, options: ImportOptions(account: "Card"))
        let rows = try ledger.transactions.list(TransactionFilter(period: Period(start: Day(iso: "2026-10-01")!, end: Day(iso: "2026-11-01")!, label: "October"),
                                                                  kind: nil), limit: 10).rows
        func category(_ amount: Int64) -> String? { rows.first { $0.transaction.amount == amount }?.category }
        #expect(category(-118_45) == "Groceries")
        #expect(category(-51_08) == "Transport")
        #expect(category(-289_40) == "Travel")
        #expect(rows.first { $0.transaction.amount == 711_52 }?.transaction.type == .transfer)
        // The refund came first, and is still a refund of spending, not income.
        #expect(rows.first { $0.transaction.amount == 45_00 }?.transaction.type == .expense)
        #expect(rows.first { $0.transaction.amount == -10_00 }?.transaction.type == .expense)
    }

    @Test func aStatementWithNoHeaderIsReadByWhatItsRowsHold() throws {
        let wellsFargo = """
        "11/16/2026","-500.00","*","","ONLINE TRANSFER REF #IBEA7WXN4P TO WAY2SAVE SAVINGS XXXXXX5678 ON 11/16/26"
        "11/13/2026","2612.45","*","","ACME CORP PAYROLL PPD ID: 1234567890"
        "10/14/2026","34.99","*","","PURCHASE RETURN AUTHORIZED ON 10/13 TARGET T-2045 SAN JOSE CA S616286612345678 CARD 4821"
        "10/09/2026","-134.99","*","","PURCHASE AUTHORIZED ON 10/08 TARGET T-2045 SAN JOSE CA S386282548151432 CARD 4821"

        """
        let ledger = try BuiltinMerchants.ledger()
        let plan = try ledger.imports.preview(StatementText(wellsFargo))
        #expect(plan.layout.headerLine == 0)
        #expect(plan.layout.columns.description?.index == 4)
        _ = try ledger.imports.importCSV(wellsFargo, options: ImportOptions(account: "Checking"))
        #expect(try amounts(ledger) == [-500_00, -134_99, 34_99, 2612_45])
        // The return is Target's: it lowers what was spent there, and is no income.
        let rows = try ledger.transactions.list(TransactionFilter(period: Period(start: Day(iso: "2026-10-01")!, end: Day(iso: "2026-11-01")!, label: "October"),
                                                                  kind: nil), limit: 10).rows
        #expect(rows.allSatisfy { $0.category == "Shopping" && $0.transaction.type == .expense })
    }

    @Test func aBalanceLineWithNoAmountIsLeftOut() throws {
        let bofa = """
        Date,Description,Amount,Running Bal.
        09/01/2026,Beginning balance as of 09/01/2026,,"4,218.77"
        09/01/2026,"ACME CORP DES:PAYROLL ID:XXXXX6789 INDN:DOE,JANE CO ID:XXXXX12345 PPD","2,846.12","7,064.89"
        09/14/2026,"PURCHASE 0913 SAFEWAY #1711 SAN JOSE CA","-127.43","6,937.46"

        """
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let plan = try ledger.imports.preview(StatementText(bofa))
        #expect(plan.layout.balanceLines == [2])
        _ = try ledger.imports.importCSV(bofa, options: ImportOptions(account: "Checking"))
        #expect(try ledger.accounts.balance(of: "Checking", on: Day(iso: "2026-11-30")!).balance.minorUnits == 6937_46)
    }

    @Test func aTotalAfterTheRowsIsLeftOut() throws {
        let chase = """
        Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #
        DEBIT,11/25/2026,"COSTCO WHSE #0440 DENVER CO",-167.31,DEBIT_CARD,5001.46,,
        DEBIT,11/24/2026,"MONTHLY SERVICE FEE",-12.00,FEE_TRANSACTION,5168.77,,

        ,,"Total",,,,,

        """
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let plan = try ledger.imports.preview(StatementText(chase))
        #expect(plan.layout.totalLines == [5])
        _ = try ledger.imports.importCSV(chase, options: ImportOptions(account: "Checking"))
        #expect(try amounts(ledger) == [-167_31, -12_00])
    }

    @Test func aTotalAfterTheRowsOfAFileWithNoHeaderIsLeftOut() throws {
        let wellsFargo = """
        "11/16/2026","-500.00","*","","ONLINE TRANSFER REF #IBEA7WXN4P TO WAY2SAVE SAVINGS XXXXXX5678 ON 11/16/26"
        "11/13/2026","2612.45","*","","ACME CORP PAYROLL PPD ID: 1234567890"

        "","","","","Total: 2 transactions"
        Total: 2 transactions

        """
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let plan = try ledger.imports.preview(StatementText(wellsFargo))
        #expect(plan.layout.headerLine == 0)
        #expect(plan.layout.totalLines == [4, 5])
        _ = try ledger.imports.importCSV(wellsFargo, options: ImportOptions(account: "Checking"))
        #expect(try amounts(ledger) == [-500_00, 2612_45])
    }

    @Test func aTotalWhereTheDateGoesAtTheEndIsLeftOut() throws {
        let text = "Date,Description,Amount\n2026-09-01,TESCO STORES 2231,-23.45\n2026-09-02,COFFEE,-3.10\nTotal,,-26.55\n"
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let plan = try ledger.imports.preview(StatementText(text))
        #expect(plan.layout.totalLines == [4])
        _ = try ledger.imports.importCSV(text, options: ImportOptions(account: "Checking"))
        #expect(try amounts(ledger) == [-23_45, -3_10])
    }

    @Test func aTotalBeforeMoreRowsStopsTheImport() throws {
        let text = "Date,Description,Amount\n2026-09-01,TESCO STORES 2231,-23.45\n,TOTAL WINE & MORE,\n2026-09-02,COFFEE,-3.10\n"
        let ledger = try Ledger.open(AppDatabase.inMemory())
        #expect { try ledger.imports.preview(StatementText(text)) } throws: { error in
            (error as? FinanceError)?.message.contains("line 3, column 'Date': no date") == true
        }
    }

    @Test func aRowWithNoDateThatIsNoTotalStillStopsTheImport() throws {
        let text = "Date,Description,Amount\n2026-09-01,TESCO STORES 2231,-23.45\n,COFFEE,-3.10\n"
        let ledger = try Ledger.open(AppDatabase.inMemory())
        #expect { try ledger.imports.preview(StatementText(text)) } throws: { error in
            (error as? FinanceError)?.message.contains("line 3, column 'Date': no date") == true
        }
    }

    @Test func aCurrencyWordAfterAColumnsNameIsAUnit() throws {
        let french = "Date;Libellé;Débit euros;Crédit euros;\n24/11/2026;INTERETS CREDITEURS;;1,12;\n21/11/2026;CARREFOUR CITY;23,40;;\n"
        let ledger = try Ledger.open(AppDatabase.inMemory())
        // The columns are found, and say the money is in euros: a profile in dollars refuses them.
        #expect { try ledger.imports.preview(StatementText(french)) } throws: { error in
            (error as? FinanceError)?.message.contains("in EUR, as the column 'Débit euros' says") == true
        }
    }

    @Test(arguments: [true, false])
    func aFileCutInsideItsLastAmountIsRefused(_ cut: Bool) throws {
        let rows = """
        Date,Description,Amount
        2026-09-01,TESCO STORES 2231,-23.45
        2026-09-02,PRET A MANGER,-4.85
        2026-09-03,SAINSBURYS,-31.20
        2026-09-04,CARD PAYMENT,\(cut ? "62" : "620.00")
        """
        let ledger = try Ledger.open(AppDatabase.inMemory())
        if cut {
            #expect(throws: FinanceError.self) { try ledger.imports.importCSV(rows) }
            #expect(try amounts(ledger).isEmpty)
        } else {
            _ = try ledger.imports.importCSV(rows)
            #expect(try amounts(ledger).count == 4)
        }
    }
}
