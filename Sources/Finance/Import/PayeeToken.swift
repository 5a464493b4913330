import Foundation

/// One piece of a bank's description, and what it looks like: part of a name, or one of the
/// numbers, dates and addresses banks and card processors add.
struct PayeeToken: Equatable {
    /// What a piece looks like.
    enum Kind: Equatable {
        /// Letters, or a short number that may be part of a name ("7-Eleven", "21").
        case word
        /// A store, terminal, card, phone or reference number ("#123", "0423", "JPM99a1b2c3").
        case reference
        /// A day or a time ("11/03", "12.03.24", "10:15", "03NOV").
        case date
        /// A web address ("HELP.UBER.COM", "AMZN.COM").
        case web
        /// Nothing but punctuation ("-", "&").
        case punctuation
    }

    /// The text as the bank wrote it.
    let text: String
    /// Its words, as ``PayeeKey/words(_:)`` reads them.
    let words: [String]
    /// What it looks like.
    let kind: Kind

    init(_ text: String) {
        self.text = text
        words = PayeeKey.words(text)
        kind = Self.kind(of: text)
    }

    /// Top-level domains that make a piece a web address.
    private static let domains: Set<String> = ["com", "net", "org", "io", "co", "uk", "de", "fr", "nl", "ie", "es", "it", "eu", "be",
                                               "at", "ch", "pt", "lu", "us", "ca", "app", "tv", "fm", "me", "info", "biz", "gov"]

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    private static func kind(of text: String) -> Kind {
        let letters = text.unicodeScalars.filter { CharacterSet.letters.contains($0) }.count
        let digits = text.unicodeScalars.filter { ("0"..."9").contains($0) }.count
        if letters == 0 && digits == 0 { return .punctuation }
        if isDate(text) { return .date }
        let lower = text.lowercased()
        if lower.hasPrefix("www.") || lower.hasPrefix("http") { return .web }
        if lower.hasPrefix("."), domains.contains(String(lower.dropFirst())) { return .web }
        if letters > 0, lower.contains("."), let last = lower.split(separator: ".").last, domains.contains(String(last)),
           lower.split(separator: ".").count >= 2, !lower.hasSuffix(".") {
            return .web
        }
        if text.contains("#") && digits > 0 { return .reference }
        if text.hasPrefix("#") { return .reference }
        if digits >= 3 { return .reference }
        if digits > 0 && letters > 0 && text.count >= 6 { return .reference }
        return .word
    }

    /// The months' names in full, in the languages of the statements Buddy reads, as
    /// ``PayeeKey/words(_:)`` writes them ("März" is "marz").
    private static let monthNames: Set<String> = [
        "january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
        "januar", "februar", "marz", "maerz", "juni", "juli", "oktober", "dezember",
        "janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre",
        "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre",
        "gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "dicembre",
        "januari", "februari", "maart", "mei", "augustus",
        "janeiro", "fevereiro", "marco", "maio", "junho", "julho", "setembro", "outubro", "novembro", "dezembro",
    ]

    /// Whether `word` (in ``PayeeKey/words(_:)``'s form) is a month's name, in full or in three letters ("mar").
    static func isMonth(_ word: String) -> Bool {
        months.contains(word) || monthNames.contains(word)
    }

    /// Whether `word` (in ``PayeeKey/words(_:)``'s form) is a month's name in full ("oktober").
    static func isMonthName(_ word: String) -> Bool {
        monthNames.contains(word)
    }

    /// "11/03", "2026-03-12", "12.03.24", "10:15", "03NOV", "12MAR26".
    private static func isDate(_ text: String) -> Bool {
        let parts = text.split(whereSeparator: { "/.-:".contains($0) })
        if parts.count >= 2, parts.count <= 3, text.count <= 10,
           parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isNumber) }),
           text.allSatisfy({ $0.isNumber || "/.-:".contains($0) }) {
            // "866-579-7172" is a phone number, "1-800" part of a name: a date has a part of
            // at most two digits beside one of at most four.
            return parts.filter { $0.count <= 2 }.count >= parts.count - 1
        }
        let lower = text.lowercased()
        guard lower.count >= 5, lower.count <= 9, let first = lower.first, first.isNumber else { return false }
        let digitsFirst = lower.prefix(while: \.isNumber)
        let rest = lower.dropFirst(digitsFirst.count)
        guard digitsFirst.count <= 2, rest.count >= 3, months.contains(String(rest.prefix(3))) else { return false }
        return rest.dropFirst(3).allSatisfy(\.isNumber)
    }

    /// Splits a description into pieces: at spaces, `*`, `,`, `;`, `|` and brackets; after a
    /// word that ends in `:` ("DES:PAYROLL", "ID:123"); and at `/` except inside a date, where a
    /// web address keeps nothing after its `/` ("AMZN.COM/BILL" is "AMZN.COM"). A `/` between
    /// spaces is a piece of its own, as a dash is.
    static func split(_ text: String) -> [PayeeToken] {
        let chunks = text.split(whereSeparator: { $0.isWhitespace || "*,;|()[]".contains($0) }).map(String.init)
        var pieces: [String] = []
        for chunk in chunks {
            var rest = Substring(chunk)
            while let colon = rest.firstIndex(of: ":"), colon > rest.startIndex,
                  rest[..<colon].allSatisfy(\.isLetter) {
                pieces.append(String(rest[..<colon]))
                rest = rest[rest.index(after: colon)...]
            }
            guard !rest.isEmpty else { continue }
            // A slash between spaces parts a bank's fields ("NAME / TOWN ST / Card 4412").
            if rest == "/" {
                pieces.append("/")
            } else if rest.contains("/") && !isDate(String(rest)) {
                let parts = rest.split(separator: "/").map(String.init)
                if let first = parts.first, PayeeToken(first).kind == .web {
                    pieces.append(first)
                } else {
                    pieces += parts
                }
            } else if let glued = gluedNumber(rest) {
                // "PREMIER INN44018180": a store's number written onto the name's last word.
                pieces += [String(rest[..<glued]), String(rest[glued...])]
            } else {
                pieces.append(String(rest))
            }
        }
        return pieces.map(PayeeToken.init)
    }

    /// Where the number of a word of three letters or more in capitals, with five digits or more
    /// written onto its end, begins ("INN44018180"); nil for any other chunk ("HOBBYSHOP4U", "A1234567").
    private static func gluedNumber(_ chunk: Substring) -> Substring.Index? {
        guard let first = chunk.firstIndex(where: \.isNumber) else { return nil }
        let letters = chunk[..<first], digits = chunk[first...]
        guard letters.count >= 3, letters.allSatisfy({ $0.isLetter && $0.isUppercase }),
              digits.count >= 5, digits.allSatisfy(\.isNumber) else { return nil }
        return first
    }

    /// A web address's name: "NETFLIX.COM" is "NETFLIX", "HELP.UBER.COM" "UBER", "www.amazon.co.uk" "amazon".
    var siteName: String {
        var labels = text.split(separator: ".").map(String.init)
        if let first = labels.first, first.lowercased().hasPrefix("http") || first.lowercased() == "www" { labels.removeFirst() }
        while labels.count > 1, let last = labels.last, Self.domains.contains(last.lowercased()) { labels.removeLast() }
        return labels.last ?? text
    }
}
