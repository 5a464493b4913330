import GRDB

/// The import rules a profile has learned (in conversation or from `buddy rules`), applied to
/// every import after the rules of a `--rules` file.
public struct RuleService: Sendable {
    let ledger: Ledger

    /// The profile's rules, oldest first.
    public func all() throws -> [ImportRule] {
        try ledger.database.writer.read { db in try all(in: db) }
    }

    func all(in db: Database) throws -> [ImportRule] {
        try ImportRule.filter(ImportRule.Columns.profileId == ledger.profileId).order(Column("id")).fetchAll(db)
    }

    /// Saves a rule, replacing one with the same pattern; returns the rule it replaced.
    @discardableResult
    public func add(_ rule: ImportRule) throws -> ImportRule? {
        try RuleMatcher.validate(rule.pattern)
        guard rule.category != nil || rule.payee != nil else {
            throw FinanceError(.invalidInput, "a rule needs a category or a payee name")
        }
        return try ledger.database.writer.write { db in
            let existing = try ImportRule.filter(ImportRule.Columns.profileId == ledger.profileId && ImportRule.Columns.pattern == rule.pattern)
                .fetchOne(db)
            try existing?.delete(db)
            var saved = rule
            saved.id = nil
            saved.profileId = ledger.profileId
            try saved.insert(db)
            return existing
        }
    }

    /// Removes the rule with this pattern (any case); fails when there is none.
    public func remove(pattern: String) throws -> ImportRule {
        try ledger.database.writer.write { db in
            guard let rule = try ImportRule.filter(ImportRule.Columns.profileId == ledger.profileId && ImportRule.Columns.pattern == pattern)
                .fetchOne(db) else {
                throw FinanceError(.notFound, "there is no rule for '\(pattern)'")
            }
            try rule.delete(db)
            return rule
        }
    }
}

extension Ledger {
    /// Import rules learned by the profile.
    public var rules: RuleService { RuleService(ledger: self) }
}
