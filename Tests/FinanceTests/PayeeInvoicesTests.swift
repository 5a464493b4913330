import Finance
import Testing

/// Payments that name the bill they pay (`invoices:`), and titles that say what a business is
/// (`titles:` under a category): both give a category only when no merchant, purpose or keyword does.
@Suite struct PayeeInvoicesTests {
    @Test(arguments: [
        // A client paying a bill, by bank credit, ACH, SEPA or a payment from a person.
        ("Bank credit HOLLINS STUDIO LTD INV 0107", "Hollins Studio", "Freelance"),
        ("Gutschrift Weiss Grafik GmbH Rechnung RE-2024-101", "Weiss Grafik", "Freelance"),
        ("VIR SEPA RECU /DE ATELIER ROUX /MOTIF FACTURE F2024-031", "Atelier Roux", "Freelance"),
        ("Zelle payment from NORTHWIND DESIGN for INV 2210; Conf# k3j4h5g6f", "Northwind Design", "Freelance"),
        // A merchant's or keyword's category wins over the bill's.
        ("SEPA-Lastschrift Vodafone GmbH Kundennr 123456789 Rechnung 03/2024", "Vodafone", "Utilities"),
        ("Zahnarztpraxis Dr. Sommer Rechnung 2024-12", "Zahnarztpraxis Dr. Sommer", "Health"),
    ] as [(String, String, String?)])
    func aBillsWordGivesItsCategoryLast(_ raw: String, _ clean: String, _ category: String?) throws {
        try PayeeCleaningTests.expectRead(raw, clean, category)
    }

    /// The bill's words and the titles are read from a file as any list is.
    @Test func billsAndTitlesAreReadFromAFile() throws {
        let list = try MerchantList.parse("""
            [Freelance]
            invoices: inv | rechnung
            [Health]
            titles: dent.
            keywords: dentist
            """)
        #expect(list.recognise("ACME DESIGN INV 1043").category == "Freelance")
        #expect(list.recognise("ACME DESIGN INV 1043").name == "Acme Design")
        #expect(list.recognise("HIGH STREET DENTIST INV 1043").category == "Health")
        #expect(list.recognise("Dr. dent. Ute Kaiser").category == "Health")
        #expect(list.recognise("Dr. dent. Ute Kaiser").name == "Dr. Ute Kaiser")
        #expect(throws: FinanceError.self) { try MerchantList.parse("invoices: inv\n") }
        #expect(throws: FinanceError.self) { try MerchantList.parse("titles: two words\n") }
    }
}
