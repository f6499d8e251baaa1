/// What a server said identifies a body (`ETag`, `Last-Modified`), sent back on the next request
/// (`If-None-Match`, `If-Modified-Since`) so an unchanged body costs a 304 and no transfer.
public struct Validators: Hashable, Sendable, Codable {
    public let etag: String?
    public let lastModified: String?

    public init(etag: String?, lastModified: String?) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// Nil when the server sent neither header.
    public static func from(etag: String?, lastModified: String?) -> Validators? {
        etag == nil && lastModified == nil ? nil : Validators(etag: etag, lastModified: lastModified)
    }
}
