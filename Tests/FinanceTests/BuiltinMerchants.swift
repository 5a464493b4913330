import Finance
import Foundation

/// The project's own `Merchants/` folder, read once for the tests that use it.
enum BuiltinMerchants {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Merchants").path

    private static let loaded = Result { try MerchantList.load(files: MerchantList.files(in: folder)) }

    /// The built-in merchant list; fails with the file and line of a mistake in it.
    static func list() throws -> MerchantList {
        try loaded.get()
    }

    /// A new in-memory profile that reads payees with the built-in list.
    static func ledger() throws -> Ledger {
        try Ledger.open(AppDatabase.inMemory()).knowing(list())
    }
}
