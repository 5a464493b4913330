import BuddyCore
import GRDB

extension RecurringService {
    /// Moves the next due day of the item called `name` to `day`, which must be after `today`
    /// (a day already past would be recorded at once, as if paid): "netflix is due on the 20th
    /// now". Later due days follow from it by the item's frequency, on its day of the month;
    /// payments already recorded stay where they are. Returns the item as stored.
    @discardableResult
    public func setNextDue(_ day: Day, of name: String, today: Day) throws -> Recurring {
        guard day > today else { throw FinanceError(.invalidInput, "the next due day must be after today") }
        return try ledger.database.writer.write { db in
            var item = try Self.going(name, profileId: ledger.profileId, in: db)
            if item.nextDue == day { throw FinanceError(.invalidInput, "\(item.name) is due on that day already") }
            item.nextDue = day
            item.dayOfMonth = day.day
            try item.update(db)
            return item
        }
    }
}
