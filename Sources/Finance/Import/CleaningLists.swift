/// What the merchant list says banks put around a payee's name, as the cleaner reads it: each
/// list in words (``PayeeKey/words(_:)``), except the prefixes, which keep their `*`, and the
/// bank codes, which are matched as written, in capitals.
struct CleaningLists: Sendable {
    /// Processors' and banks' prefixes, as written (`SQ *`).
    var prefixes: [String] = []
    /// Places a bank writes after the name (`san francisco`, `london`).
    var places: [[String]] = []
    /// Prefixes after which a bank writes the town before the name (`paiement cb`): "PAIEMENT CB
    /// 1811 TOURS CAVE DU VIEUX PRESSOIR".
    var townFirst: [[String]] = []
    /// Prefixes that may be a name's first word too (`so`: a standing order, and So Energy):
    /// taken off only when followed by a space, and kept when the whole is a merchant's spelling.
    var softPrefixes: [[String]] = []
    /// Words after which a card payment names the shop, wherever they come (`presso`, "at"):
    /// "PAGAMENTO POS … CARTA N. *4821 DI CUI COMMISSIONI 0,00 EUR PRESSO BAR ROSSI".
    var shopAfter: [[String]] = []
    /// Words from which the rest is a bank's field (`ppd id`).
    var tails: [[String]] = []
    /// Bank codes after the name, in capitals (`DD`, `BGC`).
    var codes: [String] = []
    /// Legal forms people leave out of a name (`llc`, `gmbh`).
    var forms: [[String]] = []
    /// State, province and country codes written after a city (`ca`, `on`, `au`).
    var regions: [[String]] = []
    /// Common words of business names, for completing a word a bank cut (`market`).
    var words: [String] = []
    /// Phrases of business names (`gift shop`, `mexican restaurant`): a last word cut even to
    /// a letter or two is completed when the words before it are the phrase's first words.
    var phrases: [[String]] = []
    /// Words as banks write them without their accents and umlauts (`mueller`), and as the
    /// name is written (`müller`).
    var accents: [String: String] = [:]
    /// Words that say what a payment is for (`payroll`, `miete`), never part of the name.
    var purposes: [[String]] = []
    /// Full words of business names by the abbreviations banks write (`mkt`: `market`).
    var abbreviations: [String: String] = [:]
    /// The keywords of one word (`pizza`, `florist`): words of a name, never a town's.
    var keywords: [String] = []
    /// Forenames (`tom`, `marco`): a person's name of two words in capitals that ends in one and
    /// does not begin with one is written surname first ("PIETERS TOM" is Tom Pieters).
    var forenames: Set<String> = []
    /// Forenames that are common surnames too (`james`, `martin`): a person's first word after
    /// words that say a person was paid ("FASTER PAYMENT JAMES O'NEILL"), never a reason to turn
    /// a name round.
    var sharedForenames: Set<String> = []
    /// Words a payment to a person says it was for (`dinner`, `danke`): one of them alone after
    /// a name of three words or more is no part of it ("CLAIRE DAWSON DINNER" is Claire Dawson;
    /// "JOHN JAMES SMITH" keeps its surname).
    var memos: Set<String> = []
    /// Titles written inside a business's name and left out of it, in small letters, with their
    /// dot when they are written with one (`ldo`, `med.`).
    var titles: [String] = []

    /// These lists followed by `later`'s.
    func adding(_ later: CleaningLists) -> CleaningLists {
        CleaningLists(prefixes: prefixes + later.prefixes, places: places + later.places,
                      townFirst: townFirst + later.townFirst, softPrefixes: softPrefixes + later.softPrefixes,
                      shopAfter: shopAfter + later.shopAfter, tails: tails + later.tails,
                      codes: codes + later.codes, forms: forms + later.forms, regions: regions + later.regions,
                      words: words + later.words, phrases: phrases + later.phrases, accents: accents.merging(later.accents) { _, later in later },
                      purposes: purposes + later.purposes,
                      abbreviations: abbreviations.merging(later.abbreviations) { _, later in later }, keywords: keywords + later.keywords,
                      forenames: forenames.union(later.forenames), sharedForenames: sharedForenames.union(later.sharedForenames), memos: memos.union(later.memos), titles: titles + later.titles)
    }
}
