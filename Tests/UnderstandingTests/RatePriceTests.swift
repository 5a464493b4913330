import BuddyCore
import Testing
import Understanding

/// A rate with its count is read as what they cost together, a length of hours or nights beside
/// a price is no part of it, and anything else is left as it was.
@Suite struct RatePriceTests {
    @Test(arguments: [
        ("babysitter 4 hrs 18/hr", "babysitter 72.00"), ("parking 3hrs at 2.50/hr", "parking 7.50"),
        ("airbnb 4 nights 125/night", "airbnb 500.00"), ("gym 2 months 45 a month", "gym 90.00"),
        ("tutor two hours at 30 per hour", "tutor 60.00"), ("parking 2 hours 6", "parking 6"), ("2 nights hotel 310", "hotel 310"),
        // Left as they were.
        ("gym 45 a month", "gym 45 a month"), ("rent 1500 a month for 12 months", "rent 1500 a month for 12 months"),
        ("lunch 12 2 days ago", "lunch 12 2 days ago"), ("how many hours did i work", "how many hours did i work"),
        ("parking 2 hours", "parking 2 hours"),
    ])
    func aRateIsCountedAndALengthIsNoPrice(_ line: String, _ expected: String) {
        #expect(RatePrice.rewritten(Normalizer.tokens(line), homeCurrency: .usd).joined(separator: " ") == expected)
    }
}
