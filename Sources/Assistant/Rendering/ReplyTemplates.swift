import Foundation
import Mustache
import Presentation
import Understanding

/// The grammar's reply templates, each intent's compiled when it first replies; renders a variant with values.
///
/// When an intent has several templates for a variant, the line picks one, so the same line
/// always gets the same wording. A value put in with `{{name}}` is data (a payee, a note, a name,
/// a typed line) and is shown through ``TerminalText/data(_:)``, on one line and with nothing a
/// terminal could act on; `{{{name}}}` puts in text already laid out for the display (a chart,
/// a table, lines of a report), whose builder made its data safe.
final class ReplyTemplates {
    /// Every intent's reply texts, by variant, as the grammar gives them.
    private let texts: [String: [String: [String]]]
    /// Where each intent is defined, for the message about a broken template.
    private let origins: [String: (file: String, line: Int)]
    /// Every template of an intent, compiled when the grammar's templates are checked.
    private var compiled: [String: [String: [MustacheTemplate]]] = [:]
    /// Templates compiled one at a time, the first time a reply picks each (by intent, variant and
    /// position): a grammar whose templates were all checked before has none that fails.
    private var picked: [String: MustacheTemplate] = [:]

    /// How `{{name}}` values are written into a reply.
    private struct TerminalContent: MustacheContentType {
        func escapeText(_ text: String) -> String { TerminalText.data(text) }
    }

    /// The content type's name in the templates' pragma, registered once.
    private static let contentType: String = {
        MustacheContentTypes.register(TerminalContent(), named: "TERMINAL")
        return "TERMINAL"
    }()

    /// Keeps every reply of every intent, to be compiled when first used.
    init(grammar: Grammar) {
        var texts: [String: [String: [String]]] = [:]
        var origins: [String: (file: String, line: Int)] = [:]
        for intent in grammar.intents {
            texts[intent.name] = intent.replies
            origins[intent.name] = (intent.file, intent.line)
        }
        self.texts = texts
        self.origins = origins
    }

    /// Compiles every template now; fails naming the first intent whose template is broken.
    func validate() throws(GrammarError) {
        for intent in texts.keys.sorted() { _ = try templates(of: intent) }
    }

    /// The compiled templates of `intent`, by variant.
    private func templates(of intent: String) throws(GrammarError) -> [String: [MustacheTemplate]] {
        if let done = compiled[intent] { return done }
        var variants: [String: [MustacheTemplate]] = [:]
        for (variant, templates) in texts[intent] ?? [:] {
            variants[variant] = try templates.map { text throws(GrammarError) in try compile(text, intent: intent, variant: variant) }
        }
        compiled[intent] = variants
        return variants
    }

    /// One reply text of `intent`'s `variant`, compiled.
    private func compile(_ text: String, intent: String, variant: String) throws(GrammarError) -> MustacheTemplate {
        let source = "{{% CONTENT_TYPE: \(Self.contentType)}}" + text.replacingOccurrences(of: "\\n", with: "\n")
        do {
            return try MustacheTemplate(string: source)
        } catch {
            let origin = origins[intent] ?? ("", 0)
            throw GrammarError(file: origin.file, line: origin.line,
                               message: "intent '\(intent)': reply \(variant.isEmpty ? "" : "'\(variant)' ")is not a valid template: \(error)")
        }
    }

    /// The rendered reply of `intent` in `variant` (falling back to the default variant); a
    /// template that does not compile (a grammar changed since it was checked) says so instead.
    ///
    /// Templates checked by ``validate()`` are all compiled already; those of a grammar checked by
    /// an earlier run are compiled one at a time, only the one the line picks (a run answering
    /// one question compiles one template, not every variant of its intent).
    func render(intent: String, variant: String, values: [String: Any], line: String) -> String {
        let texts = texts[intent] ?? [:]
        let (chosen, choices) = texts[variant].flatMap { $0.isEmpty ? nil : (variant, $0) } ?? ("", texts[""] ?? [])
        guard !choices.isEmpty else { return "" }
        let pick = line.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % choices.count
        if let all = compiled[intent], let templates = all[chosen] { return templates[pick].render(values) }
        let key = intent + "\u{0}" + chosen + "\u{0}" + String(pick)
        if let template = picked[key] { return template.render(values) }
        do {
            let template = try compile(choices[pick], intent: intent, variant: chosen)
            picked[key] = template
            return template.render(values)
        } catch {
            return "I can't reply: \(error)."
        }
    }
}
