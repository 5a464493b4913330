import Foundation

/// A new folder for one test under the temporary directory, removed when the test lets it go:
/// destructive tests write only inside it.
final class TemporaryFolder {
    let path: String

    /// Makes the folder; `prefix` names what the test is about.
    init(_ prefix: String = "buddy") throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
