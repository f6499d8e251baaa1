import AlmanacCore

/// A launchpad as `/v4/launchpads` sends it.
struct SpaceXLaunchpadDTO: Decodable {
    let id: String
    let name: String
    let full_name: String?
    let locality: String?
    let region: String?
    let timezone: String?
    let status: String?
    let details: String?

    func toDomain() -> Launchpad {
        Launchpad(
            id: id, name: name, fullName: full_name.nilIfBlank, locality: locality.nilIfBlank,
            region: region.nilIfBlank, timeZone: timezone.nilIfBlank, status: status.nilIfBlank,
            details: details.nilIfBlank
        )
    }
}
