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
        if let kept = kept[word] { return kept }
        if let stem = asciiStem(word) { return stem }
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

    /// Words whose stem by the steps would be another common word's: "theme" would meet "them"
    /// ("go on then, show them" is no colour theme).
    private static let kept = ["theme": "theme", "themes": "theme"]

    /// The stem of a word of ASCII letters by the same steps as ``stem(_:)``, on its bytes (one
    /// letter each); nil when the word has other characters, left to `stem`.
    private static func asciiStem(_ word: String) -> String? {
        let bytes = word.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard bytes.count > 3, bytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return word }
        var w = Array(bytes)
        func ends(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard w.count >= count else { return false }
            let start = suffix.utf8Start
            for k in 0..<count where w[w.count - count + k] != start[k] { return false }
            return true
        }
        if ends("ies"), w.count > 4 {
            w.removeLast(3)
            w.append(UInt8(ascii: "y"))
        } else if ends("es"), w.count > 4, ends("sses") || ends("shes") || ends("ches") || ends("xes") || ends("zes") {
            w.removeLast(2)
        } else if ends("s"), !ends("ss"), !ends("us"), !ends("is") {
            w.removeLast()
        }
        if ends("ing"), w.count > 5 {
            w.removeLast(3)
        } else if ends("ed"), w.count > 4 {
            w.removeLast(2)
        }
        if ends("our"), w.count > 5 {
            w.removeLast(3)
            w += [UInt8(ascii: "o"), UInt8(ascii: "r")]
        }
        if ends("e"), w.count > 3 { w.removeLast() }
        if w.count > 3, let last = w.last, w[w.count - 2] == last, !"aeiou".utf8.contains(last) { w.removeLast() }
        return String(decoding: w, as: UTF8.self)
    }
}
