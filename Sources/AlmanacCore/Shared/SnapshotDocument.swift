import Foundation

/// One upstream response body kept verbatim, under its path in the snapshot layout
/// (`spacex/v4/launches.json`). Keeping the bytes makes export → import lossless.
public struct SnapshotDocument: Hashable, Sendable {
    public let path: String
    public let body: Data
    /// The `ETag` / `Last-Modified` the upstream sent with it, for the next conditional request.
    public let validators: Validators?

    public init(path: String, body: Data, validators: Validators? = nil) {
        self.path = path
        self.body = body
        self.validators = validators
    }
}
