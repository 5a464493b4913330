import BuddyCore
import Foundation

/// Takes off what banks and card processors add to a payee's name, and writes the name that is
/// left in title case: "SQ *BLUE BOTTLE COFFE 0423 SAN FRANCISCO CA" is "Blue Bottle Coffe"
/// (the merchant list then restores the brand's spelling), "NETFLIX.COM 866-579-7172 CA"
/// "Netflix", "ACME CORP PAYROLL PPD ID: 1234567890" "Acme Corp Payroll".
///
/// What it takes off:
/// - at the start, the processors' and banks' prefixes of the merchant list (`SQ *`, `POS`,
///   `PURCHASE AUTHORIZED ON`, `Kartenzahlung`…), with the dates and card numbers after them;
/// - from the first store, terminal, card, phone or reference number, date, web address or
///   ACH field (`PPD ID:`, `WEB ID:`…) after the name, everything;
/// - at the end, the merchant list's places (`SAN FRANCISCO`, `CA`, `LONDON`, `GB`…).
struct PayeeCleaner: Sendable {
    /// The lists it reads with, each longest first.
    let lists: CleaningLists
    /// The prefixes, as written in the merchant list (`SQ *`), longest first.
    var prefixes: [String] { lists.prefixes }
    /// The prefixes as one expression, compiled when a description first needs it: loading the
    /// merchant list for a run that cleans no description (a question) compiles nothing.
    private let prefixPattern: Deferred<NSRegularExpression?>
    /// The first word of every prefix, so that a description starting with none of them is not
    /// matched against the prefixes at all.
    private let prefixStarts: Set<String>
    /// The bank codes, as written.
    let codes: Set<String>
    /// Words that say what a place is (the business words and keywords of one word): never a town.
    let nameWords: Set<String>
    /// The business words alone (`words:`): words that end a business's name ("OPTICIANS", "BAKERY").
    let businessWords: Set<String>
    /// The places by their last word, the longest first in each: a name's end is looked up, not
    /// compared with each of some thousands of towns.
    private let placesByLastWord: [String: [[String]]]
    /// The places, for telling whether some words are one.
    private let placeSet: Set<[String]>

    /// A cleaner with these lists (see the merchant list's README).
    init(_ lists: CleaningLists) {
        var sorted = lists
        sorted.prefixes.sort { $0.count > $1.count }
        for path in [\CleaningLists.places, \.tails, \.forms, \.regions, \.purposes] {
            sorted[keyPath: path].sort { $0.count > $1.count }
        }
        self.lists = sorted
        let prefixes = sorted.prefixes
        let soft = Set(sorted.softPrefixes)
        prefixPattern = Deferred { Self.compile(prefixes, soft: soft) }
        prefixStarts = Set(sorted.prefixes.map { Self.firstWord($0) })
        codes = Set(sorted.codes.map { $0.uppercased() })
        nameWords = Set(sorted.words + sorted.keywords)
        businessWords = Set(sorted.words)
        placesByLastWord = Dictionary(grouping: sorted.places.filter { !$0.isEmpty }, by: { $0[$0.count - 1] })
        placeSet = Set(sorted.places)
    }

    /// How many pieces at the end of `kept` are a place (the longest that is), or nil.
    func placeEnding(_ kept: [PayeeToken]) -> Int? {
        guard let last = kept.last(where: { !$0.words.isEmpty })?.words.last, let candidates = placesByLastWord[last] else { return nil }
        return candidates.lazy.compactMap { Self.ending(kept, with: $0) }.first
    }

    /// Whether `words` are a place's.
    func isPlace(_ words: [String]) -> Bool { placeSet.contains(words) }

    /// The letters and digits a text starts with, in lower case ("SQ *BLUE" → "sq").
    private static func firstWord(_ text: some StringProtocol) -> String {
        PayeeKey.folded(String(text.drop(while: \.isWhitespace).prefix { $0.isLetter || $0.isNumber }))
    }

    /// A cleaner that knows no prefixes, places or tails: numbers, dates and addresses only.
    static let plain = PayeeCleaner(CleaningLists())

    /// A description taken apart: its pieces once the prefixes (and the dates and card numbers
    /// right after them) are off the front, and whether anything was taken off.
    struct Pieces {
        /// The description as given.
        let description: String
        /// What is left, piece by piece.
        var tokens: [PayeeToken]
        /// What was left before a town written before the name was taken off ("PAIEMENT CB 1811
        /// TOURS CAVE DU VIEUX PRESSOIR"), or nil: a merchant's name that begins with a town
        /// ("BOSTON MARKET", "LONDON DRUGS") is read with it.
        var withTown: [PayeeToken]? = nil
        /// What was left before a prefix that may begin a name was taken off the start ("SO
        /// ENERGY"), or nil: a merchant's name that begins with it is read with it.
        var withPrefix: [PayeeToken]? = nil
        /// Whether a prefix, date or number was taken off the front, or a town after `//` off the end.
        let strippedFront: Bool
        /// Whether a card processor's prefix with a star was taken off (`SQ *`, `SUMUP *`): the
        /// processor passes on a small business's own name.
        var processor = false
        /// Whether a prefix that labels the name's field was taken off (`Naam:`, `ORIG CO NAME:`):
        /// the name follows it, and later fields hold other things.
        var named = false
    }

    /// The pieces of `description`.
    func pieces(_ description: String) -> Pieces {
        var stripped = false
        var processor = false
        var named = false
        // ")))ZTL*THE OLD FORGE TEA RO": a contactless payment's mark before the description.
        var text = Substring(description.trimmed).drop(while: { $0 == ")" })
        // "/TRTP/SEPA Incasso algemeen doorlopend/CSID/…/NAME/Ziggo B.V./MARF/…/REMI/Factuur november/":
        // a Dutch bank's fields, each after its name between slashes; the payee is in NAME's.
        if let field = Self.namedField(text) {
            text = field
            named = true
            stripped = true
        }
        // "SEPA Overboeking IBAN: NL08… BIC: ABNANL2A Naam: Tandartspraktijk Jansen Omschrijving: …":
        // a Dutch bank's labelled fields; the payee is in Naam's.
        if !named, let field = Self.labelledName(text) {
            text = field
            named = true
            stripped = true
        }
        // "STADTBAECKEREI KRAUSE//Potsdam/DE": after `//`, a German card payment's town and country.
        if let cut = text.range(of: "//"), cut.lowerBound > text.startIndex, text[text.index(before: cut.lowerBound)] != ":" {
            text = text[..<cut.lowerBound]
            stripped = true
        }
        // "HLU*Hulu 1893746251-U": a merchant's own short name before a star, then its name.
        // ("TST* TASTE OF THAI" is Toast's prefix, though its letters are in the name).
        if let star = Self.ownShortName(text), !prefixStarts.contains(Self.firstWord(text)) {
            text = text[star...].drop(while: { $0 == "*" || $0.isWhitespace })
            stripped = true
        }
        // "POS08NOV THE BUTTERED SCONE": a prefix with the day written onto it.
        if let first = text.split(separator: " ", maxSplits: 1).first, let glued = Self.prefixWithDay(first),
           lists.prefixes.contains(where: { $0.uppercased() == glued }) {
            text = text.dropFirst(first.count).drop(while: \.isWhitespace)
            stripped = true
        }
        var changed = true
        var townFirst = false
        var prefixWords: [String] = []
        var withPrefix: Substring?
        while changed && !text.isEmpty {
            changed = false
            if prefixStarts.contains(Self.firstWord(text)), let prefixPattern = prefixPattern.value,
               let match = prefixPattern.firstMatch(in: String(text), range: NSRange(text.startIndex..., in: text)),
               match.range.length > 0, let range = Range(match.range, in: String(text)) {
                processor = processor || String(text)[range].contains("*")
                let matched = String(String(text)[range])
                if prefixWords.isEmpty, !stripped, lists.softPrefixes.contains(PayeeKey.words(matched)) {
                    // "So Good Cafe": a prefix that may begin a name is one only in capitals, as banks write it.
                    guard matched.trimmingCharacters(in: .whitespaces) == matched.trimmingCharacters(in: .whitespaces).uppercased() else { break }
                    withPrefix = text
                }
                prefixWords += PayeeKey.words(matched)
                townFirst = townFirst || lists.townFirst.contains { prefixWords.suffix($0.count) == $0[...] }
                named = named || (matched.contains(":") && lists.prefixes.contains { $0.hasSuffix(":") && PayeeKey.words($0) == PayeeKey.words(matched) })
                text = Substring(String(String(text)[range.upperBound...]))
                changed = true
            }
            // A date, a masked card number or punctuation never starts a name; after a prefix,
            // neither does a number ("CHECKCARD 1103 STARBUCKS", "BEA NR:XYZ123 JUMBO").
            while let first = text.split(separator: " ", maxSplits: 1).first {
                let token = PayeeToken(String(first))
                // "4417 08MAR24 , WM MORRISONS": a card's last digits, then the day, before the name.
                // "BEA NR:XK81PQ 09.03.24/12.05 BAKKERIJ …": after a prefix, a terminal's code of capitals and digits, then the day.
                let code = token.text.allSatisfy(\.isNumber)
                    || changed && token.text.filter(\.isNumber).count >= 2 && token.text.allSatisfy { $0.isNumber || $0.isUppercase }
                let beforeDate = token.kind == .reference && code
                    && text.dropFirst(first.count).split(separator: " ", maxSplits: 1).first.map { next in
                        // "09.03.24/12.05": a day, and its hour after a slash.
                        PayeeToken(String(next.split(separator: "/").first ?? next)).kind == .date } == true
                // "BETAALAUTOMAAT 03-11-26 18:22 PAS 004 ALBERT HEIJN": after a prefix, the card and its number.
                let next = text.dropFirst(first.count).split(separator: " ", maxSplits: 1).first
                let card = changed && Self.cardWords.contains(token.words.first ?? "") && token.words.count == 1
                    && next.map { $0.allSatisfy(\.isNumber) || Self.isMasked(String($0)) } == true
                // A number after a prefix has digits enough to be one: "PAYPAL *HOBBYSHOP4U" is a name.
                let number = token.kind == .reference && (token.text.contains("#") || token.text.filter(\.isNumber).count >= 3)
                // "NUMMER 4871 04XX XXXX 1234": after a prefix, a card number written in groups, hidden digits and all.
                let group = changed && Self.isCardGroup(token.text)
                // "*4521 14.03 NOK 89.00 HJORNEBAKERIET": the amount paid in another currency, code first;
                // "PAGAMENTO POS 45,20 EUR DEL 04.11.2023 ORE 18.22 ESSELUNGA": code after.
                let amount = (CurrencyMarks.code(token.text) != nil && next.map(Self.isAmount) == true)
                    || (changed && Self.isAmount(token.text) && next.map { CurrencyMarks.code(String($0)) != nil } == true)
                // "… DEL 04.11.2023 ORE 18.22 …": after a prefix, the word that says a day or an hour comes next, and it.
                // "ALLE ORE 13:22": two such words, then the hour ("AT DEL TACO" is no day).
                let afterNext = text.dropFirst(first.count).drop(while: \.isWhitespace).dropFirst(next?.count ?? 0)
                    .split(separator: " ", maxSplits: 1).first
                let comesADay = { (word: Substring?) in word.map { PayeeToken(String($0)).kind == .date || Self.isTime($0) } == true }
                let when = changed && token.words.count == 1 && Self.dayWords.contains(token.words[0])
                    && (comesADay(next) || next.map { Self.dayWords.contains($0.lowercased()) } == true && comesADay(afterNext))
                // "Visa purchase (Non-Sterling) RYANAIR …": after a prefix, a remark in brackets of
                // joined words ("POS (AMAZON) MKTPLACE" keeps its name).
                let remark = changed && token.text.count > 2 && token.text.hasPrefix("(") && token.text.hasSuffix(")") && token.text.contains("-")
                let noise = token.kind == .date || token.kind == .punctuation || Self.isMasked(token.text) || remark
                    || (changed && number) || beforeDate || card || group || (changed && Self.isTime(first))
                guard noise || amount || when else { break }
                text = text.dropFirst(first.count).drop(while: \.isWhitespace)
                if amount || when, let next { text = text.dropFirst(next.count).drop(while: \.isWhitespace) }
                // (The hour after "ALLE ORE" is taken as a time on the next turn.)
                changed = true
            }
            stripped = stripped || changed
        }
        // "PAGAMENTO POS … CON CARTA ****1234 PRESSO ESSELUNGA MILANO": after a prefix, the shop
        // follows the first word that says where the card was used, whatever comes between.
        if stripped { text = Self.after(lists.shopAfter, in: text) }
        // "PAIEMENT CB 1811 TOURS CAVE DU VIEUX PRESSOIR": after these prefixes, the town comes first.
        let before = text
        if townFirst { text = Self.withoutLeadingPlace(text, places: lists.places) }
        return Pieces(description: description, tokens: PayeeToken.split(String(text)), withTown: before == text ? nil : PayeeToken.split(String(before)),
                      withPrefix: withPrefix.map { PayeeToken.split(String($0)) }, strippedFront: stripped, processor: processor, named: named)
    }

    /// Where the star is in a description that begins with a merchant's short name and a star
    /// before its name, the short name's letters in the name's order and the same first letter
    /// ("HLU*Hulu", "MSFT *MICROSOFT 365"); nil for any other ("NYT*DIGITAL SUBSCRIPT").
    static func ownShortName(_ text: Substring) -> Substring.Index? {
        guard let star = text.firstIndex(of: "*") else { return nil }
        let short = text[..<star].trimmingCharacters(in: .whitespaces).lowercased()
        guard (2...9).contains(short.count), short.allSatisfy({ $0.isLetter && $0.isASCII }) else { return nil }
        let name = text[text.index(after: star)...].drop(while: \.isWhitespace).prefix { $0.isLetter }.lowercased()
        guard name.count > short.count || name == short, name.first == short.first else { return nil }
        var letters = name[...]
        for letter in short {
            guard let found = letters.firstIndex(of: letter) else { return nil }
            letters = letters[letters.index(after: found)...]
        }
        return star
    }

    /// The name the pieces give, or nil when they hold no letters. A description written in
    /// small letters too, that nothing is taken from, keeps its own punctuation ("Luigi's,
    /// Pizzeria"), unless it has a processor's `*`.
    func name(of pieces: Pieces) -> String? {
        if let check = Self.check(pieces.tokens) { return check }
        let kept = nameTokens(pieces.tokens, spelling: Self.spelling(of: pieces.description), achFields: pieces.description.range(of: "DES:", options: .caseInsensitive) != nil)
        guard kept.contains(where: { !$0.words.isEmpty }) else { return nil }
        if !pieces.strippedFront, kept == pieces.tokens, pieces.description.contains(where: \.isLowercase),
           !pieces.description.contains("*") {
            return Self.titleCased(pieces.description.split(whereSeparator: \.isWhitespace).map(String.init))
        }
        return Self.titleCased(Self.titledForenameFirst(kept.map(\.text), forenames: lists.forenames))
    }

    /// "EASYJET000" is EASYJET: a name's first word with a number written onto its end (three
    /// letters or more, then three digits or more), unless the letters are a bank's code or field
    /// ("TFR000456", "REF000123", "INV0042"), which stay a reference.
    func withoutNumberJoined(_ piece: PayeeToken) -> PayeeToken {
        guard piece.kind == .reference, piece.text.allSatisfy({ $0.isLetter || $0.isNumber }) else { return piece }
        let letters = piece.text.prefix(while: \.isLetter)
        let digits = piece.text.dropFirst(letters.count)
        guard letters.count >= 3, digits.count >= 3, digits.allSatisfy(\.isNumber) else { return piece }
        let word = String(letters)
        if codes.contains(word.uppercased()) || lists.tails.contains([word.lowercased()]) || lists.prefixes.contains(where: { $0.caseInsensitiveCompare(word) == .orderedSame }) {
            return piece
        }
        return PayeeToken(word)
    }

    /// "CB DR MARTIN PIERRE" is Dr Pierre Martin: a name of a title and two words in capitals is
    /// a person's, forename first as ``PersonName/forenameFirst(_:forenames:)`` writes it.
    static func titledForenameFirst(_ words: [String], forenames: Set<String>) -> [String] {
        guard words.count == 3, personTitles.contains(PayeeKey.words(words[0])) else { return words }
        return [words[0]] + PersonName.forenameFirst(Array(words.dropFirst()), forenames: forenames)
    }

    /// Titles before a person's name that a business of one person is named with.
    private static let personTitles: Set<[String]> = [["dr"], ["mr"], ["mrs"], ["ms"], ["mme"]]

    /// The pieces that make the name: without what the payment is for at the start, up to the
    /// first number, date, web address, bank field or bank code after the first piece, without
    /// the places, legal form and purpose at the end (``ending(of:toTheEnd:paid:spelling:)``); a cut
    /// last word is completed in the country's `spelling`.
    /// `achFields` when the description has an ACH field written `DES:`, which a word "des" then
    /// begins ("CB PHARMACIE DES LILAS" keeps its "des").
    private func nameTokens(_ all: [PayeeToken], spelling: Spelling?, achFields: Bool) -> [PayeeToken] {
        let unpaid = withoutLeadingPurpose(all)
        // What the payment is for, said before or after the name: the name is an employer's, a client's or a landlord's.
        var paid = unpaid.count < all.count
        let pieces = withoutLeadingForm(withoutTitles(unpaid))
        var kept: [PayeeToken] = []
        var index = 0
        var foreignAmount = false
        scan: while index < pieces.count {
            let piece = pieces[index]
            if index > 0 {
                switch piece.kind {
                case .reference, .date, .web: break scan
                case .word, .punctuation: break
                }
                // "… DUBLIN IE EUR 45.99 @ 0.8531": the amount paid in another currency, code first,
                // ends the name as the description's end would.
                if piece.kind == .word, CurrencyMarks.code(piece.text) != nil, Self.amountWithCents(in: pieces, from: index + 1) {
                    foreignAmount = true
                    break scan
                }
                // "THE BLACK CAT CAFE LONDON GB 12,40 GBP Kurs 1,1923": the amount first, then its currency's code.
                if let length = Self.amountWithCentsLength(in: pieces, from: index), index + length < pieces.count,
                   CurrencyMarks.code(pieces[index + length].text) != nil {
                    foreignAmount = true
                    break scan
                }
                // "CB LE PETIT ZINC LYON 02 FACT 080324": a city's district after the city, written
                // with its zero ("HOTEL LONDON 24" keeps its number).
                if piece.text.count == 2, piece.text.first == "0", piece.text.allSatisfy(\.isNumber),
                   placeEnding(kept) != nil {
                    break scan
                }
                // "ACME CORP DES:PAYROLL ID:…": what the payment is, then the ACH fields.
                if achFields, piece.words == ["des"] { break scan }
                if codes.contains(piece.text) { break scan }
                if lists.tails.contains(where: { Self.starts(pieces, at: index, with: $0) }) { break scan }
                if piece.words.count == 1, Self.storeWords.contains(piece.words[0]), index + 1 < pieces.count,
                   pieces[index + 1].kind == .reference || pieces[index + 1].text.allSatisfy(\.isNumber) {
                    break scan
                }
                // "DELOITTE LLP SALARY", "AUTOHAUS BRANDT GMBH Inspektion": a legal form with words after it.
                if formInside(pieces, at: index) { break scan }
                // "HOLLYBANK LETTINGS RENT 14 ELM RD": what the payment is for, after the name.
                if lists.purposes.contains(where: { Self.starts(pieces, at: index, with: $0) }) {
                    paid = true
                    break scan
                }
                // "NONNAS KITCHEN - MONT": a dash between spaces, then the branch or the place; "PEAK
                // PERFORMANCE CHIROPR / DENVER CO / Card 4412": a slash between spaces, then the next field.
                if piece.kind == .punctuation, ["-", "\u{2013}", "/"].contains(piece.text), kept.contains(where: { !$0.words.isEmpty }),
                   pieces[(index + 1)...].contains(where: { !$0.words.isEmpty }) {
                    break scan
                }
                // "FARM SHOP ON 16 MAR BCC": the day the card was used.
                if piece.words == ["on"], index + 2 < pieces.count, pieces[index + 1].text.count <= 2,
                   pieces[index + 1].text.allSatisfy(\.isNumber), pieces[index + 2].words.count == 1,
                   PayeeToken.isMonth(pieces[index + 2].words[0]) {
                    break scan
                }
            }
            kept.append(index == 0 && piece.kind == .web ? PayeeToken(piece.siteName) : index == 0 ? withoutNumberJoined(piece) : piece)
            index += 1
        }
        // A region code is read at the end of the description, or before the card's reference ("… YONKERS NY S3040…").
        // "BONDI BEANS CAFE BONDI BEACH NS AUS Card xx9912": so is one before the card's number.
        let toTheEnd = index == pieces.count || foreignAmount || [.reference, .date].contains(pieces[index].kind) || pieces[index].words == ["card"]
        return ending(of: kept, toTheEnd: toTheEnd, paid: paid, spelling: spelling)
    }

    /// Whether a legal form starts at `index` with a word after it: the name ends before it. Forms
    /// of two letters that are words or codes too (`PA`, `SE`, `AS`) and `CORP` are not read so.
    private func formInside(_ pieces: [PayeeToken], at index: Int) -> Bool {
        guard let count = lists.forms.lazy.compactMap({ Self.covering(pieces, from: index, $0) }).first,
              index + count < pieces.count else { return false }
        let form = pieces[index..<index + count]
        let letters = form.flatMap(\.words).joined()
        guard letters.count >= 3 || form.contains(where: { $0.text.contains(".") }) || Self.shortForms.contains(letters),
              !Self.wordForms.contains(letters) else { return false }
        // A word after it, not a code or a bank field, nor a town in small letters after a form in capitals ("TMH LLC Memphis TN").
        let next = pieces[index + count]
        return next.kind == .word && next.text.contains(where: \.isLetter) && !codes.contains(next.text)
            && !lists.tails.contains(where: { Self.starts(pieces, at: index + count, with: $0) })
            && (!next.text.contains(where: \.isLowercase) || form.contains(where: { $0.text.contains(where: \.isLowercase) }))
    }

    /// Legal forms of two letters read inside a name.
    private static let shortForms: Set<String> = ["ag", "kg", "bv", "nv", "sl", "sa", "ug"]
    /// Legal forms that are words of names too: not read inside a name, and kept after its one word ("Acme Corp", "RMS Group").
    static let wordForms: Set<String> = ["corp", "corporation", "spa", "sas", "group", "grp"]

    /// Words that come before a store number ("STORE 00512", "NR 12"), or a card's ("Card xx9912").
    private static let storeWords: Set<String> = ["store", "str", "no", "nr", "n", "unit", "shop", "filiale", "fil", "card"]

    /// Words that come before a card's number right after a prefix ("PAS 004", "pasnr. 001", "NUMMER 4871").
    private static let cardWords: Set<String> = ["pas", "pasnr", "card", "karte", "terminal", "term", "nummer", "carta", "tarjeta", "carte", "kaart"]

    /// The NAME field of a description written as `/FIELD/value/FIELD/value/`, or nil.
    static func namedField(_ text: Substring) -> Substring? {
        guard text.hasPrefix("/"), let start = text.range(of: "/NAME/") else { return nil }
        let rest = text[start.upperBound...]
        var end = rest.endIndex
        var index = rest.startIndex
        while let slash = rest[index...].firstIndex(of: "/") {
            let after = rest[rest.index(after: slash)...]
            let label = after.prefix { $0.isUppercase }
            if label.count >= 2, label.count <= 5, after.dropFirst(label.count).first == "/" {
                end = slash
                break
            }
            index = rest.index(after: slash)
        }
        let field = rest[..<end].trimmingCharacters(in: .whitespaces)
        return field.isEmpty ? nil : Substring(field)
    }

    /// The value of a `Naam:` field inside a description of labelled fields ("… BIC: ABNANL2A
    /// Naam: Vattenfall N.V. Machtiging: 1234567 …"), up to the next label; nil when there is
    /// none, or when it is the first thing said (a prefix reads that).
    static func labelledName(_ text: Substring) -> Substring? {
        guard let label = text.range(of: " Naam: ") ?? text.range(of: " NAAM: ") else { return nil }
        let rest = text[label.upperBound...]
        // The next label: a word of letters right before a colon and a space.
        var end = rest.endIndex
        var index = rest.startIndex
        while let colon = rest[index...].firstIndex(of: ":") {
            let word = rest[..<colon].reversed().prefix { $0.isLetter }
            if word.count >= 3, rest.index(after: colon) == rest.endIndex || rest[rest.index(after: colon)] == " " {
                end = rest.index(colon, offsetBy: -word.count)
                break
            }
            index = rest.index(after: colon)
        }
        let field = rest[..<end].trimmingCharacters(in: .whitespaces)
        return field.isEmpty ? nil : Substring(field)
    }

    /// Words that say a day or an hour comes next ("DEL 04.11.2023", "ORE 18.22", "AM 03.11.",
    /// "ALLE ORE 13:22").
    static let dayWords: Set<String> = ["del", "ore", "le", "am", "um", "op", "el", "on", "at", "du", "il", "alle"]

    /// "18.22", "09:41": an hour and its minutes.
    static func isTime(_ text: some StringProtocol) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "." || $0 == ":" })
        guard parts.count == 2, text.count == 5, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isNumber) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]) else { return false }
        return hour < 24 && minute < 60
    }

    /// The prefix of a first word that is a prefix with the day written onto it ("POS08NOV": POS), or nil.
    static func prefixWithDay(_ word: some StringProtocol) -> String? {
        let letters = word.prefix { $0.isLetter && $0.isUppercase }
        let rest = word.dropFirst(letters.count)
        guard letters.count >= 2, rest.first?.isNumber == true, PayeeToken(String(rest)).kind == .date,
              rest.contains(where: \.isLetter) else { return nil }
        return String(letters)
    }

    /// `text` without a town of `places` (up to three words, none a code of two letters: "LA
    /// POSTE" is no Louisiana) that begins it, when a word of the name is left after it.
    static func withoutLeadingPlace(_ text: Substring, places: [[String]]) -> Substring {
        let words = text.split(separator: " ")
        for count in stride(from: min(3, words.count - 1), through: 1, by: -1) {
            let start = words.prefix(count)
            guard start.allSatisfy({ !$0.contains(where: \.isLowercase) && $0.count >= 3 }), places.contains(start.flatMap { PayeeKey.words(String($0)) }),
                  words.dropFirst(count).contains(where: { $0.contains(where: \.isLetter) }) else { continue }
            return text[words[count].startIndex...]
        }
        return text
    }

    /// What follows the first of `markers` in `text` (each in ``PayeeKey/words(_:)``'s form), when
    /// a word follows it; otherwise `text` ("… PRESSO TRATTORIA PRESSO IL LAGO" is Trattoria Presso il Lago).
    static func after(_ markers: [[String]], in text: Substring) -> Substring {
        guard !markers.isEmpty else { return text }
        let words = text.split(separator: " ")
        let folded = words.map { PayeeKey.words(String($0)) }
        for start in 0..<max(0, words.count - 1) {
            for marker in markers where start + marker.count < words.count
                && Array(folded[start..<(start + marker.count)].joined()) == marker {
                return text[words[start + marker.count].startIndex...]
            }
        }
        return text
    }

    /// `pieces` without a legal form of three letters or more written first, when a word that
    /// begins a name follows: an article, or a word of four letters or more with a vowel ("SARL LE
    /// PETIT ZINC" is Le Petit Zinc, "SNC TABAC DE LA MAIRIE" Tabac de la Mairie; "SARL LMB" keeps it).
    private func withoutLeadingForm(_ pieces: [PayeeToken]) -> [PayeeToken] {
        guard pieces.count > 1, pieces[0].words.count == 1, let form = pieces[0].words.first, form.count >= 3,
              lists.forms.contains([form]), pieces[1].kind == .word,
              let next = pieces[1].words.first else { return pieces }
        let article = ["le", "la", "les", "l", "au", "aux", "du", "de", "des", "il", "el", "los", "the"].contains(next)
        guard article || (next.count >= 4 && next.contains(where: { "aeiouy".contains($0) })) else { return pieces }
        return Array(pieces.dropFirst())
    }

    /// "04XX", "XXXX", "12**": a group of a card number written in fours, some of its digits hidden.
    static func isCardGroup(_ text: String) -> Bool {
        text.count == 4 && text.allSatisfy { $0.isNumber || "xX*".contains($0) } && text.contains { "xX*".contains($0) }
    }

    /// Whether the pieces from `index` on begin with an amount with cents, written in one piece
    /// ("45.99") or in groups of digits a comma parted ("1", "250", "000.00").
    static func amountWithCents(in pieces: [PayeeToken], from index: Int) -> Bool {
        amountWithCentsLength(in: pieces, from: index) != nil
    }

    /// How many pieces from `index` on an amount with cents takes (``amountWithCents(in:from:)``), or nil.
    static func amountWithCentsLength(in pieces: [PayeeToken], from index: Int) -> Int? {
        var groups: [String] = []
        for piece in pieces.dropFirst(index).prefix(5) {
            guard piece.text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," }), !piece.text.isEmpty else { break }
            groups.append(piece.text)
            if hasCents(groups.joined(separator: ",")) { return groups.count }
        }
        return nil
    }

    /// "45.99", "1,250,000.00": an amount with two digits of cents ("2.0" in "WORLD CUP 2.0 BAR" is none).
    static func hasCents(_ text: String) -> Bool {
        guard isAmount(text), text.first?.isNumber == true, let mark = text.lastIndex(where: { $0 == "." || $0 == "," }) else { return false }
        return text.distance(from: mark, to: text.endIndex) == 3
    }

    /// "89.00", "1.234,50": an amount, digits with a decimal mark.
    static func isAmount(_ text: some StringProtocol) -> Bool {
        let marks = text.filter { $0 == "." || $0 == "," }
        return !marks.isEmpty && text.contains(where: \.isNumber) && text.allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
            && text.last?.isNumber == true
    }

    /// "XXXX1234", "****1234", "x1234": a card number with its digits hidden.
    static func isMasked(_ text: String) -> Bool {
        let lower = text.lowercased()
        let hidden = lower.prefix(while: { $0 == "x" || $0 == "*" || $0 == "." })
        return !hidden.isEmpty && lower.count > hidden.count && lower.dropFirst(hidden.count).allSatisfy(\.isNumber)
    }

    /// Whether the pieces from `index` on begin with exactly these words.
    static func starts(_ pieces: [PayeeToken], at index: Int, with words: [String]) -> Bool {
        covering(pieces, from: index, words) != nil
    }

    /// How many pieces at the end hold exactly these words (and leave one before them), or nil.
    static func ending(_ pieces: [PayeeToken], with words: [String]) -> Int? {
        var seen: [String] = []
        for (count, piece) in pieces.reversed().enumerated() where count < pieces.count - 1 {
            seen = piece.words + seen
            if seen.count >= words.count { return seen == words ? count + 1 : nil }
        }
        return nil
    }

    /// Words in capitals written with one capital each ("TRADER JOE'S" is "Trader Joe's"), short
    /// words without vowels kept as they are ("CVS", "H&M", "BP"). A name mostly written with
    /// small letters is as the bank wrote it ("Gehalt ACME GmbH"); in one mostly in capitals, the
    /// words with small letters are ("GOLDEN CRUST PIZZA Bakersfield").
    static func titleCased(_ words: [String]) -> String {
        let lettered = words.filter { $0.contains(where: \.isLetter) }
        let small = lettered.filter { $0.contains(where: \.isLowercase) }
        if !small.isEmpty && small.count * 2 >= lettered.count { return words.joined(separator: " ") }
        return words.enumerated().map { offset, word in
            if word.contains(where: \.isLowercase) { return word }
            let lower = word.lowercased()
            if acronyms.contains(lower) { return word }
            if word.count <= 4, !lower.contains(where: { "aeiouyäöüéèàáíóú".contains($0) }), word.contains(where: \.isLetter),
               !abbreviations.contains(lower.filter(\.isLetter)) { return word }
            if offset > 0, smallWords.contains(lower), offset < words.count - 1 || !PayeeCleaner.nounLinks.contains(lower) { return lower }
            var result = ""
            var capital = true
            for character in lower {
                result.append(capital ? Character(character.uppercased()) : character)
                // "O'BRIEN" is O'Brien, "JOE'S" Joe's.
                if character.isLetter { capital = false } else if character != "'" && character != "\u{2019}" || result.count == 2 && result.hasPrefix("O") { capital = true }
            }
            return result
        }.joined(separator: " ")
    }

    /// Short words without vowels that are abbreviations, not initials: "LTD" is "Ltd".
    private static let abbreviations: Set<String> = ["ltd", "mkt", "mkts", "ctr", "svc", "svcs", "st", "dr", "mr", "mrs", "jr", "sr", "rd",
                                                     "ln", "hwy", "blvd", "pkwy", "whse", "whs", "pmt", "pymt", "xfer", "dpt", "pl", "sq"]

    /// Short words that are written in capitals ("ATM", "IRS").
    private static let acronyms: Set<String> = ["atm", "irs", "ach", "usa", "uk", "us", "nyc", "bbq", "tv", "dmv", "usps", "ups", "hmrc",
                                                "ikea", "amc", "ihop", "ymca", "rei", "isa", "llc", "nhs", "dvla", "eu", "ag", "sa", "nv", "bv",
                                                "sci"]

    /// Words written in small letters inside a title-cased name ("University of Leeds"); they
    /// link its parts, so a name never ends in one (``PayeeCleaner/endsInLink(_:)``).
    static let smallWords: Set<String> = ["of", "the", "and", "a", "an", "at", "on", "in", "for", "to", "de", "du", "la", "le", "des", "und", "van", "der",
                                          "zur", "zum", "am", "im", "del", "della", "di", "da", "et", "op", "het"]

    /// One expression for every prefix, tried at the start: `*` in a prefix stands for a star
    /// with any spaces around it, a space for any run of spaces, and a prefix that ends in a
    /// letter or digit ends at a word's end.
    private static func compile(_ prefixes: [String], soft: Set<[String]>) -> NSRegularExpression? {
        guard !prefixes.isEmpty else { return nil }
        let alternatives = prefixes.map { prefix -> String in
            var pattern = ""
            for character in prefix {
                switch character {
                case "*": pattern += "\\s*\\*\\s*"
                case " ": pattern += "\\s+"
                default: pattern += NSRegularExpression.escapedPattern(for: String(character))
                }
            }
            pattern = pattern.replacingOccurrences(of: "\\s+\\s*\\*", with: "\\s*\\*")
            if let last = prefix.last, last.isLetter || last.isNumber { pattern += "(?![\\p{L}\\p{N}])" }
            // "SO J SMITH RENT", never "SP+ PARKING": a prefix that may begin a name ends at a space.
            if soft.contains(PayeeKey.words(prefix)) { pattern += "(?=\\s)" }
            return pattern
        }
        return try? NSRegularExpression(pattern: "^(?:" + alternatives.joined(separator: "|") + ")[\\s:,\\-]*",
                                        options: [.caseInsensitive])
    }
}

