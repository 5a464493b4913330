import Foundation
import Testing
@testable import Understanding

/// The compiled grammar kept between runs: read back as it was written, used only for the very
/// files and build it was written for, and never an error when it cannot be read or written.
@Suite struct GrammarCacheTests {
    /// A folder of its own for each test, with a small grammar in `intents/`.
    private struct Setting {
        let folder: String
        let intents: String
        let cacheFile: String

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-grammar-cache-\(UUID().uuidString)").path
            intents = folder + "/intents"
            cacheFile = folder + "/cache/budget-buddy/grammar.cache"
            try FileManager.default.createDirectory(atPath: intents, withIntermediateDirectories: true)
            try write("greeting.intents", Self.greeting)
        }

        static let greeting = """
            words greet: hi | hello there
            intent greeting
              example: hello there
              pattern: @greet [buddy]
              reply: Hello!
            """

        func write(_ name: String, _ text: String) throws {
            try text.write(toFile: intents + "/" + name, atomically: true, encoding: .utf8)
        }

        func cache(build: String = "buddy 1") -> GrammarCache {
            GrammarCache(file: cacheFile, build: build)
        }

        /// Loads the grammar through the cache and saves it when it was compiled now, as Buddy does.
        func load(build: String = "buddy 1") throws -> GrammarCache.Loaded {
            let loaded = try cache(build: build).load(directories: [intents])
            if !loaded.cached { cache(build: build).save(loaded.compiled) }
            return loaded
        }

        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    @Test func theBuiltinGrammarReadsBackAsItWasCompiled() throws {
        let compiled = CompiledGrammar(try BuiltinGrammar.load())
        let cache = GrammarCache(file: "/nonexistent/grammar.cache", build: "test")
        let bytes = cache.encode(compiled)
        let read = try #require(cache.decode(bytes, key: cache.key(compiled.grammar.fingerprint)))
        #expect(read.grammar == compiled.grammar)
        #expect(read.index.table.words == compiled.index.table.words)
        #expect(read.index.entries.count == compiled.index.entries.count)
        for (mine, theirs) in zip(read.index.entries, compiled.index.entries) {
            #expect(mine.order == theirs.order && mine.intent == theirs.intent && mine.text == theirs.text)
            #expect(mine.orientation == theirs.orientation && mine.filing == theirs.filing && mine.signature == theirs.signature)
            #expect(mine.program == theirs.program)
            #expect(mine.required.members == theirs.required.members)
            #expect(mine.groups.map(\.members) == theirs.groups.map(\.members))
        }
        #expect(read.vocabulary.value == compiled.vocabulary.value)
        #expect(read.vocabulary.value.words.contains("budget") && read.vocabulary.value.uses["spend", default: 0] > 1)
        // And it understands every example as the grammar it came from does.
        let fresh = Understander(compiled: compiled), reread = Understander(compiled: read)
        for example in compiled.grammar.intents.flatMap(\.examples) {
            #expect(BuiltinGrammar.match(example, with: reread) == BuiltinGrammar.match(example, with: fresh), "\(example)")
        }
    }

    @Test func theSecondLoadComesFromTheCacheFile() throws {
        let setting = try Setting()
        defer { setting.remove() }
        let first = try setting.load()
        #expect(!first.cached)
        let second = try setting.load()
        #expect(second.cached)
        #expect(second.compiled.grammar == first.compiled.grammar)
        #expect(BuiltinGrammar.match("hello there buddy", with: Understander(compiled: second.compiled))?.intent == "greeting")
    }

    @Test func theFileIsForItsOwnerOnly() throws {
        let setting = try Setting()
        defer { setting.remove() }
        _ = try setting.load()
        let fm = FileManager.default
        #expect(try fm.attributesOfItem(atPath: setting.cacheFile)[.posixPermissions] as? Int == 0o600)
        let folder = (setting.cacheFile as NSString).deletingLastPathComponent
        #expect(try fm.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        // Nothing is left beside it.
        #expect(try fm.contentsOfDirectory(atPath: folder) == ["grammar.cache"])
    }

    @Test func aChangedGrammarFileIsCompiledAgain() throws {
        let setting = try Setting()
        defer { setting.remove() }
        _ = try setting.load()
        try setting.write("greeting.intents", Setting.greeting + "\n  pattern: good morning\n")
        let edited = try setting.load()
        #expect(!edited.cached)
        #expect(BuiltinGrammar.match("good morning", with: Understander(compiled: edited.compiled))?.intent == "greeting")
        #expect(try setting.load().cached)
        // A file added to the folder changes the grammar too.
        try setting.write("thanks.intents", "intent thanks\n  example: thanks\n  pattern: thanks\n  reply: You're welcome.\n")
        let added = try setting.load()
        #expect(!added.cached)
        #expect(added.compiled.grammar.intent("thanks") != nil)
    }

    @Test func anotherBuildDoesNotReadTheFile() throws {
        let setting = try Setting()
        defer { setting.remove() }
        _ = try setting.load(build: "buddy 1")
        #expect(try !setting.load(build: "buddy 2").cached)
        #expect(try setting.load(build: "buddy 2").cached)
    }

    @Test(arguments: ["damaged", "cut short", "another version", "not a cache", "empty"])
    func aFileThatIsNotWholeIsPassedOverAndWrittenAgain(_ damage: String) throws {
        let setting = try Setting()
        defer { setting.remove() }
        let first = try setting.load()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: setting.cacheFile)))
        switch damage {
        case "damaged": bytes[bytes.count - bytes.count / 3] ^= 0x20
        case "cut short": bytes.removeLast(bytes.count / 2)
        case "another version": bytes[8] &+= 1
        case "not a cache": bytes = Array("intent greeting\n".utf8)
        default: bytes = []
        }
        try Data(bytes).write(to: URL(fileURLWithPath: setting.cacheFile))
        let again = try setting.load()
        #expect(!again.cached)
        #expect(again.compiled.grammar == first.compiled.grammar)
        #expect(try setting.load().cached)
    }

    @Test func aCacheThatCannotBeWrittenLeavesTheGrammarAsItIs() throws {
        let setting = try Setting()
        defer { setting.remove() }
        // The cache's folder would be inside a file: it can never be made.
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: setting.folder + "/cache"))
        let first = try setting.load()
        #expect(!first.cached)
        #expect(first.compiled.grammar.intent("greeting") != nil)
        #expect(try !setting.load().cached)
    }

    @Test func aBrokenGrammarFileIsAnErrorWhateverTheCacheHolds() throws {
        let setting = try Setting()
        defer { setting.remove() }
        _ = try setting.load()
        try setting.write("greeting.intents", Setting.greeting + "\n  nonsense here\n")
        #expect(throws: GrammarError.self) { try setting.load() }
    }

    @Test func bytesCutAnywhereAreRefusedWithoutTrapping() throws {
        var writer = BinaryWriter()
        let compiled = CompiledGrammar(try Grammar.load(directories: [BuiltinGrammar.folder]))
        compiled.grammar.encode(to: &writer)
        compiled.index.encode(to: &writer)
        compiled.vocabulary.value.encode(to: &writer)
        let bytes = writer.bytes
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
            #expect(throws: BinaryReader.Malformed.self) {
                var reader = try BinaryReader(Array(bytes[..<cut]))
                _ = try Grammar(from: &reader)
                _ = try PatternIndex(from: &reader)
                _ = try CorrectorVocabulary.deferred(from: &reader)
            }
        }
    }
}
