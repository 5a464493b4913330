/// Which way a bare name ("Friday", "March", "the 15th") points: to the latest one that has
/// begun (money already spent or earned) or to the next one (bills and other things due).
public enum Orientation: String, Sendable, CaseIterable {
    case past, future
    /// Money recorded as it is spent or earned: as `past`, except that a month and day said
    /// without a year is the next one when that is in the coming month (31 days). "coffee 4 on
    /// nov 30", said on 27 November, is three days ahead, not a year ago; "lunch 12 on nov 20" is
    /// last week, "lunch 5 on may 1" last May.
    case recent

    /// Whether bare names point back: the latest one that has begun.
    public var looksBack: Bool { self != .future }

    /// A small number for each orientation, for caches keyed by it.
    var index: Int {
        switch self {
        case .past: 0
        case .future: 1
        case .recent: 2
        }
    }
}
