/// The kinds of value a slot in a pattern can hold.
public enum SlotType: String, Sendable, CaseIterable {
    /// A range of days: "last week", "in March", "since Monday".
    case period
    /// A single day: "yesterday", "on Monday", "March 3".
    case date
    /// An amount of money: "12.50", "$20", "twenty bucks".
    case amount
    /// A category name or synonym from the store.
    case category
    /// An account name from the store.
    case account
    /// A whole number: "5", "five".
    case number
    /// A position in a list: "second", "3rd", "twenty first" (read as a number).
    case ordinal
    /// How often: "monthly", "every 2 weeks", "a year".
    case frequency
    /// Free text: a merchant, a description (one to eight words).
    case text
    /// A payee the store's transactions already have, by its name or its first words
    /// ("chipotle", "trader joes", "acme"); read as text holding the name as stored.
    case payee
    /// A bill the store tracks, by its name, its first words or its last words ("netflix", "car
    /// insurance" for Geico Car Insurance); read as text holding the name as stored.
    case bill
    /// A person the store shares costs with, by name ("jo", "alex"); read as text holding the
    /// name as stored.
    case person
}
