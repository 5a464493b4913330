import Foundation
import Testing

/// The `buddy` executable built beside the tests, run as a person would run it.
enum Executable {
    /// What a run printed and how it ended.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The built `buddy`: in the folder of the test bundle, or one of the folders above it.
    static func url() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("buddy")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw ExecutableMissing(near: CommandLine.arguments[0])
    }

    /// Runs `buddy` with `arguments` and no standard input, waiting for it to end.
    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
                   errors: String(decoding: complained, as: UTF8.self))
    }
}

/// The `buddy` executable was not found beside the tests.
struct ExecutableMissing: Error, CustomStringConvertible {
    let near: String
    var description: String { "no built buddy executable near \(near); build it with `swift build`" }
}
