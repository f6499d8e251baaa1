import Synchronization

/// How many values one answer may hold, spent as fields resolve: the bound on what a query
/// costs to run, whatever its estimate said (an estimate counts a list it cannot see at a
/// guess). The first field past the budget fails, and the whole answer becomes one refusal
/// (`AlmanacGraph`): the lists still being resolved stop at their next field.
final class AnswerBudget: Sendable {
    private let remaining: Atomic<Int>
    private let exceeded = Atomic<Bool>(false)
    let limit: Int

    init(limit: Int) {
        self.limit = limit
        remaining = Atomic(limit)
    }

    /// One value more; throws once the budget is spent.
    func spend() throws(AnswerTooLarge) {
        let left = remaining.subtract(1, ordering: .relaxed).newValue
        guard left >= 0 else {
            exceeded.store(true, ordering: .relaxed)
            throw AnswerTooLarge(limit: limit)
        }
    }

    var wasExceeded: Bool { exceeded.load(ordering: .relaxed) }

    /// The values resolved (or tried) so far.
    var spent: Int { min(limit, limit - remaining.load(ordering: .relaxed)) }
}

/// The answer grew past its budget of values.
struct AnswerTooLarge: Error, CustomStringConvertible {
    let limit: Int
    var description: String {
        "The answer would hold more than \(limit) values; ask for fewer (a smaller \"first\", fewer fields or aliases)."
    }
}
