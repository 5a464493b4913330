// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "BudgetBuddy",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "buddy", targets: ["buddy"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    ],
    targets: [
        // Calendar days, periods and money: the vocabulary every layer shares.
        .target(name: "BuddyCore"),

        // The store (SQLite through GRDB) and the finance services over it.
        .target(
            name: "Finance",
            dependencies: [
                "BuddyCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite itself, for binding an import's many rows straight to its statement.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "CSV", package: "CSV.swift"),
            ]
        ),

        // Themes and terminal charts (bars, sparklines, progress bars) that fit a width.
        .target(name: "Presentation", dependencies: ["BuddyCore"]),

        // Grammars, normalisation and slot parsing: a line of English in, a match out.
        .target(name: "Understanding", dependencies: ["BuddyCore"]),

        // Dialogue: intent handlers, conversation context and reply templates.
        .target(
            name: "Assistant",
            dependencies: [
                "BuddyCore", "Finance", "Understanding", "Presentation",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),

        // libedit, kept behind one small module.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "LineEditor", dependencies: ["CEditLine"]),

        // The thin executable: argument parsing, REPL and scripted loops, printing.
        .executableTarget(
            name: "buddy",
            dependencies: [
                "Assistant", "Finance", "LineEditor", "BuddyCore", "Understanding", "Presentation",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Figures for the understanding layer and whole answers: `make bench`.
        .executableTarget(
            name: "buddy-bench",
            dependencies: ["Assistant", "Finance", "Understanding", "BuddyCore"],
            path: "Benchmarks/UnderstandingBenchmark"
        ),

        // Figures for importing statements of 100,000 and 1,000,000 rows with `buddy import`: `make bench`.
        .executableTarget(
            name: "import-bench",
            dependencies: ["BuddyCore"],
            path: "Benchmarks/ImportBenchmark"
        ),

        // Whole `buddy` processes on generated stores, against the sqlite3 shell: `make bench`.
        .executableTarget(
            name: "cold-start-bench",
            path: "Benchmarks/ColdStartBenchmark"
        ),

        .testTarget(name: "BuddyCoreTests", dependencies: ["BuddyCore"]),
        .testTarget(name: "FinanceTests", dependencies: ["Finance", "BuddyCore", "Assistant", "Understanding", .product(name: "GRDB", package: "GRDB.swift")],
                    exclude: ["Statements"]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation"]),
        .testTarget(name: "UnderstandingTests", dependencies: ["Understanding", "BuddyCore"]),
        .testTarget(name: "AssistantTests", dependencies: ["Assistant", "Finance", "Understanding", "BuddyCore", "Presentation"]),
        // The `buddy` executable run as people run it: exit statuses, output, and a terminal.
        .testTarget(name: "BuddyTests", dependencies: ["buddy", "Finance", "BuddyCore", .product(name: "GRDB", package: "GRDB.swift"),
                                                .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    ],
    swiftLanguageModes: [.v6]
)
