/// One person flying on a crewed launch, as Launch Library 2 names them: who, and in which role.
public struct CrewAssignment: Hashable, Sendable, Codable {
    /// Launch Library 2's astronaut id, when the record gives one.
    public let astronautID: Int?
    public let name: String
    /// "Commander", "Pilot", "Mission Specialist", "Tourist".
    public let role: String?

    public init(astronautID: Int?, name: String, role: String?) {
        self.astronautID = astronautID
        self.name = name
        self.role = role
    }
}
