import Testing
import Understanding

/// Times of day are taken out of a line before it is read; prices, counts, shops and ratios stay.
@Suite struct ClockTimeTests {
    @Test(arguments: [
        ("uber at 6 18", "uber 18"), ("coffee 7am 4.50", "coffee 4.50"), ("lunch at 12:30 was 14", "lunch was 14"),
        ("taxi 6 pm 22", "taxi 22"), ("lunch at noon 14", "lunch 14"), ("breakfast 10.25 at 9", "breakfast 10.25"),
        ("movie at 7 tonight 16", "movie tonight 16"), ("yesterday 9pm drinks 27", "yesterday drinks 27"),
        ("bus 2.75 around 5:45pm", "bus 2.75"),
        // Not times.
        ("3 beers at 6 each", "3 beers at 6 each"), ("spent 20 at 7 eleven", "spent 20 at 7 eleven"),
        ("split 100 with sam 20:80", "split 100 with sam 20:80"), ("lunch at 25:10 9", "lunch at 25:10 9"),
        ("coffee at 4 for 3.50", "coffee at 4 for 3.50"), ("7am", "7am"), ("dinner 13pm 20", "dinner 13pm 20"),
    ])
    func timesOfDayAreTakenOut(_ line: String, _ expected: String) {
        #expect(ClockTime.removed(from: Normalizer.tokens(line)).joined(separator: " ") == expected)
    }
}
