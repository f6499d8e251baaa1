import Synchronization

/// Which answers are worth keeping: the ones asked for a second time. An answer asked for once
/// (a crawler walking every launch, a query string made new for each request, a flood of made-up
/// parameters) would otherwise take a place in the cache and push out the pages people come back
/// to, and the cache's whole budget would stay resident holding answers nobody asks for again.
/// nginx's `proxy_cache_min_uses 2` and TinyLFU's doorkeeper keep answers by the same rule.
///
/// Remembers the keys it was asked about in a fixed table of their hashes (16,384 slots, 128 kB,
/// whatever is asked): a key lands in the slot its hash picks, so a later key may take its slot
/// and it needs a second asking again, and two keys of one full hash count as one. Either costs
/// one answer made again or one kept that did not need to be, never a wrong answer.
final class AskedBefore<Key: Hashable & Sendable>: Sendable {
    private let slots: Mutex<[Int]>

    init(slots count: Int = 16_384) {
        precondition(count > 0)
        slots = Mutex(Array(repeating: 0, count: count))
    }

    /// Whether `key` was asked about before (since its slot last changed hands); remembers it.
    func isRepeat(_ key: Key) -> Bool {
        // Never 0, the empty slot's value.
        let hash = key.hashValue | 1
        return slots.withLock { slots in
            let index = Int(UInt(bitPattern: hash) % UInt(slots.count))
            if slots[index] == hash { return true }
            slots[index] = hash
            return false
        }
    }
}
