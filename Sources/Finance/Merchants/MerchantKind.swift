/// A kind of business within a category, as the merchant list names it: Coffee in Dining, Fuel
/// in Transport. A question that names one ("how much did I spend on coffee") counts the payees
/// of that kind, not the whole category.
public struct MerchantKind: Sendable, Equatable, Hashable {
    /// Its name, as the list writes it ("Coffee").
    public let name: String
    /// The category its businesses belong to ("Dining").
    public let category: String

    /// A kind called `name` within `category`.
    public init(name: String, category: String) {
        self.name = name
        self.category = category
    }
}
