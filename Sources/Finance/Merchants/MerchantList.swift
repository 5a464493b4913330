import Foundation

/// What Buddy knows about payees without being told: well-known merchants and the category
/// each belongs to, keywords that give a category to the rest, the phrases that come before a
/// person's name in a payment to someone, and what banks add around a name. It is read from
/// the `Merchants/` files and the person's own file, which adds to and overrides them.
public struct MerchantList: Sendable {
    struct Merchant: Sendable {
        let name: String
        /// Nil for a payee named under `[-]`: the person decides.
        let category: String?
    }

    /// Merchants by every spelling run together ("traderjoes").
    private(set) var merchants: [String: Merchant] = [:]
    /// The category of each keyword, by its words.
    private(set) var keywords: [[String]: String] = [:]
    /// The category of a payment to a person, by the words that come before the name.
    private(set) var people: [[String]: String] = [:]
    /// Phrases before a name that are a payment to or from a person only when a person's name
    /// follows (`payment to`), with their category.
    private(set) var namedPeople: [[String]: String] = [:]
    /// The category of what a payment is for, by its words ("payroll", "miete").
    private(set) var purposes: [[String]: String] = [:]
    /// The purposes that say money came back for a purchase ("refund"): a named merchant keeps
    /// its category for them, so that the refund lowers what was spent there.
    private(set) var refunds: Set<String> = []
    /// The category of a payment that names a bill it pays, by the bill's word ("inv", "rechnung"):
    /// weaker than a merchant, a purpose or a keyword.
    private(set) var invoices: [[String]: String] = [:]
    /// Words that say a payment went out (`sent:`), by their words.
    private(set) var sent: [[String]: String] = [:]
    /// The category of a title that says what a business is, by the title as written in the list ("dent.": Health).
    private(set) var titles: [String: String] = [:]
    /// The category of a word that ends a compound word of a name, by the word ("apotheke": Health).
    private(set) var endings: [String: String] = [:]
    /// The category of the businesses a card processor serves, by its prefix's words ("tst": Dining).
    private(set) var processors: [[String]: String] = [:]
    /// The kind of business of a merchant within its category, by the merchant's name ("Starbucks": Coffee).
    private(set) var merchantKinds: [String: String] = [:]
    /// The kind of business a keyword says, by its words ("espresso": Coffee).
    private(set) var keywordKinds: [[String]: String] = [:]
    /// Kinds of business within a category, by each phrase a person says for one, in words.
    private(set) var kinds: [[String]: MerchantKind] = [:]
    /// What a statement's type column says of a row, by the type's words (`types:`).
    private(set) var rowTypes: [[String]: RowType] = [:]
    /// What a type that says a row is a payment to or from someone makes of it (`persontypes:`),
    /// by the type's words.
    private(set) var personTypes: [[String]: RowType] = [:]
    /// What banks add around a name.
    private(set) var cleaner = PayeeCleaner.plain
    /// The longest spelling and phrase, in words and characters, so lookups stop early.
    private(set) var longestKeyword = 0
    /// Merchants by every spelling in words, one space between them ("kaiser foundation").
    private var phrases: [String: Merchant] = [:]
    /// The same spellings in order, to find those a name a bank cut short begins.
    private var sortedPhrases: [String] = []
    private(set) var longestPhrase = 0
    private(set) var longestPurpose = 0
    private(set) var longestInvoice = 0
    private(set) var longestSent = 0

    /// A list that knows nothing: names are still cleaned of numbers, dates and addresses.
    public static let empty = MerchantList()

    /// How many merchants the list knows by name.
    public var merchantCount: Int { Set(merchants.values.map(\.name)).count }

    /// How many keywords it has.
    public var keywordCount: Int { keywords.count }

    /// The list read from `files`, in order: a later file adds to the earlier ones, and what it
    /// says about a spelling, keyword or phrase they also have wins.
    public static func load(files: [String]) throws -> MerchantList {
        var list = MerchantList()
        for path in files {
            let text = String(decoding: try InputFile.read(path, what: "merchant file"), as: UTF8.self)
            list.add(try MerchantFile.parse(text, file: path))
        }
        return list
    }

    /// The list read from the text of one file named `file` (for tests and checks).
    public static func parse(_ text: String, file: String = "merchants.txt") throws -> MerchantList {
        var list = MerchantList()
        list.add(try MerchantFile.parse(text, file: file))
        return list
    }

    /// The `*.txt` files of `folder`, in name order.
    public static func files(in folder: String) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".txt") }.sorted()
                .map { (folder as NSString).appendingPathComponent($0) }
        } catch {
            throw FinanceError(.notFound, "cannot read the merchant folder \(folder)")
        }
    }

    private mutating func add(_ file: MerchantFile) {
        for merchant in file.merchants {
            let category = merchant.category == MerchantFile.uncategorised ? nil : merchant.category
            for spelling in merchant.spellings { merchants[spelling] = Merchant(name: merchant.name, category: category) }
            for phrase in merchant.phrases { phrases[phrase] = Merchant(name: merchant.name, category: category) }
            if let kind = merchant.kind { merchantKinds[merchant.name] = kind }
        }
        for keyword in file.keywords {
            keywords[keyword.words] = keyword.category
            // A file that lists the keyword again without a kind (merchants.txt after kinds.txt) keeps its kind.
            if let kind = keyword.kind { keywordKinds[keyword.words] = kind }
        }
        for kind in file.kinds {
            let found = MerchantKind(name: kind.name, category: kind.category)
            for said in kind.said { kinds[said] = found }
        }
        for phrase in file.people { people[phrase.words] = phrase.category }
        for phrase in file.namedPeople { namedPeople[phrase.words] = phrase.category }
        for type in file.rowTypes { rowTypes[type.words] = RowType(category: type.category, name: type.name) }
        for type in file.personTypes { personTypes[type.words] = RowType(category: type.category, name: nil) }
        for purpose in file.purposes { purposes[purpose.words] = purpose.category }
        refunds.formUnion(file.refunds.map { $0.words.joined(separator: " ") })
        for processor in file.processors { processors[processor.words] = processor.category }
        for invoice in file.invoices { invoices[invoice.words] = invoice.category }
        for word in file.sent { sent[word.words] = word.category }
        for ending in file.endings { endings[ending.words[0]] = ending.category }
        for title in file.titles { titles[title.words[0]] = title.category }
        var lists = file.cleaning
        lists.purposes = file.purposes.map(\.words)
        // "BANK CREDIT PENNINE DIGITAL LTD INV 0042": the bill's word and number are a bank field after the name.
        lists.tails += file.invoices.map(\.words)
        lists.keywords = file.keywords.compactMap { $0.words.count == 1 ? $0.words[0] : nil }
        cleaner = PayeeCleaner(cleaner.lists.adding(lists))
        measure()
    }

    /// Whether `description` is nothing but what a payment service or bank writes before a
    /// payee's name: "PayPal Europe S.a.r.l. et Cie S.C.A" in a German export's payee column, the
    /// shop being named in the purpose beside it.
    public func namesNoPayee(_ description: String) -> Bool {
        let pieces = cleaner.pieces(description)
        return pieces.strippedFront && !pieces.tokens.contains { !$0.words.isEmpty }
    }

    /// The most characters of a description read for its payee and category.
    static let longestRead = 400

    /// The start of `description` that is read: a bank writes a payee and a reference in a few
    /// hundred characters at most, and a longer text is read by its start, so that a file with a
    /// huge field is read in its time.
    static func head(_ description: String) -> String {
        description.count > longestRead ? String(description.prefix(longestRead)) : description
    }

    private mutating func measure() {
        longestKeyword = keywords.keys.map(\.count).max() ?? 0
        longestPhrase = (Array(people.keys) + Array(namedPeople.keys)).map(\.count).max() ?? 0
        longestPurpose = purposes.keys.map(\.count).max() ?? 0
        longestInvoice = invoices.keys.map(\.count).max() ?? 0
        longestSent = sent.keys.map(\.count).max() ?? 0
        sortedPhrases = phrases.keys.sorted()
    }

    /// How a typed or imported payee reads: a known merchant, a payment to a person, a keyword
    /// that gives a category, or none of these; with the clean name to store.
    public func recognise(_ description: String) -> PayeeRecognition {
        let description = Self.head(description)
        var pieces = cleaner.pieces(description)
        // "SO ENERGY": a prefix that may begin a name is the name's when the whole is a merchant's and the rest none.
        if let withPrefix = pieces.withPrefix, merchant(in: withPrefix.flatMap(\.words)) != nil,
           merchant(in: pieces.tokens.flatMap(\.words)) == nil {
            pieces = PayeeCleaner.Pieces(description: pieces.description, tokens: withPrefix, strippedFront: false)
        }
        // "PAIEMENT CB 1203 LONDON DRUGS": a town first that begins a merchant's name is the name's.
        if let withTown = pieces.withTown, merchant(in: withTown.flatMap(\.words)) != nil {
            pieces.tokens = withTown
            pieces.withTown = nil
        }
        let words = pieces.tokens.flatMap(\.words)
        // "VENMO DES:CASHOUT": the name of an ACH field is no word of the merchant's.
        var merchant = merchant(in: description.contains("DES:") ? pieces.tokens.filter { $0.text != "DES" }.flatMap(\.words) : words)
        if let found = merchant, isFirstWordOfLongerName(length: found.length, in: pieces)
            || isOtherKindOfBusiness(found.merchant, length: found.length, in: pieces) { merchant = nil }
        // A phrase at the start wins over a merchant of as many words; one further on, over none. A
        // phrase may begin with what is a prefix too ("Gutschrift von Thomas Weber").
        // "FPO RIVERSIDE PHYSIO INV 2231": a bill paid by a payment that went out is no client's.
        let paidOut = Self.phrase(in: PayeeKey.words(description), of: sent, longest: longestSent) != nil
        let found = person(in: pieces.tokens, paidOut: paidOut)
            ?? (pieces.strippedFront ? person(in: PayeeToken.split(description.trimmed), paidOut: paidOut) : nil)
        let cleaned = cleaner.name(of: pieces)
        if let person = found, person.start == 0 ? person.phraseLength >= (merchant?.length ?? 0) : merchant == nil {
            // "Naam: J. de Jong Omschrijving: Tikkie: etentje": the payee is in the name's field, and a
            // phrase in the description's field after it says only that the payment is to or from a person.
            if pieces.named, person.start > 0, let cleaned {
                return PayeeRecognition(name: cleaner.accented(cleaned, in: description), category: person.category, basis: .person)
            }
            let name = PersonName.commaTurned(person.name, in: description)
            return PayeeRecognition(name: cleaner.accented(name, in: description), category: person.category, basis: .person)
        }
        // "KAISER FOUNDATI DES:PAYROLL": a name a bank cut at its field's width begins one merchant's spellings.
        if merchant == nil, let cleaned, let found = self.merchant(cutFrom: cleaned) { merchant = (found, 0) }
        if let merchant {
            // "ONLINE TRANSFER REF #IB… TO WAY2SAVE SAVINGS": a transfer named by the account it went to.
            if let given = merchant.merchant.category, Transaction.isTransferCategory(given), merchant.merchant.name.contains("Transfer"),
               !merchant.merchant.name.hasPrefix("Transfer "), let named = Self.ownAccountTransfer(words) {
                return PayeeRecognition(name: named, category: given, basis: .merchant)
            }
            var category = merchant.merchant.category
            // "PUBLIX … TYPE: PAYROLL": what the payment is for wins over what the merchant sells;
            // a refund ("ASOS.COM REFUND", "PURCHASE RETURN … TARGET") stays in the merchant's
            // category, where it lowers what was spent.
            if let given = category, !Transaction.isTransferCategory(given),
               let (said, purpose) = Self.phrase(in: PayeeKey.words(description), of: purposes, longest: longestPurpose),
               !refunds.contains(said) {
                category = purpose
            }
            return PayeeRecognition(name: merchant.merchant.name, category: category, basis: .merchant)
        }
        let name = cleaner.accented(cleaned ?? description.trimmed, in: description)
        let purpose = Self.phrase(in: words, of: purposes, longest: longestPurpose)
        // "SO J SMITH RENT", "SO MRS A DUNCAN PIANO LESSONS": a person's name, and what the payment is for when it says.
        if let cleaned, let person = codedPerson(description, cleaned: cleaned) {
            let said = purpose ?? Self.phrase(in: PayeeKey.words(cleaned), of: keywords, longest: longestKeyword, plurals: true)
            return PayeeRecognition(name: person, category: said?.1 ?? Transaction.transferCategory, basis: said.map { .keyword($0.0) } ?? .person)
        }
        // "JAMIE WILSON pizza night": a person's name, then what the payment was for, which gives the
        // category when it says one ("KEVIN PATEL dentist").
        if let person = leadingPerson(pieces.tokens) {
            let said = purpose ?? Self.phrase(in: words, of: keywords, longest: longestKeyword, plurals: true)
            return PayeeRecognition(name: person, category: said?.1 ?? Transaction.transferCategory, basis: said.map { .keyword($0.0) } ?? .person)
        }
        if let (purpose, category) = purpose {
            return PayeeRecognition(name: name, category: category, basis: .keyword(purpose))
        }
        if let (keyword, category) = Self.phrase(in: PayeeKey.words(name), of: keywords, longest: longestKeyword, plurals: true) {
            return PayeeRecognition(name: name, category: category, basis: .keyword(keyword))
        }
        // "Kartenzahlung Stadtapotheke am Markt", "HJORNEBAKERIET": a compound word ends in what the place is.
        if let (ending, category) = ending(in: PayeeKey.words(name)) {
            return PayeeRecognition(name: name, category: category, basis: .keyword(ending))
        }
        // "CB DR MARTIN PIERRE": a doctor's own name is a doctor's practice.
        if let category = doctorsCategory(name) {
            return PayeeRecognition(name: name, category: category, basis: .keyword("doctor"))
        }
        // "Dr. med. dent. Klaus Becker": a title left out of the name says what the business is.
        if !titles.isEmpty, let category = pieces.tokens.lazy.compactMap({ self.cleaner.title($0) }).compactMap({ self.titles[$0] }).first {
            return PayeeRecognition(name: name, category: category, basis: .keyword(category.lowercased()))
        }
        // "Gutschrift Lindner Medien GmbH Rechnung RE-2024-031": a client paying a bill.
        if !paidOut, let (invoice, category) = Self.phrase(in: words, of: invoices, longest: longestInvoice) {
            return PayeeRecognition(name: name, category: category, basis: .keyword(invoice))
        }
        // "MOBILE-CHANNEL TO 09-01-28 87654321 ISA", "Von Hauptkonto nach Space Urlaub": money moved between one's own accounts.
        if let named = Self.ownAccountTransfer(words) {
            return PayeeRecognition(name: named, category: Transaction.transferCategory, basis: .keyword(named.lowercased()))
        }
        // "TST* THE HUNGRY PELICAN": a processor that only restaurants use.
        if let (processor, category) = processor(of: pieces) {
            return PayeeRecognition(name: name, category: category, basis: .keyword(processor))
        }
        return PayeeRecognition(name: name, category: nil, basis: .none)
    }

    /// The ending (`endings:`) that a word of `words` is or ends in, after three letters or more
    /// ("stadtapotheke" ends in `apotheke`), and its category; nil when none does, or when endings
    /// of two categories do.
    func ending(in words: [String]) -> (String, String)? {
        guard !endings.isEmpty else { return nil }
        var found: (String, String)?
        for word in words where word.count >= 5 {
            for start in 0...(word.count - 5) where start == 0 || start >= 3 {
                let tail = String(word.dropFirst(start))
                guard let category = endings[tail] else { continue }
                if let found, found.1.lowercased() != category.lowercased() { return nil }
                found = found ?? (tail, category)
                break
            }
        }
        return found
    }

    /// The category of the keyword `doctor` for a name that is a doctor's title and a person's
    /// name of one or two words ("Dr Pierre Martin", "Dr. Leroy"), or nil.
    private func doctorsCategory(_ name: String) -> String? {
        let words = name.split(separator: " ")
        guard (2...3).contains(words.count), let first = words.first, ["dr", "dr."].contains(first.lowercased()),
              words.dropFirst().allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || "-'.".contains($0) } })
        else { return nil }
        return keywords[["doctor"]]
    }

    /// The processor whose prefix with a star the description starts with, and the category of
    /// the businesses it serves, or nil.
    private func processor(of pieces: PayeeCleaner.Pieces) -> (String, String)? {
        guard pieces.processor, !processors.isEmpty else { return nil }
        // The words before the first star: "PURCHASE AUTHORIZED ON 10/30 TST* …" is Toast's too.
        let words = PayeeKey.words(String(pieces.description.prefix { $0 != "*" }))
        for length in [2, 1] where words.count >= length {
            if let category = processors[Array(words.suffix(length))] { return (words.suffix(length).joined(separator: " "), category) }
        }
        return nil
    }

    /// The kind of business a person names by `phrase` ("coffee", "coffees": Coffee in Dining),
    /// as a section of the list names it (`[Dining: Coffee = coffee | coffees]`), or nil.
    public func kind(said phrase: String) -> MerchantKind? {
        let words = PayeeKey.words(phrase)
        return kinds[words] ?? (words.last?.hasSuffix("s") == true ? kinds[words.dropLast() + [String(words.last!.dropLast())]] : nil)
    }

    /// Whether the payee `description` is a business of `kind`: a merchant listed under it, or a
    /// name whose keyword is ("Joe's Espresso Bar"), as ``recognise(_:)`` reads the name.
    public func isOf(_ kind: MerchantKind, _ description: String) -> Bool {
        let found = recognise(description)
        guard found.category?.lowercased() == kind.category.lowercased() else { return false }
        switch found.basis {
        case .merchant: return merchantKinds[found.name]?.lowercased() == kind.name.lowercased()
        case .keyword(let keyword): return keywordKinds[PayeeKey.words(keyword)]?.lowercased() == kind.name.lowercased()
        case .person, .none: return false
        }
    }

    /// The name of the merchant spelt exactly `name` (all its words: "trader joes" is
    /// "Trader Joe's", "target practice" nothing), or nil.
    public func merchantNamed(_ name: String) -> String? {
        merchants[PayeeKey.compact(name)]?.name
    }

    /// The spellings of the merchants whose names begin with a number, in words ("7 eleven",
    /// "5 guys", "99 ranch"): said in a line, their number is no amount.
    public var numberedSpellings: [String] {
        phrases.keys.filter { $0.first?.isNumber == true && $0.contains(" ") && $0.contains(where: \.isLetter) }
    }

    /// The clean name of `description` (``recognise(_:)``'s name).
    public func cleanName(_ description: String) -> String {
        recognise(description).name
    }

    /// The merchant whose spellings alone begin with `name`, cut inside a word of theirs
    /// ("Kaiser Foundati" begins "kaiser foundation"; "Main Street" begins no "main street pizza"):
    /// a name of two words or more, ten letters or digits or more, its last word three or more;
    /// nil when no spelling or spellings of two merchants do.
    private func merchant(cutFrom name: String) -> Merchant? {
        let words = PayeeKey.words(name)
        guard words.count >= 2, let last = words.last, last.count >= 3, words.joined().count >= 10 else { return nil }
        let key = words.joined(separator: " ")
        var low = 0
        var high = sortedPhrases.count
        while low < high {
            let middle = (low + high) / 2
            if sortedPhrases[middle] < key { low = middle + 1 } else { high = middle }
        }
        var found: Merchant?
        for phrase in sortedPhrases[low...] {
            guard phrase.hasPrefix(key) else { break }
            // Cut inside a word: the spelling's word goes on where the name stops.
            guard phrase.count > key.count, phrase[phrase.index(phrase.startIndex, offsetBy: key.count)] != " ",
                  let merchant = phrases[phrase] else { continue }
            if let found, found.name != merchant.name { return nil }
            found = merchant
        }
        return found
    }

    /// The merchant whose spelling the first words run together make, the most words first; a
    /// ticket's number of 13 digits counts as its first three, the airline's code (`united 016`).
    func merchant(in words: [String]) -> (merchant: Merchant, length: Int)? {
        guard !merchants.isEmpty, !words.isEmpty else { return nil }
        var runs: [String] = []
        var run = ""
        for word in words.prefix(8) {
            // "UNITED 0162345678901": an airline ticket's number of 13 digits begins with the airline's code.
            run += word.count == 13 && word.allSatisfy(\.isNumber) ? String(word.prefix(3)) : word
            runs.append(run)
        }
        for length in stride(from: runs.count, through: 1, by: -1) {
            if let merchant = merchants[runs[length - 1]] { return (merchant, length) }
        }
        return nil
    }

    /// The phrase among `words` that gives a category: a longer phrase wins over one inside it
    /// ("rent a car" over "rent"), and phrases of two categories give none.
    static func phrase(in words: [String], of phrases: [[String]: String], longest: Int, plurals: Bool = false) -> (String, String)? {
        guard !phrases.isEmpty else { return nil }
        // Each phrase found, with the words of the list's entry (a plural's singular: "greengrocer").
        var found: [(start: Int, length: Int, category: String, entry: [String])] = []
        for start in words.indices {
            for length in 1...max(1, min(longest, words.count - start)) {
                var key = Array(words[start..<start + length])
                // "GREENS GREENGROCERS": a long keyword's plural, last in the name, says what its singular
                // does ("DINERS CLUB", "CAPITAL MARKETS" are no diner or market).
                if phrases[key] == nil, plurals, start + length == words.count, let last = key.last, last.count >= 8, last.hasSuffix("s"),
                   !last.hasSuffix("ss") {
                    key[key.count - 1] = String(last.dropLast())
                }
                if let category = phrases[key] { found.append((start, length, category, key)) }
            }
        }
        let outer = found.filter { match in
            !found.contains { other in
                other.length > match.length && other.start <= match.start && other.start + other.length >= match.start + match.length
            }
        }
        guard let first = outer.first, outer.allSatisfy({ $0.category.lowercased() == first.category.lowercased() }) else { return nil }
        return (first.entry.joined(separator: " "), first.category)
    }
}
