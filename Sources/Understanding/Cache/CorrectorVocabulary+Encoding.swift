import BuddyCore

/// The corrector's words as bytes, for ``GrammarCache``: each word (in the one string table) with
/// how many patterns use it, in a section of their own, read when a line first has a word to
/// correct.
extension CorrectorVocabulary {
    /// Writes the words, in a section.
    func encode(to writer: inout BinaryWriter) {
        writer.section { writer in
            writer.array(words.sorted()) { writer, word in
                writer.string(word)
                writer.number(uses[word, default: 0])
            }
        }
    }

    /// Steps over the section `encode(to:)` wrote, and gives what reads it when first asked for.
    static func deferred(from reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Deferred<CorrectorVocabulary> {
        let section = try reader.section()
        return Deferred {
            // The file's checksum matched, so this build wrote these bytes: failing to read them
            // back is a fault in this code, not a damaged file.
            guard let vocabulary = try? Self.decode(section) else { fatalError("grammar cache: the corrector's words cannot be read back") }
            return vocabulary
        }
    }

    private static func decode(_ section: BinaryReader) throws(BinaryReader.Malformed) -> CorrectorVocabulary {
        var reader = section
        var words: Set<String> = [], uses: [String: Int] = [:]
        for _ in 0..<(try reader.count()) {
            let word = try reader.string(), count = try reader.number()
            words.insert(word)
            if count > 0 { uses[word] = count }
        }
        guard reader.isAtEnd else { throw BinaryReader.Malformed() }
        return CorrectorVocabulary(words: words, uses: uses)
    }
}
