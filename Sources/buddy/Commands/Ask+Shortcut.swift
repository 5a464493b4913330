import ArgumentParser
import Presentation

extension Ask {
    /// `buddy ask …` read without the argument parser, in the shape scripts, prompts and status
    /// bars use: the question's words, and `--store`, `--now`, `--profile` and `--theme` each
    /// followed by its value, `--json`, `--no-color` and `--yes`, each at most once. Anything
    /// else (help, `--option=value`, `--`, another word that starts with `-`, an option given
    /// twice, a value the options refuse, no question) is nil, and the argument parser reads the
    /// command line as it reads every other. The parser works out every command's arguments by
    /// reflection before it reads one: about a fifth of what a question costs.
    static func shortcut(_ arguments: [String]) -> Ask? {
        guard arguments.first == "ask" else { return nil }
        var values: [String: String] = [:]
        var flags = Set<String>()
        var words: [String] = []
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                words.append(argument)
                continue
            }
            switch argument {
            case "--json", "--no-color", "--yes":
                guard flags.insert(argument).inserted else { return nil }
            case "--store", "--now", "--profile", "--theme":
                guard values[argument] == nil, let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
                values[argument] = value
            default:
                return nil
            }
        }
        guard !words.isEmpty else { return nil }
        var theme: Theme?
        if let name = values["--theme"] {
            guard let named = Theme(argument: name) else { return nil }
            theme = named
        }
        // Every property is given a value: one the parser never set cannot be read.
        var options = GlobalOptions()
        options.store = values["--store"]
        options.now = values["--now"]
        options.profile = values["--profile"]
        options.theme = theme
        options.json = flags.contains("--json")
        options.noColor = flags.contains("--no-color")
        guard (try? options.validate()) != nil else { return nil }
        var ask = Ask()
        ask.options = options
        ask.yes = flags.contains("--yes")
        ask.question = words
        return ask
    }
}
