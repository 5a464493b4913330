import Foundation

/// A value made the first time it is needed, once, by whichever thread asks first: for what
/// most runs never use (the typo corrector's table, the keyword rules, the store's payees, the
/// merchant list and its expressions), so that a process answering one line does not build it.
///
/// `value` is inlinable, so that a module asking for it on every line (the pattern index's
/// entries) gets it specialised to its type rather than through the generic runtime.
public final class Deferred<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var made: Value?
    @usableFromInline var make: (@Sendable () -> Value)?

    /// A value that `make` will make when first asked for.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if it was not yet.
    @inlinable public var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make!()
        made = value
        make = nil
        return value
    }
}
