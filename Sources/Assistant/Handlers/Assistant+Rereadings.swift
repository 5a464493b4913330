import Understanding

extension Assistant {
    /// `match` read again in the light of the store and of what was just said, by each second
    /// reading in turn: a "bill" that is a person, a settlement with someone who is a shop, a
    /// loan for an occasion that is a gift, a goal's word that names the category's budget, and
    /// so on. Each one leaves a reading it has nothing to say about as it is.
    func reread(_ match: Match, line: String) -> Match {
        let rereadings: [(Match) -> Match?] = [
            personInsteadOfBill,
            everyoneInsteadOfPerson,
            { self.recordingInsteadOfSettlement($0, line: line) },
            giftInsteadOfLoan,
            purchaseInsteadOfReimbursement,
            balanceInsteadOfSavings,
            budgetInsteadOfGoal,
            targetInsteadOfEdit,
            cardBalanceToPayOff,
            goalInsteadOfSynonym,
            payeeInsteadOfSource,
            splitOfTheRecorded,
            verbNotWhatWasBought,
            totalInsteadOfWeekdays,
            { (try? self.fromFirstRecord($0)) ?? nil },
        ]
        return rereadings.reduce(match) { current, reading in reading(current) ?? current }
    }
}
