import Foundation

/// A value made the first time it is needed, once, by whichever thread asks first: for the
/// parts of understanding that most lines never use (the typo corrector's table, the keyword
/// rules, the suggestions), so that a process answering one line does not build them.
final class Deferred<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private var make: (@Sendable () -> Value)?

    /// A value that `make` will make when first asked for.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if it was not yet.
    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make!()
            made = value
            make = nil
            return value
        }
    }
}
