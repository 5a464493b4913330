import BuddyCore
import Finance
import Testing

/// Subscriptions (the Subscriptions category) and bills (every other recurring payment) are
/// asked about apart.
@Suite struct BillsConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        let day = Day(iso: "2026-12-01")!
        for (name, cents, category) in [("Rent", Int64(1_650_00), "Rent"), ("Netflix", 15_99, "Subscriptions"),
                                        ("Spotify", 11_99, "Subscriptions"), ("Comcast Internet", 79_99, "Utilities")] {
            try c.ledger.recurring.add(NewRecurring(name: name, kind: .bill, amount: Money(minorUnits: cents, currency: .usd),
                                                    frequency: .monthly, firstDue: day, category: category))
        }
        try c.ledger.recurring.add(NewRecurring(name: "Car insurance", kind: .bill, amount: Money(minorUnits: 600_00, currency: .usd),
                                                frequency: .yearly, firstDue: day, category: "Transport"))
        try c.ledger.recurring.add(NewRecurring(name: "Payroll", kind: .income, amount: Money(minorUnits: 2_450_00, currency: .usd),
                                                frequency: .monthly, firstDue: day, category: "Salary"))
    }

    @Test func subscriptionsAreOnlyTheSubscriptions() {
        let reply = c.say("how much do I pay for subscriptions a month")
        #expect(reply.intent == "subscriptions.cost")
        // 15.99 + 11.99 = 27.98 a month, 335.76 a year.
        #expect(reply.text == "Netflix  $15.99 every month\nSpotify  $11.99 every month\n2 subscriptions: $27.98 a month ($335.76 a year).")
        #expect(!reply.text.contains("Rent"))
    }

    @Test(arguments: ["how much are my bills a month", "what are my monthly bills"])
    func billsAreTheOtherPaymentsAndSaySubscriptionsAreApart(_ line: String) {
        let reply = c.say(line)
        #expect(reply.intent == "bills.cost")
        // 1,650.00 + 79.99 + 600.00 / 12 = 1,779.99 a month; 21,359.88 a year.
        let lines = reply.text.split(separator: "\n").map(String.init)
        #expect(Set(lines.dropLast()) == ["Rent  $1,650.00 every month", "Comcast Internet  $79.99 every month", "Car insurance  $600.00 every year"])
        #expect(lines.last == "3 bills: $1,779.99 a month ($21,359.88 a year); subscriptions are not included: 2 more, $27.98 a month.")
    }

    @Test func aRenamedSubscriptionsCategoryStillHoldsTheSubscriptions() {
        _ = c.say("rename subscriptions to streaming")
        #expect(c.say("what subscriptions do I have").amount?.minorUnits == 27_98)
    }

    @Test(arguments: ["netflix is now 17.99", "netflix went up to 17.99", "netflix costs 17.99 now", "the price of netflix went up to 17.99"])
    func aNewPriceChangesTheBillAndRecordsNoPayment(_ line: String) throws {
        let before = try c.ledger.transactions.count()
        let reply = c.say(line)
        #expect(reply.intent == "bill.amount", "\(line) → \(reply.text)")
        #expect(try c.ledger.recurring.find("Netflix")?.amount == 17_99, "\(line) → \(reply.text)")
        #expect(try c.ledger.transactions.count() == before, "\(line) → \(reply.text)")
    }

    @Test(arguments: ["not sure if i paid 15 for netflix", "i might pay netflix tomorrow", "maybe netflix went up to 17.99"])
    func aBillPaymentOrPriceOnlySupposedChangesNothing(_ line: String) throws {
        let before = try c.ledger.transactions.count()
        let reply = c.say(line)
        #expect(try c.ledger.transactions.count() == before, "\(line) → \(reply.text)")
        #expect(try c.ledger.recurring.find("Netflix")?.amount == 15_99, "\(line) → \(reply.text)")
    }

    @Test func aDoubtAboutAPaymentIsAskedAbout() throws {
        let reply = c.say("not sure if i paid netflix")
        #expect(reply.intent == "bill.paid", "\(reply.text)")
    }
    @Test(arguments: [("biggest bill?", "biggest", "Rent: $1,650.00 every month ($19,800.00 a year). Next comes Comcast Internet, $79.99 every month."),
                      ("what's my most expensive bill", "biggest", "Rent: $1,650.00 every month ($19,800.00 a year). Next comes Comcast Internet, $79.99 every month."),
                      // 600.00 a year is 50.00 a month, less than Comcast's 79.99.
                      ("cheapest bill", "smallest", "Car insurance: $600.00 every year ($50.00 a month). Next comes Comcast Internet, $79.99 every month.")])
    func theBiggestAndSmallestBillAreRankedByWhatTheyCostAMonth(_ line: String, _ which: String, _ rest: String) {
        let reply = c.say(line)
        #expect(reply.intent == "bills.cost")
        #expect(reply.text == "Your \(which) bill is \(rest) (3 bills compared by what they cost a month; 2 subscriptions not counted.)")
    }

    @Test func aBillSaysWhatItComesToInAYearOrAMonth() {
        #expect(c.say("spotify cost per year").text == "Spotify: $11.99 every month ($143.88 a year), next due Tue 1 Dec · Subscriptions.")
        #expect(c.say("car insurance how much").text == "Car insurance: $600.00 every year ($50.00 a month), next due Tue 1 Dec · Transport.")
        // Two bills: each, and together; a misspelt one is the one it is closest to.
        #expect(c.say("how much do netflix and spotfy cost me a year").text
            == "Netflix $15.99 every month; Spotify $11.99 every month; together $27.98 a month ($335.76 a year).")
    }

    @Test func theBiggestExpenseOfAPeriodIsStillAnExpense() {
        #expect(c.say("biggest bill this month").intent == "spending.biggest")
    }
    @Test func aBillMisspeltIsAnsweredButNeverPaid() throws {
        #expect(c.say("how much is the netflx bill").text.hasPrefix("Netflix: $15.99 every month"))
        let before = try c.ledger.transactions.list(TransactionFilter(period: Period(start: Day(iso: "2020-01-01")!, end: Day(iso: "2030-01-01")!, label: ""), kind: nil), limit: 100).count
        #expect(!c.say("pay the netflx bill").text.contains("Paid"))
        let after = try c.ledger.transactions.list(TransactionFilter(period: Period(start: Day(iso: "2020-01-01")!, end: Day(iso: "2030-01-01")!, label: ""), kind: nil), limit: 100).count
        #expect(after == before)
    }
}

/// "Before payday" runs from today to the day before the next payday: a bill due on payday
/// itself, or after it, is not listed.
@Suite struct BillsBeforePaydayTests {
    @Test(arguments: ["anything coming out before payday?", "what's due before my next paycheck", "any bills before i get paid"])
    func onlyWhatFallsBeforeTheNextPaydayIsListed(_ line: String) throws {
        let c = try Conversation(now: "2026-11-23T09:00")
        for (name, cents, due, kind) in [("Water", Int64(40_00), "2026-11-28", Recurring.Kind.bill), ("Rent", 1_650_00, "2026-12-01", .bill),
                                         ("Gym", 45_00, "2026-12-03", .bill), ("Payroll", 2_450_00, "2026-12-01", .income)] {
            try c.ledger.recurring.add(NewRecurring(name: name, kind: kind, amount: Money(minorUnits: cents, currency: .usd),
                                                    frequency: .monthly, firstDue: Day(iso: due)!, category: nil))
        }
        let reply = c.say(line)
        #expect(reply.intent == "bills.due")
        #expect(reply.text == "Sat 28 Nov  $40.00  Water\n1 due before payday (23 – 30 Nov): $40.00 out.")
    }

    @Test func withNoPaydayKnownItSaysSoAndListsTheNextSevenDays() throws {
        let c = try Conversation(now: "2026-11-23T09:00")
        try c.ledger.recurring.add(NewRecurring(name: "Water", kind: .bill, amount: Money(minorUnits: 40_00, currency: .usd),
                                                frequency: .monthly, firstDue: Day(iso: "2026-11-28")!, category: nil))
        let reply = c.say("anything coming out before payday?")
        #expect(reply.intent == "bills.due")
        #expect(reply.text == "Sat 28 Nov  $40.00  Water\n1 due in the next 7 days, as no payday is known (Tue 24 – Mon 30 Nov): $40.00 out.", "\(reply.text)")
    }
}
