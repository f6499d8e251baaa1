import Synchronization

/// The result of a pure function for the last input it was given: for parts of a page built from
/// a whole dataset (the launches chart from the counts per year), which change only when the data
/// does. Comparing the input is the whole invalidation, so a refresh can never leave it stale.
final class LastResultMemo<Input: Equatable & Sendable, Output: Sendable>: Sendable {
    private let last = Mutex<(input: Input, output: Output)?>(nil)
    private let make: @Sendable (Input) -> Output

    init(_ make: @escaping @Sendable (Input) -> Output) { self.make = make }

    func callAsFunction(_ input: Input) -> Output {
        if let kept = last.withLock({ $0 }), kept.input == input { return kept.output }
        let output = make(input)
        last.withLock { $0 = (input, output) }
        return output
    }
}
