import Foundation
import Mustache
import Presentation
import Understanding

/// The grammar's reply templates, compiled once; renders a variant with values.
///
/// When an intent has several templates for a variant, the line picks one, so the same line
/// always gets the same wording. A value put in with `{{name}}` is data (a payee, a note, a name,
/// a typed line) and is shown through ``TerminalText/data(_:)``, on one line and with nothing a
/// terminal could act on; `{{{name}}}` puts in text already laid out for the display (a chart,
/// a table, lines of a report), whose builder made its data safe.
struct ReplyTemplates {
    private var compiled: [String: [String: [MustacheTemplate]]] = [:]

    /// How `{{name}}` values are written into a reply.
    private struct TerminalContent: MustacheContentType {
        func escapeText(_ text: String) -> String { TerminalText.data(text) }
    }

    /// The content type's name in the templates' pragma, registered once.
    private static let contentType: String = {
        MustacheContentTypes.register(TerminalContent(), named: "TERMINAL")
        return "TERMINAL"
    }()

    /// Compiles every reply of every intent; fails naming the intent whose template is broken.
    init(grammar: Grammar) throws(GrammarError) {
        for intent in grammar.intents {
            for (variant, templates) in intent.replies {
                compiled[intent.name, default: [:]][variant] = try templates.map { text throws(GrammarError) in
                    let source = "{{% CONTENT_TYPE: \(Self.contentType)}}" + text.replacingOccurrences(of: "\\n", with: "\n")
                    do {
                        return try MustacheTemplate(string: source)
                    } catch {
                        throw GrammarError(file: intent.file, line: intent.line,
                                           message: "intent '\(intent.name)': reply \(variant.isEmpty ? "" : "'\(variant)' ")is not a valid template: \(error)")
                    }
                }
            }
        }
    }

    /// The rendered reply of `intent` in `variant` (falling back to the default variant).
    func render(intent: String, variant: String, values: [String: Any], line: String) -> String {
        guard let variants = compiled[intent] else { return "" }
        let choices = variants[variant].flatMap { $0.isEmpty ? nil : $0 } ?? variants[""] ?? []
        guard !choices.isEmpty else { return "" }
        let pick = line.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % choices.count
        return choices[pick].render(values)
    }
}
