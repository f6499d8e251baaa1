/// A record as a downloaded list holds it, with the address of its page.
public struct LinkedRecord<Record: Sendable>: Sendable {
    public let record: Record
    public let pageURL: String

    public init(_ record: Record, pageURL: String) {
        self.record = record
        self.pageURL = pageURL
    }
}
