import Foundation

/// The grammar files of some folders, read but not parsed: their paths and bytes in the order
/// they are merged, and a fingerprint of them all, so that a compiled copy can be looked up
/// before anything is parsed.
public struct GrammarFiles: Sendable {
    /// One grammar file as read.
    public struct File: Sendable {
        /// Its path.
        public let path: String
        /// Its contents.
        public let bytes: [UInt8]
    }

    /// The folders the files were read from, in order.
    public let directories: [String]
    /// The files, in the order they are merged.
    public let files: [File]
    /// A fingerprint of the files' paths and contents, in order: the same files give the same
    /// number, and any change to one (or a file added, removed or renamed) another number.
    public let fingerprint: UInt64

    /// Reads every `*.intents` file in `directories`, in order (files sorted by name within
    /// each). Missing directories are skipped; a file that cannot be read is an error.
    public static func read(directories: [String]) throws(GrammarError) -> GrammarFiles {
        let fm = FileManager.default
        var files: [File] = []
        var fingerprint = Grammar.fingerprintBasis
        for directory in directories {
            guard let names = try? fm.contentsOfDirectory(atPath: directory) else { continue }
            for name in names.sorted() where name.hasSuffix(".intents") {
                let path = (directory as NSString).appendingPathComponent(name)
                guard let data = fm.contents(atPath: path) else {
                    throw GrammarError(file: path, line: 0, message: "cannot be read as UTF-8 text")
                }
                let bytes = [UInt8](data)
                fingerprint = Grammar.fingerprint(fingerprint, adding: path.utf8)
                fingerprint = Grammar.fingerprint(fingerprint, adding: CollectionOfOne(0))
                fingerprint = Grammar.fingerprint(fingerprint, adding: bytes)
                fingerprint = Grammar.fingerprint(fingerprint, adding: CollectionOfOne(0))
                files.append(File(path: path, bytes: bytes))
            }
        }
        return GrammarFiles(directories: directories, files: files, fingerprint: fingerprint)
    }

    /// Parses the files, merges them in order and validates the result.
    public func grammar() throws(GrammarError) -> Grammar {
        var grammar = Grammar()
        for file in files {
            guard let text = String(bytes: file.bytes, encoding: .utf8) else {
                throw GrammarError(file: file.path, line: 0, message: "cannot be read as UTF-8 text")
            }
            grammar.merge(try GrammarFileParser.parse(text, file: file.path))
        }
        grammar.fingerprint = fingerprint
        guard !grammar.intents.isEmpty else {
            throw GrammarError(file: directories.joined(separator: ", "), line: 0, message: "no .intents files found")
        }
        try grammar.validate()
        return grammar
    }
}
