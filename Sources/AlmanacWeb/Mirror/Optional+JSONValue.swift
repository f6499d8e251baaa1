import Foundation

extension Optional {
    /// The value for a `JSONSerialization` object: JSON's `null` when there is none.
    var jsonValue: Any { map { $0 as Any } ?? NSNull() }
}
