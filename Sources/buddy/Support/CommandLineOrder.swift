/// The command line with a subcommand said after the options every command takes put first:
/// `buddy --store ~/b.sqlite import bank.csv` is read as `buddy import --store ~/b.sqlite
/// bank.csv`, as people write it from the usage line ("Options for every command: --store PATH").
/// Anything else is left as it is, for the argument parser.
enum CommandLineOrder {
    /// Options of every command that take a value.
    private static let valued: Set<String> = ["--store", "--now", "--profile", "--theme"]
    /// Options of every command that take none.
    private static let flags: Set<String> = ["--json", "--no-color"]

    /// `arguments` (without the program's name) with the subcommand first, when only options
    /// every command takes come before it.
    static func subcommandFirst(_ arguments: [String], subcommands: Set<String>) -> [String] {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if subcommands.contains(argument) {
                guard index > 0 else { return arguments }
                return [argument] + arguments[..<index] + arguments[(index + 1)...]
            }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if valued.contains(argument) {
                index += 2
            } else if valued.contains(name) || flags.contains(argument) {
                index += 1
            } else {
                return arguments
            }
        }
        return arguments
    }
}
