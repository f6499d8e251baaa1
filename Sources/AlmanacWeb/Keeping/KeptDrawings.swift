import Synchronization

/// Drawings of the parts pages repeat across requests (a launch's row), each kept under its key
/// with the input it was drawn from and drawn again when the input differs: comparing the input is
/// the whole invalidation, as in `LastResultMemo`, so a refresh can never leave one stale. At most
/// `limit` are kept; past it the drawings start afresh.
final class KeptDrawings<Key: Hashable & Sendable, Input: Equatable & Sendable, Drawing: Sendable>: Sendable {
    private let kept = Mutex<[Key: (input: Input, drawing: Drawing)]>([:])
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// The drawing kept for `key` when it was drawn from `input`, otherwise the one `draw` makes (then kept).
    func drawing(for key: Key, of input: Input, _ draw: () throws -> Drawing) rethrows -> Drawing {
        if let kept = kept(for: key, of: input) { return kept }
        let drawing = try draw()
        keep(drawing, for: key, of: input)
        return drawing
    }

    /// The drawing kept for `key` when it was drawn from `input`. For a drawing that needs a read
    /// of the store first (a row's linked names): look here, and only on a miss read, draw and
    /// `keep(_:for:of:)`.
    func kept(for key: Key, of input: Input) -> Drawing? {
        // Compared under the lock, so the kept input is never copied out.
        kept.withLock { drawings in drawings[key].flatMap { $0.input == input ? $0.drawing : nil } }
    }

    func keep(_ drawing: Drawing, for key: Key, of input: Input) {
        kept.withLock { drawings in
            if drawings.count >= limit, drawings[key] == nil { drawings.removeAll(keepingCapacity: true) }
            drawings[key] = (input, drawing)
        }
    }
}
