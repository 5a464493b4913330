/// Payments to and from people (and employers): a phrase such as "Zelle payment to" or
/// "SALARY FROM", then the name.
extension MerchantList {
    /// A payment to or from someone: the first `people:` phrase (the longest where two begin at
    /// the same word), then a name of one to four words after any title, month, date or number
    /// ("STANDING ORDER TO MR D OKAFOR", "DAUERAUFTRAG Miete April Petra Lang"). The
    /// category is the phrase's, or, for a transfer, that of what the payment says it is for
    /// ("Miete": Rent, rent paid to a landlord) or of the bill it pays ("INV": Freelance), unless
    /// the payment went out (`paidOut`): then a bill is the person's own, left to them.
    func person(in pieces: [PayeeToken], paidOut: Bool = false) -> (name: String, category: String, start: Int, phraseLength: Int)? {
        guard !people.isEmpty || !namedPeople.isEmpty else { return nil }
        for start in pieces.indices {
            var words: [String] = []
            var found: (category: String, end: Int, length: Int, named: Bool)?
            for (offset, piece) in pieces[start...].prefix(longestPhrase).enumerated() {
                words += piece.words
                if words.count > longestPhrase { break }
                if let category = people[words] {
                    found = (category, start + offset + 1, words.count, false)
                } else if let category = namedPeople[words] {
                    found = (category, start + offset + 1, words.count, true)
                }
            }
            guard let found else { continue }
            let afterCard = start > 0 && Self.cardWords.contains(pieces[start - 1].words.last ?? "")
            if let person = person(after: Array(words.prefix(found.length)), category: found.category, named: found.named,
                                   rest: Array(pieces[found.end...]), afterCard: afterCard, paidOut: paidOut) {
                return (person.name, person.category, start, found.length)
            }
        }
        return nil
    }

    /// The person named in `rest` after the words `phrase` of a `people:` phrase (or of a
    /// `namedpeople:` one when `named`, or none), the payment's category, and the words of the
    /// purpose that gave it, when one did; nil when no name follows, or, when `named`, no
    /// person's name.
    func person(after phrase: [String], category given: String, named: Bool, rest: [PayeeToken], afterCard: Bool = false,
                paidOut: Bool = false) -> (name: String, category: String, said: String?)? {
        // "BIZUM ENVIADO A MARIA GARCIA LOPEZ": Spanish and Portuguese names have two surnames.
        let surnames = phrase.contains(where: Self.iberianPhraseWords.contains) ? 2 : 1
        guard var name = name(in: rest, surnames: surnames) else { return nil }
        var ownAccount = false
        // "TRANSFER TO 20-45-67 12345678 SAVINGS": one's own account, not a person.
        if let direction = phrase.last, ["to", "from"].contains(direction) {
            let named = PayeeKey.words(name)
            if named.allSatisfy(Self.ownAccounts.contains) {
                name = "Transfer \(direction) \(name)"
                ownAccount = true
            } else if let account = named.lazy.compactMap({ Self.accountNames[$0] }).first {
                // "TRANSFER TO XX1234 NETBANK SAVINGS": the account's kind names it.
                name = "Transfer \(direction) \(account)"
                ownAccount = true
            }
        }
        // "PAYMENT TO MEDIBANK PRIVATE": words that say a person was paid only before a person's
        // name or one's own account, and never inside a card's words ("CARD PAYMENT TO DR SARAH OKONJO" is a purchase).
        if named, !ownAccount && !isPersonsName(name, after: rest) || afterCard { return nil }
        if Transaction.isTransferCategory(given), let said = purpose(in: rest.flatMap(\.words), paidOut: paidOut) {
            return (name, said.category, said.said)
        }
        return (name, given, nil)
    }

    /// What a payment to or from a person says it was for among `words`, and its category: a
    /// purpose ("Miete": Rent), or a bill it pays ("INV": Freelance, a client paying) unless the
    /// payment went out; nil for none, or for a refund ("BONIFICO … DA ROSSI MARCO CAUSALE
    /// RIMBORSO CENA": a person paying back is money moved, no refund's income).
    func purpose(in words: [String], paidOut: Bool) -> (said: String, category: String)? {
        guard let (said, category) = Self.phrase(in: words, of: purposes, longest: longestPurpose)
                ?? (paidOut ? nil : Self.phrase(in: words, of: invoices, longest: longestInvoice)),
              !refunds.contains(said) else { return nil }
        return (said, category)
    }

    /// The name at the start of `pieces`: after titles, purposes, months, dates and numbers, up
    /// to four words that stop at a number, a purpose or a word such as "REF"; without a legal
    /// form when two words are left before it.
    private func name(in pieces: [PayeeToken], surnames: Int) -> String? {
        var index = 0
        while index < pieces.count {
            let piece = pieces[index]
            // "… REF.INV-2031 FROM HARBOUR DESIGN LTD": a title, or "from" after a reference; "BONIFICO A
            // FAVORE DI MARCO ROSSI": a month's name that is a forename too, before a word, begins the name.
            if (PayeeCleaner.isNoise(piece) && !isForename(at: index, in: pieces)) || Self.beginsAnAccountNumber(at: index, in: pieces)
                || (piece.words.count == 1 && (Self.titles.contains(piece.words[0]) || piece.words[0] == "from")) {
                index += 1
            } else if piece.words == ["motif"], let ben = pieces[(index + 1)...].firstIndex(where: { $0.text == "BEN" }) {
                // "VIR SEPA EMIS /MOTIF LOYER AVRIL /BEN SCI LES TILLEULS": a French transfer's purpose, then its payee's field.
                index = ben + 1
            } else if piece.words == ["van"], index + 2 < pieces.count, pieces[index + 1].kind == .word, pieces[index + 2].kind == .word,
                      !PayeeCleaner.smallWords.contains(pieces[index + 1].words.first ?? "") {
                // "Tikkie ID 000012345678, Van J de Vries": the Dutch "from" before a name of two words or more.
                index += 1
            } else if index > 0, index + 1 < pieces.count, Self.titles.contains(pieces[index - 1].words.first ?? ""),
                      Self.titles.contains(pieces[index + 1].words.first ?? ""), ["ou", "et", "or", "and", "und", "en"].contains(piece.words.first ?? "") || piece.text == "&" {
                // "M. OU MME DUBOIS", "MR & MRS KHAN": two titles, one name.
                index += 1
            } else if let count = cleaner.lists.purposes.lazy.compactMap({ PayeeCleaner.covering(pieces, from: index, $0) }).first {
                index += count
            } else {
                break
            }
        }
        var name: [PayeeToken] = []
        while index < pieces.count, name.count < 4 {
            let piece = pieces[index]
            // "FPI BRAMBLE & CO LTD": an ampersand between words of a payer's name.
            if piece.text == "&", !name.isEmpty, index + 1 < pieces.count, pieces[index + 1].kind == .word {
                name.append(piece)
                index += 1
                continue
            }
            // "Bizum a Laura Garcia cena", "Zelle payment to Jane Doe dinner": a word in small letters after
            // a name written with capitals is what the payment was for.
            let memo = !name.isEmpty && piece.text.allSatisfy { !$0.isLetter || $0.isLowercase }
                && !PayeeCleaner.smallWords.contains(piece.words.first ?? "") && name.allSatisfy { $0.text.first?.isUppercase == true }
                // "OSKO PAYMENT TO JESS NGUYEN Bills share": a word not in capitals after a name in capitals.
                || Self.isWrittenInCapitals(name) && piece.text.dropFirst().contains(where: \.isLetter)
                    && piece.text.dropFirst().allSatisfy { !$0.isLetter || $0.isLowercase }
            guard piece.kind == .word, !piece.words.isEmpty, !piece.text.contains(where: \.isNumber), !memo,
                  !Self.afterNames.contains(piece.words[0]),
                  !cleaner.lists.purposes.contains(where: { PayeeCleaner.starts(pieces, at: index, with: $0) }),
                  // "SEPA-Ueberweisung an Sportverein Blau-Weiss Mitgliedsbeitrag": a bank field's word.
                  name.isEmpty || !cleaner.lists.tails.contains(where: { PayeeCleaner.starts(pieces, at: index, with: $0) }) else { break }
            name.append(piece)
            index += 1
        }
        // A payer's legal form is left out ("BONIFICO DA LUXOTTICA S.R.L. CAUSALE …" is from Luxottica),
        // never so that the name ends in "&" ("BRAMBLE & CO LTD" is Bramble & Co).
        if let form = cleaner.lists.forms.lazy.compactMap({ PayeeCleaner.ending(name, with: $0) })
            .first(where: { name.count - $0 >= 1 && !PayeeCleaner.endsInLink(name.dropLast($0)) }) {
            name.removeLast(form)
        }
        name = PayeeCleaner.trimmed(name)
        // "FPO SARAH O'BRIEN HAPPY BIRTHDAY": a person's name, then what the payment was for.
        if let length = personLength(name.map(\.words), surnames: surnames) {
            name.removeLast(name.count - length)
        }
        guard !name.isEmpty else { return nil }
        return PayeeCleaner.titleCased(PersonName.forenameFirst(name.map(\.text), forenames: cleaner.lists.forenames))
    }

    /// A British standing order or faster payment with its code written before or after a
    /// person's name ("SO EMMA CLARKE BILLS SHARE", "J DAVIES POCKET MONEY SO", "CLAIRE DAWSON
    /// DINNER 300000000123456789 FPI"): the person's name from the clean name `cleaned`, which
    /// must begin with a title, an initial or a forename and a surname; nil for any other.
    func codedPerson(_ description: String, cleaned: String) -> String? {
        let parts = description.split(separator: " ")
        guard let first = parts.first?.uppercased(), let last = parts.last?.uppercased(),
              Self.personCodes.contains(last) || ["SO", "STO"].contains(first) else { return nil }
        // An initial is a capital, whatever a title-cased name made of it ("Mrs a Duncan").
        var words = cleaned.split(separator: " ").map { $0.count == 1 ? $0.uppercased() : String($0) }
        // "SO DR A PATEL": a doctor's practice; "J SMITH INV 2231 FPI": a client paying a bill.
        guard !["dr", "doctor"].contains(PayeeKey.words(words.first ?? "").joined()),
              Self.phrase(in: PayeeKey.words(description), of: invoices, longest: longestInvoice) == nil else { return nil }
        while let title = words.first, Self.titles.contains(PayeeKey.words(title).joined()), words.count > 2 { words.removeFirst() }
        let keys = words.map(PayeeKey.words)
        if let length = personLength(keys) { return words.prefix(length).joined(separator: " ") }
        // "SO EMMA WHITFIELD": a name of two words alone.
        guard keys.count == 2, keys.allSatisfy({ $0.count == 1 && $0[0].allSatisfy(\.isLetter) }),
              keys[0][0].count == 1 || cleaner.lists.forenames.contains(keys[0][0]), keys[1][0].count >= 2,
              !PersonName.isFirmsWord(keys[1][0], businessWords: cleaner.businessWords) else { return nil }
        return words.joined(separator: " ")
    }

    /// A person's name that begins a description, with what the payment was for after it in
    /// small letters and no words before it that say so ("JAMIE WILSON pizza night"); the name, or
    /// nil for any other description.
    func leadingPerson(_ pieces: [PayeeToken]) -> String? {
        let words = pieces.filter { $0.kind != .punctuation }
        let capitals = words.prefix { $0.kind == .word && $0.text.contains(where: \.isLetter) && !$0.text.contains(where: \.isLowercase) }
        guard (2...3).contains(capitals.count), capitals.count < words.count,
              words.dropFirst(capitals.count).allSatisfy({ $0.kind == .word && $0.text.contains(where: \.isLowercase) && !$0.text.contains(where: \.isUppercase) })
        else { return nil }
        let written = PayeeCleaner.titleCased(capitals.map(\.text))
        return isPersonsName(written, after: words) ? written : nil
    }

    /// ``PersonName/personLength(_:forenames:memos:surnames:businessWords:)`` by this list's
    /// forenames, memo words and words of business names.
    private func personLength(_ words: [[String]], surnames: Int = 1) -> Int? {
        PersonName.personLength(words, forenames: cleaner.lists.forenames, memos: cleaner.lists.memos, surnames: surnames,
                                businessWords: cleaner.businessWords)
    }

    /// British codes of a payment to or from a person: standing order and faster payment.
    private static let personCodes: Set<String> = ["SO", "STO", "FPO", "FPI", "FP"]

    /// Whether the piece at `index` is a forename that is a month's name too ("Marco", March in
    /// Portuguese), with a word after it that is no month, number or date: the name's first word.
    private func isForename(at index: Int, in pieces: [PayeeToken]) -> Bool {
        let piece = pieces[index]
        guard piece.kind == .word, piece.words.count == 1, cleaner.lists.forenames.contains(piece.words[0]), index + 1 < pieces.count
        else { return false }
        let next = pieces[index + 1]
        return next.kind == .word && next.text.contains(where: \.isLetter) && !PayeeCleaner.isNoise(next)
    }

    /// Words of the Spanish and Portuguese phrases before a person's name.
    private static let iberianPhraseWords: Set<String> = ["bizum", "transferencia", "mb", "mbway", "para", "favor", "recibida", "emitida", "trf"]

    /// Whether `name` is written in capitals, in two pieces or more, one of them a word of two
    /// letters or more ("JESS NGUYEN", "A J JONES"; not "J" alone).
    private static func isWrittenInCapitals(_ name: [PayeeToken]) -> Bool {
        name.count >= 2 && name.allSatisfy { !$0.text.contains(where: \.isLowercase) }
            && name.contains { $0.text.filter(\.isLetter).count >= 2 }
    }

    /// Whether `name`, read after words such as "payment to" from `rest`, is a person's: two to
    /// four words of letters, none a linking word, a firm's word or a keyword, and no merchant's
    /// name, with a title before them other than Dr ("PAYMENT TO MRS L HUGHES"), or a forename
    /// first ("Anna Müller"), or, when more than a reference follows in `rest`, an initial or a
    /// forename that is a surname too first ("James O'Neill"), or an initial after the surname
    /// ("WILLIAMS S").
    func isPersonsName(_ name: String, after rest: [PayeeToken]) -> Bool {
        let words = name.split(separator: " ").map { PayeeKey.words(String($0)) }
        guard (2...4).contains(words.count), words.allSatisfy({ $0.count == 1 }) else { return false }
        let keys = words.map { $0[0] }
        // "PAYMENT TO D AND G INSURANCE", "A TO Z REMOVALS": a linking word makes a firm's name.
        guard keys.allSatisfy({ $0.allSatisfy(\.isLetter) && ($0.count == 1 || !PayeeCleaner.smallWords.contains($0) || PersonName.isParticle($0)) }),
              !keys.contains(where: { PersonName.isFirmsWord($0, businessWords: cleaner.businessWords) || cleaner.lists.keywords.contains($0) }),
              merchant(in: keys) == nil else { return false }
        if let first = rest.first(where: { $0.kind == .word })?.words.first, Self.titles.contains(first) { return !["dr", "doctor"].contains(first) }
        let lists = cleaner.lists
        if lists.forenames.contains(keys[0]) { return true }
        // "J SAINSBURY", "MORGAN STANLEY", "JAMES HAY": an initial or a forename that is a surname too
        // begins a firm's name as often, so a person's only with what the payment was for after it
        // ("TFR TO A J JONES Ref: flat power Mar", "FASTER PAYMENT JAMES O'NEILL REF CAR SHARE FEB").
        let saidAfter = rest.filter { $0.kind == .word && $0.text.contains(where: \.isLetter) && !Self.afterNames.contains($0.words.first ?? "") }
            .count > keys.count
        return saidAfter && (keys[0].count == 1 || lists.sharedForenames.contains(keys[0]) || (keys.count == 2 && keys[1].count == 1))
    }

    /// Words of a card's payment, before which "payment to" is a purchase's.
    private static let cardWords: Set<String> = ["card", "debit", "visa", "mastercard", "maestro", "purchase", "pos", "contactless"]

    /// Words that end a person's name in a payment's description.
    private static let afterNames: Set<String> = ["on", "ref", "reference", "conf", "memo", "for", "iban", "bic", "id", "via", "date", "cro", "cr",
                                                  "fp", "fpi", "fpo",
                                                  "payment", "transfer", "motif", "mandate", "whg", "wohnung", "acct", "account",
                                                  "verwendungszweck", "concepto", "causale", "omschrijving", "kenmerk", "visa", "from"]

    /// Money moved to or from one of one's own accounts, named by the account: "to" or "from" (or
    /// "nach", "naar", "von", "van"), then within four words (numbers and masked digits not
    /// counted) a word that names an account ("… TO WAY2SAVE SAVINGS XXXX1234" is "Transfer to
    /// Savings", "Von Hauptkonto nach Space Urlaub" "Transfer to Space"); nil when none does.
    static func ownAccountTransfer(_ words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            guard let direction = directions[word] else { continue }
            var seen = 0
            for next in words[(index + 1)...] {
                if next.contains(where: \.isNumber) || next.allSatisfy({ $0 == "x" }) { continue }
                if directions[next] != nil { break }
                if let account = accountNames[next] { return "Transfer \(direction) \(account)" }
                seen += 1
                if seen == 4 { break }
            }
        }
        return nil
    }

    private static let directions = ["to": "to", "nach": "to", "naar": "to", "from": "from", "von": "from", "van": "from"]

    /// The names of one's own accounts, by the words banks write for them.
    private static let accountNames = ["savings": "Savings", "saving": "Savings", "sav": "Savings", "share": "Savings",
                                       "tagesgeld": "Savings", "tagesgeldkonto": "Savings", "sparkonto": "Savings",
                                       "spaarrekening": "Savings", "livret": "Savings", "checking": "Checking", "chk": "Checking",
                                       "isa": "ISA", "space": "Space", "bills": "Bills"]

    /// Words that name one's own account after "transfer to" or "from": no person's name.
    private static let ownAccounts: Set<String> = ["savings", "saving", "sav", "checking", "chk", "current", "isa", "cash", "isas", "bills", "pot",
                                                   "reserve", "tagesgeld", "tagesgeldkonto", "sparkonto", "spaarrekening", "livret"]

    /// Whether the piece at `index` begins an account number written in groups, its country and
    /// check digits first ("NAAR BE68 5390 0754 7034 PIETERS SOFIE"): no word of a name.
    private static func beginsAnAccountNumber(at index: Int, in pieces: [PayeeToken]) -> Bool {
        let text = pieces[index].text
        guard text.count == 4, text.prefix(2).allSatisfy({ $0.isLetter && $0.isUppercase }), text.suffix(2).allSatisfy(\.isNumber),
              index + 1 < pieces.count else { return false }
        return pieces[index + 1].text.allSatisfy(\.isNumber)
    }

    /// Titles before a person's name, left out of it ("MR TOM BAKER" is "Tom Baker").
    private static let titles: Set<String> = ["mr", "mrs", "ms", "miss", "mx", "dr", "herr", "frau", "m", "mme", "mlle", "sra", "sig", "dhr", "mevr"]
}
