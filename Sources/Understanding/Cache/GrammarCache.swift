import Foundation

/// A file that keeps a compiled grammar between runs, so that a process answering one line
/// neither parses the grammar files nor compiles their patterns.
///
/// The file is keyed by the grammar files' fingerprint (every file's path and contents, in
/// order), this format's version and the `build` that wrote it (the caller's choice: the
/// executable's path, size and time, say, so that a new build never reads an older one's file).
/// A file that is missing, damaged, cut short, of another version or key, or unreadable is
/// passed over and the grammar is compiled from its files; it is never an error. The file is
/// written whole or not at all (a temporary file renamed into place), readable by its owner
/// only, in a folder created for its owner only.
public struct GrammarCache: Sendable {
    /// The version of the format written: a change to what is written changes it.
    static let formatVersion: UInt64 = 7
    /// The first bytes of every cache file.
    private static let magic = Array("BUDDYGC\n".utf8)
    /// The magic, then the version, key, payload length and payload checksum, a word each.
    private static let headerSize = magic.count + 4 * 8

    /// The cache file's path.
    public let file: String
    /// What identifies the program that reads and writes the file.
    public let build: String

    /// A cache in `file`, for the program `build` identifies.
    public init(file: String, build: String) {
        self.file = file
        self.build = build
    }

    /// What ``load(directories:)`` found.
    public struct Loaded: Sendable {
        /// The compiled grammar.
        public let compiled: CompiledGrammar
        /// Whether it came from the cache file. When it did not, it was parsed, validated and
        /// compiled from its files now; the caller checks anything else it must and then
        /// ``GrammarCache/save(_:)``s it.
        public let cached: Bool
    }

    /// The compiled grammar of every `*.intents` file in `directories` (as
    /// ``Grammar/load(directories:)`` reads them): the cache file's copy when it holds these
    /// very files, else compiled from them. A broken grammar file is an error, cache or not.
    public func load(directories: [String]) throws(GrammarError) -> Loaded {
        let files = try GrammarFiles.read(directories: directories)
        if let compiled = read(key: key(files.fingerprint)) { return Loaded(compiled: compiled, cached: true) }
        return Loaded(compiled: CompiledGrammar(try files.grammar()), cached: false)
    }

    /// Writes `compiled` to the cache file, replacing what it held; a file or folder that cannot
    /// be written leaves things as they were.
    public func save(_ compiled: CompiledGrammar) {
        let bytes = encode(compiled)
        let folder = (file as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                            attributes: [.posixPermissions: 0o700])) != nil else { return }
        }
        let temporary = file + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return }
        let written = bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
        guard close(descriptor) == 0, written, rename(temporary, file) == 0 else {
            unlink(temporary)
            return
        }
    }

    /// The key of a grammar with this fingerprint, read by this format and build.
    func key(_ fingerprint: UInt64) -> UInt64 {
        var key = Grammar.fingerprint(Grammar.fingerprintBasis, adding: "budget-buddy grammar cache \(Self.formatVersion)\0".utf8)
        key = Grammar.fingerprint(key, adding: build.utf8)
        var fingerprint = fingerprint.littleEndian
        return withUnsafeBytes(of: &fingerprint) { Grammar.fingerprint(key, adding: $0) }
    }

    /// The whole file for `compiled`: a header, then the grammar, its index and the corrector's words.
    func encode(_ compiled: CompiledGrammar) -> [UInt8] {
        var writer = BinaryWriter()
        compiled.grammar.encode(to: &writer)
        compiled.index.encode(to: &writer)
        compiled.vocabulary.value.encode(to: &writer)
        let payload = writer.bytes
        var bytes = Self.magic
        bytes.reserveCapacity(Self.headerSize + payload.count)
        for word in [Self.formatVersion, key(compiled.grammar.fingerprint), UInt64(payload.count), Self.checksum(payload[...])] {
            BinaryWriter.appendWord(word, to: &bytes)
        }
        bytes.append(contentsOf: payload)
        return bytes
    }

    /// The compiled grammar in the cache file when its header says it is of this format and
    /// `key` and its payload is whole; nil otherwise.
    func read(key: UInt64) -> CompiledGrammar? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return decode([UInt8](data), key: key)
    }

    /// The compiled grammar `bytes` hold, when they are a whole cache file of this format and `key`.
    func decode(_ bytes: [UInt8], key: UInt64) -> CompiledGrammar? {
        guard bytes.count >= Self.headerSize, bytes.starts(with: Self.magic) else { return nil }
        func word(_ i: Int) -> UInt64 {
            (0..<8).reduce(0) { $0 | UInt64(bytes[Self.magic.count + 8 * i + $1]) << UInt64(8 * $1) }
        }
        guard word(0) == Self.formatVersion, word(1) == key, word(2) == UInt64(bytes.count - Self.headerSize),
              word(3) == Self.checksum(bytes[Self.headerSize...]) else { return nil }
        do {
            var reader = try BinaryReader(bytes, from: Self.headerSize)
            let grammar = try Grammar(from: &reader)
            let index = try PatternIndex(from: &reader)
            let vocabulary = try CorrectorVocabulary.deferred(from: &reader)
            guard reader.isAtEnd else { return nil }
            return CompiledGrammar(grammar: grammar, index: index, vocabulary: vocabulary)
        } catch {
            return nil
        }
    }

    /// A checksum of a payload: a file damaged after it was written is told from a whole one.
    ///
    /// FNV-1a's steps taken eight bytes at a time (read little-endian), then byte by byte for the
    /// rest: each step is one-to-one, so any one changed word changes the sum, and every run
    /// reads the whole file through it.
    static func checksum(_ payload: ArraySlice<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x100_0000_01b3
        var hash = Grammar.fingerprintBasis
        payload.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* prime
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* prime
                offset += 1
            }
        }
        return hash
    }
}
