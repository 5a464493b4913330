import Foundation

/// One file of the merchant list, read line by line (the format is in `Merchants/README.md`):
///
///     # comments and blank lines are ignored
///     [Groceries]
///     Trader Joe's = trader joe | trader joes
///     Aldi
///     keywords: grocery | supermarket | supermarkt
///     [Transfer]
///     people: zelle payment to | zelle payment from
///     prefixes: SQ * | TST * | POS
///     townfirst: PAIEMENT CB | CARTE
///     shopafter: PRESSO
///     places: san francisco | ca | london | gb
///     tails: ppd id | web id
///     codes: DD | BGC
///     forms: llc | gmbh
///     regions: ca | au
///     words: market | cleaning | gift shop
///     abbreviations: mkt = market | hdwe = hardware
///     accents: mueller = müller
///     forenames: tom | marco | anna
///     memos: dinner | danke
///     titles: ldo | med.
///     [Dining]
///     processors: TST * | TOAST *
///     [Dining: Coffee = coffee | coffees]
///     Starbucks
///     keywords: espresso | coffee shop
///     [Salary]
///     purposes: payroll | direct dep
///     [Freelance]
///     invoices: invoice | inv | rechnung
///     sent: fpo | emis
///     [Health]
///     endings: apotheke | apotek
///     [-]
///     ATM Withdrawal = atm withdrawal
///     types: atm = ATM Withdrawal | bargeldauszahlung = ATM Withdrawal
///     [Transfer]
///     types: acct_xfer | umbuchung
///     persontypes: payment to | ueberweisung
///
/// A mistake stops the reading with the file, the line and what is wrong.
struct MerchantFile {
    /// A merchant: its name, the category it gives, and every spelling it is known by, run
    /// together (``PayeeKey/compact(_:)``).
    struct Merchant {
        let name: String
        let category: String
        let spellings: [String]
        /// The same spellings in words, one space between them ("kaiser foundation").
        let phrases: [String]
        /// The kind of business it is within its category ("Coffee" in Dining), or nil.
        let kind: String?
        let line: Int
    }

    /// A kind of business within a category, named by a section such as
    /// `[Dining: Coffee = coffee | coffees]`: its name, its category, and the words a person says
    /// for it, in words (its name among them).
    struct Kind {
        let name: String
        let category: String
        let said: [[String]]
        let line: Int
    }

    /// Words that give a category (keywords), that come before a person's or payer's name
    /// (people), that say what a payment is for (purposes), or a processor's prefix (processors).
    struct Phrase {
        let words: [String]
        let category: String
        /// The kind of business a keyword says within its category ("espresso": Coffee), or nil.
        var kind: String? = nil
        let line: Int
    }

    /// A kind of row that a statement's type column names (`types:`, `persontypes:`): the
    /// category it gives a row (nil under `[-]`) and the payee's name, when the entry gives one
    /// (`atm = ATM Withdrawal`).
    struct TypeEntry {
        let words: [String]
        let category: String?
        let name: String?
        let line: Int
    }

    /// The file's name, for messages.
    let file: String
    private(set) var merchants: [Merchant] = []
    private(set) var keywords: [Phrase] = []
    private(set) var people: [Phrase] = []
    /// Words before a name that say a person was paid only when the name is a person's
    /// (`payment to`: "PAYMENT TO MRS L HUGHES", not "PAYMENT TO MEDIBANK PRIVATE").
    private(set) var namedPeople: [Phrase] = []
    private(set) var purposes: [Phrase] = []
    /// Purposes that say money came back for a purchase (`refund`, `purchase return`): a named
    /// merchant keeps its own category for them.
    private(set) var refunds: [Phrase] = []
    /// Words of a bill's number (`INV`, `Rechnung`, `facture`): a client paying a bill, by their words.
    private(set) var invoices: [Phrase] = []
    /// Words that say a payment went out (`FPO`, `EMIS`): the bill it names is one the person
    /// paid, not a client paying theirs.
    private(set) var sent: [Phrase] = []
    /// Titles written under a category, which say what a business is (`dent.`: Health), as written.
    private(set) var titles: [Phrase] = []
    /// Card processors' prefixes that only businesses of one kind use (`TST *`: Toast, which
    /// restaurants use), by their words.
    private(set) var processors: [Phrase] = []
    /// Words that end a compound word of a name and give its category (`apotheke`: "Stadtapotheke"
    /// is Health), by their words (one each).
    private(set) var endings: [Phrase] = []
    /// Kinds of business within a category (`[Dining: Coffee = coffee | coffees]`).
    private(set) var kinds: [Kind] = []
    /// Kinds of row a statement's type column names, and what each makes of a row (`types:`).
    private(set) var rowTypes: [TypeEntry] = []
    /// Kinds of row that are a payment to or from someone (`persontypes:` "Payment to",
    /// "ONLINE-UEBERWEISUNG"): a person's name in the row's description is the payee.
    private(set) var personTypes: [TypeEntry] = []
    /// What banks put around a name, as the cleaner reads it.
    private(set) var cleaning = CleaningLists()

    /// The directives a line may start with.
    static let directives = ["keywords", "people", "purposes", "refunds", "prefixes", "places", "tails", "codes", "forms", "regions", "words", "abbreviations", "accents",
                             "forenames", "sharedforenames", "memos", "processors", "namedpeople", "invoices", "sent", "titles", "endings", "townfirst", "softprefixes", "shopafter",
                             "types", "persontypes"]

    /// The section of payees named and given no category: the person decides ("[-]").
    static let uncategorised = "-"

    /// Reads `text`, naming `file` in any error ("merchants.txt:12: …").
    static func parse(_ text: String, file: String) throws -> MerchantFile {
        var parsed = MerchantFile(file: file)
        var category: String?
        var kind: String?
        var spellingOwner: [String: (name: String, line: Int)] = [:]
        var merchantSection: [String: (category: String, line: Int)] = [:]
        var phraseOwner: [String: [[String]: (category: String, line: Int)]] = [:]
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = raw.cleanedForStorage
            if line.isEmpty || line.hasPrefix("#") { continue }
            func fail(_ message: String) -> FinanceError { FinanceError(.invalidInput, "\(file):\(number): \(message)") }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else { throw fail("a category line is written in brackets, like [Groceries]") }
                let inside = line.dropFirst().dropLast().split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let name = inside[0].trimmed
                guard !name.isEmpty else { throw fail("the brackets name no category") }
                category = name
                kind = nil
                if inside.count == 2 {
                    let found = try Self.kind(String(inside[1]), of: name, line: number, fail: fail)
                    if let earlier = parsed.kinds.first(where: { $0.name.lowercased() == found.name.lowercased() && $0.category != name }) {
                        throw fail("the kind \(found.name) is already under [\(earlier.category)] (line \(earlier.line))")
                    }
                    for said in found.said {
                        if let other = parsed.kinds.first(where: { $0.name.lowercased() != found.name.lowercased() && $0.said.contains(said) }) {
                            throw fail("'\(said.joined(separator: " "))' already names the kind \(other.name) (line \(other.line))")
                        }
                    }
                    parsed.kinds.append(found)
                    kind = found.name
                }
                continue
            }
            if let (directive, list) = try directive(line, fail: fail) {
                let entries = try entries(list, of: directive, fail: fail)
                switch directive {
                case "prefixes":
                    parsed.cleaning.prefixes += entries
                case "townfirst":
                    parsed.cleaning.prefixes += entries
                    parsed.cleaning.townFirst += entries.map(PayeeKey.words)
                case "softprefixes":
                    parsed.cleaning.prefixes += entries
                    parsed.cleaning.softPrefixes += entries.map(PayeeKey.words)
                case "places":
                    parsed.cleaning.places += entries.map(PayeeKey.words)
                case "tails":
                    parsed.cleaning.tails += entries.map(PayeeKey.words)
                case "shopafter":
                    parsed.cleaning.shopAfter += entries.map(PayeeKey.words)
                case "codes":
                    guard let wrong = entries.first(where: { $0.contains(where: { !$0.isLetter }) || $0 != $0.uppercased() }) else {
                        parsed.cleaning.codes += entries
                        break
                    }
                    throw fail("'\(wrong)' is not a bank code: a code is one word in capitals, like DD")
                case "forms":
                    parsed.cleaning.forms += entries.map(PayeeKey.words)
                case "titles":
                    guard let wrong = entries.first(where: { PayeeKey.words($0).count != 1 }) else {
                        parsed.cleaning.titles += entries.map { $0.lowercased() }
                        // "dent." under [Health]: a dentist's title says what the business is.
                        if let category, category != uncategorised {
                            parsed.titles += entries.map { Phrase(words: [$0.lowercased()], category: category, line: number) }
                        }
                        break
                    }
                    throw fail("'\(wrong)' is not a title: a title is one word, like ldo or med.")
                case "regions":
                    parsed.cleaning.regions += entries.map(PayeeKey.words)
                case "forenames":
                    parsed.cleaning.forenames.formUnion(try Self.oneWordEach(entries, what: "a forename", like: "tom", fail: fail))
                case "sharedforenames":
                    parsed.cleaning.sharedForenames.formUnion(try Self.oneWordEach(entries, what: "a forename", like: "james", fail: fail))
                case "memos":
                    parsed.cleaning.memos.formUnion(try Self.oneWordEach(entries, what: "a memo word", like: "dinner", fail: fail))
                case "words":
                    // One word is a business word; several, a phrase whose last word is completed after the others.
                    let words = entries.map(PayeeKey.words)
                    parsed.cleaning.words += words.filter { $0.count == 1 }.map { $0[0] }
                    parsed.cleaning.phrases += words.filter { $0.count > 1 }
                case "abbreviations":
                    for entry in entries {
                        let sides = entry.split(separator: "=", omittingEmptySubsequences: false).map { PayeeKey.words(String($0)) }
                        guard sides.count == 2, sides[0].count == 1, sides[1].count == 1 else {
                            throw fail("'\(entry)' is not an abbreviation and its word: write it as mkt = market")
                        }
                        parsed.cleaning.abbreviations[sides[0][0]] = sides[1][0]
                    }
                case "accents":
                    for entry in entries {
                        let sides = entry.split(separator: "=", omittingEmptySubsequences: false).map { String($0).trimmed }
                        guard sides.count == 2, PayeeKey.words(sides[0]).count == 1, PayeeKey.words(sides[1]).count == 1,
                              sides[1].allSatisfy(\.isLetter) else {
                            throw fail("'\(entry)' is not a word and its accented spelling: write it as mueller = müller")
                        }
                        parsed.cleaning.accents[PayeeKey.words(sides[0])[0]] = sides[1].lowercased()
                    }
                case "types", "persontypes":
                    guard let category else { throw fail("'\(directive):' comes before any [Category] line; put it under the category it gives, or under [\(uncategorised)]") }
                    for entry in entries {
                        let found = try Self.typeEntry(entry, of: directive, category: category, line: number, fail: fail)
                        if let earlier = phraseOwner["types", default: [:]][found.words] {
                            throw fail("the type '\(found.words.joined(separator: " "))' is already under [\(earlier.category)] (line \(earlier.line))")
                        }
                        phraseOwner["types", default: [:]][found.words] = (category, number)
                        if directive == "types" { parsed.rowTypes.append(found) } else { parsed.personTypes.append(found) }
                    }
                default:
                    guard let category else { throw fail("'\(directive):' comes before any [Category] line; put it under the category it gives") }
                    if category == uncategorised {
                        throw fail("'\(directive):' under [\(uncategorised)] would give no category; only payees are named there")
                    }
                    if directive == "endings", let wrong = entries.first(where: { PayeeKey.words($0).count != 1 }) {
                        throw fail("'\(wrong)' is not an ending: an ending is one word, like apotheke")
                    }
                    for entry in entries {
                        let words = PayeeKey.words(entry)
                        if let earlier = phraseOwner[directive, default: [:]][words], earlier.category.lowercased() != category.lowercased() {
                            throw fail("'\(entry)' is already in \(directive) of \(earlier.category) (line \(earlier.line))")
                        }
                        phraseOwner[directive, default: [:]][words] = (category, number)
                        var phrase = Phrase(words: words, category: category, line: number)
                        switch directive {
                        case "keywords":
                            phrase.kind = kind
                            parsed.keywords.append(phrase)
                        case "purposes": parsed.purposes.append(phrase)
                        case "refunds":
                            parsed.purposes.append(phrase)
                            parsed.refunds.append(phrase)
                        case "invoices": parsed.invoices.append(phrase)
                        case "sent": parsed.sent.append(phrase)
                        case "endings": parsed.endings.append(phrase)
                        case "processors":
                            parsed.processors.append(phrase)
                            parsed.cleaning.prefixes.append(entry)
                        case "namedpeople":
                            // Before a name that is no person's, they are left out of it as a prefix
                            // that may begin a merchant's name is ("PAYMENT TO MEDIBANK PRIVATE").
                            parsed.namedPeople.append(phrase)
                            parsed.cleaning.prefixes.append(entry)
                            parsed.cleaning.softPrefixes.append(words)
                        default: parsed.people.append(phrase)
                        }
                    }
                }
                continue
            }
            guard let category else {
                throw fail("'\(line)' comes before any [Category] line; put it under the category it belongs to")
            }
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmed
            guard !name.isEmpty else { throw fail("a merchant's name goes before '='") }
            guard !PayeeKey.compact(name).isEmpty else { throw fail("'\(name)' has no letters or digits") }
            if let earlier = merchantSection[name], earlier.category != category {
                throw fail("\(name) is already under [\(earlier.category)] (line \(earlier.line))")
            }
            merchantSection[name] = (category, number)
            var written = [name]
            if parts.count == 2 {
                let list = parts[1].trimmed
                guard !list.isEmpty else { throw fail("'\(name) =' gives no spellings after '='; write them as a | b, or leave out '='") }
                written += try entries(list, of: name, fail: fail)
            }
            var spellings: [String] = []
            let phrases = written.map { PayeeKey.words($0).joined(separator: " ") }
            for spelling in written {
                let key = PayeeKey.compact(spelling)
                if let owner = spellingOwner[key], owner.name != name {
                    throw fail("'\(spelling)' is already a spelling of \(owner.name) (line \(owner.line))")
                }
                spellingOwner[key] = (name, number)
                spellings.append(key)
            }
            parsed.merchants.append(Merchant(name: name, category: category, spellings: spellings, phrases: phrases, kind: kind, line: number))
        }
        return parsed
    }

    /// The kind a section's brackets name after the category's name and a colon: `Coffee =
    /// coffee | coffees` (the words a person says for it; its name is one of them too).
    private static func kind(_ text: String, of category: String, line: Int, fail: (String) -> FinanceError) throws -> Kind {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0].trimmed
        guard category != uncategorised else { throw fail("[\(uncategorised)] gives no category, so it has no kinds") }
        guard !PayeeKey.compact(name).isEmpty else { throw fail("a kind is named after the category and ':', like [Dining: Coffee = coffee | coffees]") }
        var said = [PayeeKey.words(name)]
        if parts.count == 2 { said += try entries(parts[1].trimmed, of: name, fail: fail).map(PayeeKey.words) }
        return Kind(name: name, category: category, said: said, line: line)
    }

    /// An entry of `types:` or `persontypes:` (`directive`): the type's words, then, for
    /// `types:`, after `=` the payee's name the type gives ("atm = ATM Withdrawal": the
    /// description names only where the cash machine is). Under `[-]` an entry of `types:` must
    /// name one, for it gives no category.
    private static func typeEntry(_ entry: String, of directive: String, category: String, line: Int,
                                  fail: (String) -> FinanceError) throws -> TypeEntry {
        let sides = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { String($0).trimmed }
        let words = PayeeKey.words(sides[0])
        guard !words.isEmpty else { throw fail("'\(entry)' names no type before '='") }
        let name = sides.count == 2 ? sides[1] : nil
        if directive == "persontypes", name != nil { throw fail("'\(entry)' names a payee, but a payment's type leaves the payee to its description") }
        if let name, PayeeKey.compact(name).isEmpty { throw fail("'\(entry)' names no payee after '='") }
        if directive == "types", category == uncategorised, name == nil {
            throw fail("'\(entry)' under [\(uncategorised)] gives no category, so it names the payee: write it as atm = ATM Withdrawal")
        }
        return TypeEntry(words: words, category: category == uncategorised ? nil : category, name: name, line: line)
    }

    /// The words of a list whose entries are one word each (forenames, memo words), as
    /// ``PayeeKey/words(_:)`` writes them; fails on an entry of more words, saying it is not
    /// `what`, which is one word `like` this.
    private static func oneWordEach(_ entries: [String], what: String, like example: String, fail: (String) -> FinanceError) throws -> [String] {
        let words = entries.map(PayeeKey.words)
        if let wrong = words.firstIndex(where: { $0.count != 1 }) {
            throw fail("'\(entries[wrong])' is not \(what): \(what) is one word, like \(example)")
        }
        return words.map { $0[0] }
    }

    /// The directive a line starts with and the rest of the line, or nil for a merchant's line;
    /// fails on a word ending in ':' that is no directive ("keyword:").
    private static func directive(_ line: String, fail: (String) -> FinanceError) throws -> (String, String)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let word = line[..<colon].trimmed.lowercased()
        guard !word.isEmpty, word.allSatisfy(\.isLetter) else { return nil }
        guard directives.contains(word) else {
            throw fail("'\(word):' is not one of \(directives.map { "\($0):" }.joined(separator: ", ")); a merchant's name cannot start with a word and ':'")
        }
        return (word, String(line[line.index(after: colon)...]))
    }

    /// The entries of a `a | b | c` list, each with letters or digits.
    private static func entries(_ list: String, of owner: String, fail: (String) -> FinanceError) throws -> [String] {
        let entries = list.split(separator: "|", omittingEmptySubsequences: false).map(\.trimmed)
        guard !entries.allSatisfy(\.isEmpty) else { throw fail("'\(owner)' lists nothing") }
        for entry in entries {
            guard !entry.isEmpty else { throw fail("an empty entry between '|' in '\(owner)'") }
            guard !PayeeKey.compact(entry).isEmpty else { throw fail("'\(entry)' has no letters or digits") }
        }
        return entries
    }
}
