/// A launch site.
public struct Launchpad: Identifiable, Hashable, Sendable, Codable {
    public let id: String
    public let name: String
    public let fullName: String?
    public let locality: String?
    public let region: String?
    public let timeZone: String?
    public let status: String?
    public let details: String?

    public init(
        id: String, name: String, fullName: String?, locality: String?, region: String?,
        timeZone: String?, status: String?, details: String?
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.locality = locality
        self.region = region
        self.timeZone = timeZone
        self.status = status
        self.details = details
    }
}
