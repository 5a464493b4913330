import CEditLine
import Foundation

/// The character set libedit reads and writes in: the locale's, which it learns from the C
/// library. A program starts in the "C" locale, in which libedit drops every byte above 127 as
/// it is typed, so "café" would arrive as "caf".
enum TerminalCharacters {
    /// Takes the character type (`LC_CTYPE`, and only it: numbers and dates keep the "C" rules)
    /// from the environment, as a terminal program should, before libedit starts. When the
    /// environment names no locale, or one not installed, it falls back to C.UTF-8, since
    /// terminals today send UTF-8; a locale that is installed and not UTF-8 is kept.
    ///
    /// Returns the character set in use, e.g. "UTF-8".
    @discardableResult
    static func adoptLocale() -> String {
        let chosen = setlocale(LC_CTYPE, "").map { String(cString: $0) }
        if codeset == "UTF-8" { return codeset }
        if chosen == nil || chosen == "C" || chosen == "POSIX" {
            for fallback in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, fallback) != nil {
                break
            }
        }
        return codeset
    }

    /// The character set of the current `LC_CTYPE` locale.
    static var codeset: String {
        String(cString: buddy_codeset())
    }
}
