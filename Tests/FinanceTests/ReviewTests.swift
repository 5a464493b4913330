import BuddyCore
import Finance
import Testing

/// Month-by-month totals, comparisons, the monthly review and its insights.
@Suite struct ReviewTests {
    let f: Fixture

    init() throws {
        f = try Fixture()
        // Three months of groceries and dining before March, then a March with more dining.
        for month in ["2025-12", "2026-01", "2026-02"] {
            try f.add("\(month)-05", -20_000, "Whole Foods", "Groceries")
            try f.add("\(month)-10", -6_000, "Chipotle", "Dining")
            try f.add("\(month)-25", 300_000, "Paycheck", "Salary")
        }
        try f.add("2026-03-05", -21_000, "Whole Foods", "Groceries")
        try f.add("2026-03-10", -9_000, "Chipotle", "Dining")
        try f.add("2026-03-20", -4_500, "Sushi", "Dining")
        try f.add("2026-03-12", -80_000, "New laptop", "Shopping")
        try f.add("2026-03-25", 300_000, "Paycheck", "Salary")
    }

    @Test func totalsPerBucketAddUpEachPeriod() throws {
        let months = Period.months(endingWith: f.day("2026-03-31"), count: 4)
        #expect(months.map(\.label) == ["December 2025", "January 2026", "February 2026", "March 2026"])
        let food = try f.ledger.categories.named("Food")
        let totals = try f.ledger.reports.totals(TransactionFilter(period: months[0], kind: .expense, category: food), per: months)
        #expect(totals.map(\.minorUnits) == [26_000, 26_000, 26_000, 34_500])
        let income = try f.ledger.reports.totals(TransactionFilter(period: months[0], kind: .income), per: months)
        #expect(income.map(\.minorUnits) == [300_000, 300_000, 300_000, 300_000])
        #expect(try f.ledger.reports.totals(TransactionFilter(period: months[0], kind: .expense), per: []).isEmpty)
    }

    @Test func comparisonListsCategoriesOfEitherPeriod() throws {
        let march = Period.month(containing: f.day("2026-03-01"))
        let changes = try f.ledger.reviews.comparison(march, with: march.previousMonth)
        #expect(changes.map(\.category) == ["Shopping", "Food"])
        #expect(try changes[1].difference.minorUnits == 8_500)
        #expect(changes[1].percent == 33, "26,000 → 34,500 is 32.7% more")
        #expect(changes[0].percent == nil, "nothing the month before")
        let reversed = try f.ledger.reviews.comparison(march.previousMonth, with: march)
        #expect(reversed.last?.current.minorUnits == 0 && reversed.last?.category == "Shopping")
    }

    @Test func comparingTwoPeriodsTakesTheEarlierAsTheBaseInEitherOrder() throws {
        let march = Period.month(containing: f.day("2026-03-01"))
        let february = march.previousMonth
        for (a, b) in [(march, february), (february, march)] {
            let done = try f.ledger.reviews.compare(a, b, today: f.day("2026-04-02"))
            #expect(done.later == march && done.earlier == february)
            // March: 210 + 90 + 45 + 800 = 1,145.00 against February's 200 + 60 = 260.00: 340% more.
            #expect(done.laterTotal.minorUnits == 114_500 && done.earlierTotal.minorUnits == 26_000)
            #expect(done.total.percent == 340)
            #expect(done.categories.map(\.category) == ["Shopping", "Food"])
            #expect(done.categories[0].percent == nil, "Shopping is new in March")
            #expect(done.categories[1].percent == 33, "Food 260.00 → 345.00")
            // On the 12th, March so far (210 + 90 + 800) against February's first 12 days (200 + 60).
            let soFar = try f.ledger.reviews.compare(a, b, today: f.day("2026-03-12"))
            #expect(soFar.later.end == f.day("2026-03-13") && soFar.earlier.end == f.day("2026-02-13"))
            #expect(soFar.laterTotal.minorUnits == 110_000 && soFar.earlierTotal.minorUnits == 26_000)
        }
    }

    @Test func trendAveragesCompleteMonthsAndProjectsTheOneUnderWay() throws {
        let food = try f.ledger.categories.named("Food")
        let trend = try f.ledger.reviews.trend(category: food, months: 4, today: f.day("2026-03-15"))
        #expect(trend.lastIsPartial)
        #expect(trend.complete.count == 3)
        #expect(trend.average.minorUnits == 26_000)
        #expect(trend.change == 0)
        // 300.00 by the 15th of 31 days (the sushi on the 20th is still to come): 620.00.
        #expect(trend.totals.last?.minorUnits == 30_000)
        #expect(trend.projectedLast?.minorUnits == 62_000)
        let done = try f.ledger.reviews.trend(category: food, months: 2, today: f.day("2026-04-01"))
        #expect(!done.complete.isEmpty)
    }

    @Test func aTrendStartsAtTheMonthOfTheFirstRecord() throws {
        // The records begin on 5 December 2025: October and November are not months of nothing spent.
        let food = try f.ledger.categories.named("Food")
        let trend = try f.ledger.reviews.trend(category: food, months: 6, today: f.day("2026-03-15"))
        #expect(trend.months.map(\.label) == ["December 2025", "January 2026", "February 2026", "March 2026"])
        #expect(trend.since == f.day("2025-12-05"))
        // Three complete months of 200.00 + 60.00 each.
        #expect(trend.complete.count == 3)
        #expect(trend.average.minorUnits == 26_000)
        #expect(trend.lowest?.total.minorUnits == 26_000)
        // A trend that starts after the first record says nothing about it.
        #expect(try f.ledger.reviews.trend(category: food, months: 2, today: f.day("2026-03-15")).since == nil)
    }

    @Test func averagesInAReviewCountOnlyTheMonthsWithRecords() throws {
        // January against the months before it: only December 2025 has records, so Food's
        // average is December's 260.00 (not 260.00 / 3); January's 260.00 + 100.00 is 38% above.
        try f.add("2026-01-20", -10_000, "Pho Saigon", "Dining")
        let review = try f.ledger.reviews.monthly(month: f.day("2026-01-01"), today: f.day("2026-02-02"))
        #expect(review.hasMonthBefore)
        #expect(review.insights.first == .aboveAverage(category: "Food", percent: 38, average: f.usd(26_000), months: 1))
        // December, the month of the first record, has no month before it and no averages.
        let first = try f.ledger.reviews.monthly(month: f.day("2025-12-01"), today: f.day("2026-02-02"))
        #expect(!first.hasMonthBefore)
        #expect(!first.insights.contains { if case .aboveAverage = $0 { return true } else { return false } })
    }

    @Test func monthlyReviewAddsUpAndChoosesInsights() throws {
        try f.ledger.budgets.set(f.usd(30_000), for: "Food")
        try f.ledger.budgets.set(f.usd(50_000), for: "Shopping")
        let review = try f.ledger.reviews.monthly(month: f.day("2026-03-01"), today: f.day("2026-04-02"))
        #expect(!review.isPartial)
        #expect(review.income.minorUnits == 300_000 && review.expenses.minorUnits == 114_500)
        #expect(review.savingsRate == 62, "1,855 of 3,000 kept")
        #expect(review.previousSavingsRate == 91)
        #expect(review.biggest.map(\.transaction.description) == ["New laptop", "Whole Foods", "Chipotle"])
        #expect(review.budgets.map(\.state) == [.over, .over])
        // Food's average is 260.00; 345.00 is 33% above. Shopping has no history, so no average.
        #expect(review.insights == [
            .aboveAverage(category: "Food", percent: 33, average: f.usd(26_000), months: 3),
            .budgetsKept(kept: 0, of: 2),
            .savingsRate(percent: 62, previous: 91),
        ])
    }

    @Test func spendingMoreThanEarnedComesFirst() throws {
        try f.add("2026-03-28", -250_000, "Car repair", "Transport")
        let review = try f.ledger.reviews.monthly(month: f.day("2026-03-01"), today: f.day("2026-04-02"))
        #expect(review.insights.first == .spentMoreThanEarned(by: f.usd(64_500)))
        #expect(review.insights.count == 3)
    }

    @Test func aMonthUnderWayIsSetAgainstTheSameDaysAndNotAgainstAverages() throws {
        try f.add("2026-02-11", -7_000, "Late February dinner", "Dining")
        // By the 10th: Food has 300.00 against February's first ten days (260.00); the dinner on the 11th is left out.
        let review = try f.ledger.reviews.monthly(month: f.day("2026-03-01"), today: f.day("2026-03-10"))
        #expect(review.isPartial)
        #expect(review.categories.first { $0.category == "Food" }?.previous == f.usd(26_000))
        #expect(!review.insights.contains { if case .aboveAverage = $0 { return true } else { return false } })
    }

    @Test func aQuietMonthNamesTheCategoryBelowItsAverage() throws {
        let f = try Fixture()
        for month in ["2026-01", "2026-02", "2026-03"] {
            try f.add("\(month)-05", -50_000, "Hotel", "Travel")
        }
        try f.add("2026-04-05", -10_000, "Hostel", "Travel")
        let review = try f.ledger.reviews.monthly(month: f.day("2026-04-01"), today: f.day("2026-05-01"))
        #expect(review.insights == [.belowAverage(category: "Travel", percent: 80, average: f.usd(50_000), months: 3)])
    }
}

/// The action centre and the morning summary.
@Suite struct ActionCentreTests {
    let f: Fixture
    let today: Day

    init() throws {
        f = try Fixture()
        today = Day(iso: "2026-03-12")!
        try f.ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: f.usd(150_000))
        try f.ledger.accounts.add(name: "Visa", kind: .credit)
    }

    @Test func aQuietStoreNeedsNothing() throws {
        #expect(try f.ledger.actions.items(today: today).isEmpty)
    }

    @Test func findsEachKindOfItemMostUrgentFirst() throws {
        try f.ledger.budgets.set(f.usd(10_000), for: "Dining")
        try f.ledger.budgets.set(f.usd(100_000), for: "Groceries")
        try f.add("2026-03-03", -12_000, "Steakhouse", "Dining", account: "Visa")
        try f.add("2026-03-08", -60_000, "Costco", "Groceries", account: "Visa")
        for day in ["2026-01-10", "2026-02-01", "2026-02-20"] { try f.add(day, -3_000, "Shell", "Transport", account: "Visa") }
        try f.add("2026-03-10", -15_000, "Tow truck", "Transport", account: "Visa")
        try f.ledger.recurring.add(NewRecurring(name: "Rent", kind: .bill, amount: f.usd(145_000), frequency: .monthly,
                                                firstDue: f.day("2026-03-14"), category: "Rent", account: "Checking"))
        try f.ledger.goals.add(name: "Bike", target: f.usd(100_000), deadline: f.day("2026-04-30"), account: nil, today: f.day("2026-01-01"))
        try f.ledger.people.recordDebt("Sam", amount: f.usd(4_000), description: "Tickets", lent: false, on: f.day("2026-02-01"))
        try f.ledger.people.recordDebt("Alex", amount: f.usd(1_000), description: "Lunch", lent: false, on: f.day("2026-03-01"))
        let items = try f.ledger.actions.items(today: today)
        guard items.count == 7 else { Issue.record("\(items)"); return }
        guard case .budgetOver(let over) = items[0] else { Issue.record("first: \(items[0])"); return }
        #expect(over.category == "Dining")
        // 1,500.00 in Checking, but rent of 1,450.00 is due: not low. The line is 100.00.
        guard case .billDue(let bill) = items[1] else { Issue.record("second: \(items[1])"); return }
        #expect(bill.item.name == "Rent" && bill.date == f.day("2026-03-14"))
        guard case .budgetOnPace(let pace) = items[2] else { Issue.record("third: \(items[2])"); return }
        #expect(pace.category == "Groceries")
        guard case .goalBehind(_, let expected) = items[3] else { Issue.record("fourth: \(items[3])"); return }
        // 70 of 119 days gone: 588.23 expected by now, nothing saved.
        #expect(expected.minorUnits == 58_823)
        guard case .oldDebt(let debt, let days) = items[4] else { Issue.record("fifth: \(items[4])"); return }
        #expect(debt.name == "Sam" && days == 39)
        // Largest first: 600.00 with no history is large; 150.00 is five times the usual 30.00.
        guard case .unusual(let big, nil) = items[5] else { Issue.record("sixth: \(items[5])"); return }
        #expect(big.transaction.description == "Costco")
        guard case .unusual(let row, let typical) = items[6] else { Issue.record("seventh: \(items[6])"); return }
        #expect(row.transaction.description == "Tow truck" && typical == f.usd(3_000))
    }

    /// The descriptions of the expenses the action centre finds unusual.
    private func unusual() throws -> [String] {
        try f.ledger.actions.items(today: today).compactMap { item in
            if case .unusual(let row, _) = item { return row.transaction.description } else { return nil }
        }
    }

    @Test func eachRecentExpenseIsMeasuredAgainstItsOwnNinetyDaysBefore() throws {
        // 7 December is the 90th day before 7 March (counted), not before 8 March.
        try f.add("2025-12-07", -1_000, "Bus", "Transport")
        try f.add("2026-01-15", -2_000, "Bus", "Transport")
        try f.add("2026-02-15", -2_000, "Bus", "Transport")
        // On 7 March the usual is 16.67, from the three before: neither counts the other of its day.
        try f.add("2026-03-07", -6_000, "Taxi A", "Transport")
        try f.add("2026-03-07", -6_100, "Taxi A2", "Transport")
        // On 8 March the usual counts both of them: 40.25.
        try f.add("2026-03-08", -6_000, "Taxi B", "Transport")
        // No category, no usual: large at 500.00.
        try f.add("2026-03-09", -55_000, "Mystery")
        #expect(try unusual() == ["Mystery", "Taxi A2", "Taxi A"])
        let typical = try f.ledger.actions.items(today: today).compactMap { item in
            if case .unusual(_, let typical) = item { return typical?.minorUnits ?? 0 } else { return nil }
        }
        #expect(typical == [0, 1_667, 1_667])
    }

    @Test func aPaymentATrackedBillStandsForIsNotUnusual() throws {
        // Rent recorded by its bill on the 10th, in a store with no history: expected, not large.
        try f.ledger.recurring.add(NewRecurring(name: "Rent", kind: .bill, amount: f.usd(165_000), frequency: .monthly,
                                                firstDue: f.day("2026-03-10"), category: "Rent", account: "Checking"))
        try f.ledger.recurring.recordDue(through: today)
        // The same bill paid by hand under the landlord's name, in the bill's category, 5% more.
        try f.ledger.recurring.add(NewRecurring(name: "Storage unit", kind: .bill, amount: f.usd(60_000), frequency: .monthly,
                                                firstDue: f.day("2026-04-01"), category: "Other"))
        try f.add("2026-03-11", -63_000, "Safe Store Ltd", "Other")
        // A large expense nothing stands for is still worth a word.
        try f.add("2026-03-09", -90_000, "Apple Store", "Shopping")
        #expect(try unusual() == ["Apple Store"])
    }

    @Test func aPaymentMadeInEarlierMonthsIsRegularNotUnusual() throws {
        // Tuition of 800.00 in January and February: 820.00 in March is regular (2.5% more), though
        // two payments are too few to make a usual expense of the category.
        try f.add("2026-01-10", -80_000, "Sunrise Tuition", "Education")
        try f.add("2026-02-10", -80_000, "Sunrise Tuition", "Education")
        try f.add("2026-03-10", -82_000, "Sunrise Tuition", "Education")
        #expect(try unusual().isEmpty)
        // Twice as much is not the same payment.
        let other = try Fixture()
        try other.add("2026-01-10", -80_000, "Sunrise Tuition", "Education")
        try other.add("2026-02-10", -80_000, "Sunrise Tuition", "Education")
        try other.add("2026-03-10", -160_000, "Sunrise Tuition", "Education")
        let items = try other.ledger.actions.items(today: today)
        #expect(items.contains { if case .unusual(let row, nil) = $0 { return row.transaction.amount == -160_000 } else { return false } })
    }

    @Test func lowBalanceUnderTheLineOrUnderWhatIsDue() throws {
        try f.ledger.recurring.add(NewRecurring(name: "Rent", kind: .bill, amount: f.usd(160_000), frequency: .monthly,
                                                firstDue: f.day("2026-03-16"), category: "Rent", account: "Checking"))
        var items = try f.ledger.actions.items(today: today)
        guard case .lowBalance(let low, let due) = items.first else { Issue.record("\(items)"); return }
        #expect(low.account.name == "Checking" && due == f.usd(160_000))
        try f.ledger.settings.set(.lowBalance, to: "200000")
        try f.ledger.recurring.setStatus(.paused, of: "Rent")
        items = try f.ledger.actions.items(today: today)
        guard case .lowBalance(_, let none) = items.first else { Issue.record("\(items)"); return }
        #expect(none.minorUnits == 0, "under the profile's own line of 2,000.00")
    }

    @Test func morningSummaryOfYesterday() throws {
        try f.add("2026-01-02", -1_000, "Parking", "Transport")  // the records go back further than 30 days
        try f.add("2026-03-11", -4_500, "Chipotle", "Dining")
        try f.add("2026-03-11", -12_000, "Costco", "Groceries")
        try f.add("2026-03-11", 5_000, "Refund", "Income")
        try f.add("2026-02-20", -30_000, "Costco", "Groceries")
        try f.ledger.recurring.add(NewRecurring(name: "Netflix", kind: .bill, amount: f.usd(1_549), frequency: .monthly,
                                                firstDue: f.day("2026-03-12"), category: "Subscriptions"))
        try f.ledger.recurring.add(NewRecurring(name: "Gym", kind: .bill, amount: f.usd(4_000), frequency: .monthly,
                                                firstDue: f.day("2026-03-15"), category: "Health"))
        try f.ledger.recurring.recordDue(through: today)
        let summary = try f.ledger.reviews.morning(today: today)
        #expect(summary.yesterday.start == f.day("2026-03-11"))
        #expect(summary.spent == f.usd(16_500))
        #expect(summary.earned == f.usd(5_000))
        #expect(summary.expenses.map(\.transaction.description) == ["Costco", "Chipotle"])
        #expect(summary.dailyAverage == f.usd(1_000), "300.00 over the 30 days before")
        #expect(summary.againstAverage == 1_550)
        #expect(summary.monthSpent == f.usd(16_500))
        #expect(summary.dueToday.map(\.item.name) == ["Netflix"] && summary.dueToday[0].recorded)
        #expect(summary.dueThisWeek.map(\.item.name) == ["Gym"])
    }

    @Test func aYoungStoresDailyAverageCoversTheDaysSinceItsFirstRecord() throws {
        // The first record is on 1 March: the ten days to the 10th, not thirty.
        try f.add("2026-03-01", -5_000, "Costco", "Groceries")
        try f.add("2026-03-11", -2_000, "Chipotle", "Dining")
        var summary = try f.ledger.reviews.morning(today: today)
        #expect(summary.averageDays == 10)
        #expect(summary.dailyAverage == f.usd(500))
        #expect(summary.againstAverage == 300)
        // With no record before yesterday there is no average to compare with.
        let f = try Fixture()
        try f.add("2026-03-11", -2_000, "Chipotle", "Dining")
        summary = try f.ledger.reviews.morning(today: today)
        #expect(summary.averageDays == 0 && summary.dailyAverage == f.usd(0) && summary.againstAverage == nil)
    }

    @Test func settingsKeepOneValuePerKey() throws {
        #expect(try f.ledger.settings.value(.theme) == nil)
        try f.ledger.settings.set(.theme, to: "dark")
        try f.ledger.settings.set(.theme, to: "plain")
        #expect(try f.ledger.settings.value(.theme) == "plain")
        #expect(try f.ledger.settings.all() == ["theme": "plain"])
        let other = try Ledger.open(f.ledger.database, profile: "other")
        #expect(try other.settings.value(.theme) == nil)
    }
}
