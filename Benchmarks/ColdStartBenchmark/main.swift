import Foundation

/// Times `buddy` as scripts, prompts and cron run it, one whole process per question, on
/// generated stores of 100,000 and 1,000,000 transactions, side by side with the sqlite3 shell
/// running the same sum on an index, and with ledger and hledger over the store's journal when
/// they are installed. Prints the median of several runs (after one that warms the file cache)
/// and each figure's ratio to the sqlite3 shell's.
///
///     swift build -c release --product buddy
///     swift run -c release cold-start-bench [--runs N] [TRANSACTIONS ...]
///
/// The stores are made with `buddy generate` in a folder under the temporary directory, and
/// kept there for the next run.
var runs = 9
var sizes: [Int] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--runs", let value = arguments.popFirst().flatMap(Int.init), value > 0 {
        runs = value
    } else if let size = Int(argument.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "_", with: "")) {
        sizes.append(size)
    } else {
        FileHandle.standardError.write(Data("usage: cold-start-bench [--runs N] [TRANSACTIONS ...]\n".utf8))
        exit(2)
    }
}
if sizes.isEmpty { sizes = [100_000, 1_000_000] }

do {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let buddy = executable.deletingLastPathComponent().appendingPathComponent("buddy").path
    guard FileManager.default.isExecutableFile(atPath: buddy) else {
        throw BenchError("no buddy beside \(executable.path); build it first: swift build -c release --product buddy")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-cold-start-bench")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var timer = ProcessTimer()
    // Buddy's own caches and grammars in the folder, so the person's do not change the figures.
    timer.environment = ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
                         "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "NO_COLOR": "1"]
    let tools = Tools()
    let stores = try sizes.map { try BenchStore.prepare(transactions: $0, in: folder, buddy: buddy, tools: tools, timer: timer) }

    print("Cold start: whole processes, start to exit, median of \(runs) runs after one that warms the file cache (--now \(BenchStore.now))")
    let table = ColdStartTable(buddy: buddy, tools: tools, timer: timer, runs: runs, folder: folder)
    try table.printAnswers(stores)
    try table.printFigures(stores)
} catch {
    FileHandle.standardError.write(Data("cold-start-bench: \(error)\n".utf8))
    exit(1)
}
