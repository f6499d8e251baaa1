import Foundation

/// One upstream response body kept verbatim, under its path in the snapshot layout
/// (`spacex/v4/launches.json`). Keeping the bytes makes export → import lossless.
public struct SnapshotDocument: Hashable, Sendable {
    public let path: String
    public let body: Data

    public init(path: String, body: Data) {
        self.path = path
        self.body = body
    }
}
