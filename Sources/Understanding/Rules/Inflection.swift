/// The stem a word is compared by in rules and names, so that the forms people use meet:
/// "bills" and "bill", "spending" and "spend", "travelled" and "travel", "utility" and
/// "utilities", "colour" and "color".
///
/// It is a light, deterministic suffix stripper, not a dictionary: irregular forms ("spent",
/// "bought") are listed in the grammar's word lists instead. Both sides of a comparison go
/// through it, so a stem need not be a real word.
public enum Inflection {
    /// The stem of one lower-case token.
    public static func stem(_ word: String) -> String {
        var w = Substring(word)
        guard w.count > 3, w.allSatisfy(\.isLetter) else { return word }
        // Plurals first, then verb endings: "savings" → "saving" → "sav".
        if w.hasSuffix("ies"), w.count > 4 {
            w = w.dropLast(3) + "y"
        } else if w.hasSuffix("es"), w.count > 4, ["sses", "shes", "ches", "xes", "zes"].contains(where: { w.hasSuffix($0) }) {
            w = w.dropLast(2)
        } else if w.hasSuffix("s"), !w.hasSuffix("ss"), !w.hasSuffix("us"), !w.hasSuffix("is") {
            w = w.dropLast()
        }
        if w.hasSuffix("ing"), w.count > 5 {
            w = w.dropLast(3)
        } else if w.hasSuffix("ed"), w.count > 4 {
            w = w.dropLast(2)
        }
        // British "-our" ("colour", "favour") meets American "-or".
        if w.hasSuffix("our"), w.count > 5 { w = w.dropLast(3) + "or" }
        // A final "e" and a doubled last letter go: "save"/"saving", "shop"/"shopping", "travel"/"travelled".
        if w.hasSuffix("e"), w.count > 3 { w = w.dropLast() }
        if w.count > 3, let last = w.last, w.dropLast().last == last, !"aeiou".contains(last) { w = w.dropLast() }
        return String(w)
    }
}
