/// Each resource's fields in SWAPI's order, which is the order a detail page shows them in.
/// JSON objects carry no reliable key order once decoded, so the order is written down here.
/// `name`/`title`, `created`, `edited` and `url` are not listed: they are never shown as rows.
extension GalaxyResource {
    /// This resource's fields, in order (built once: every list row and detail reads them).
    public var fields: [GalaxyField] { Self.schema[self]?.fields ?? [] }

    /// The field in this resource's schema with `key`.
    public func field(_ key: String) -> GalaxyField? { Self.schema[self]?.byKey[key] }

    private static let schema: [GalaxyResource: (fields: [GalaxyField], byKey: [String: GalaxyField])] =
        Dictionary(
            uniqueKeysWithValues: allCases.map { resource in
                let fields = resource.declaredFields
                return (resource, (fields, Dictionary(fields.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })))
            })

    private var declaredFields: [GalaxyField] {
        switch self {
        case .people:
            [
                .init("height", .quantity(unit: "cm")), .init("mass", .quantity(unit: "kg")),
                .init("hair_color"), .init("skin_color"), .init("eye_color"), .init("birth_year"), .init("gender"),
                .init("homeworld", .link(.planets)), .init("films", .links(.films)), .init("species", .links(.species)),
                .init("vehicles", .links(.vehicles)), .init("starships", .links(.starships)),
            ]
        case .planets:
            [
                .init("rotation_period", .quantity(unit: "hours")), .init("orbital_period", .quantity(unit: "days")),
                .init("diameter", .quantity(unit: "km")), .init("climate"), .init("gravity"), .init("terrain"),
                .init("surface_water", .quantity(unit: "%")), .init("population", .quantity(unit: nil)),
                .init("residents", .links(.people)), .init("films", .links(.films)),
            ]
        case .vehicles: Self.craftFields(extra: [], classKey: "vehicle_class")
        case .starships:
            Self.craftFields(
                extra: [.init("hyperdrive_rating"), .init("MGLT", .quantity(unit: "MGLT"), label: "megalights per hour")],
                classKey: "starship_class"
            )
        case .films:
            [
                .init("episode_id", .quantity(unit: nil), label: "episode"), .init("opening_crawl", .longText),
                .init("director"), .init("producer"), .init("release_date", .date),
                .init("characters", .links(.people)), .init("planets", .links(.planets)),
                .init("starships", .links(.starships)), .init("vehicles", .links(.vehicles)), .init("species", .links(.species)),
            ]
        case .species:
            [
                .init("classification"), .init("designation"), .init("average_height", .quantity(unit: "cm")),
                .init("skin_colors"), .init("hair_colors"), .init("eye_colors"),
                .init("average_lifespan", .quantity(unit: "years")), .init("homeworld", .link(.planets)),
                .init("language"), .init("people", .links(.people)), .init("films", .links(.films)),
            ]
        }
    }

    /// Vehicles and starships share SWAPI's "transport" fields.
    private static func craftFields(extra: [GalaxyField], classKey: String) -> [GalaxyField] {
        [
            .init("model"), .init("manufacturer"), .init("cost_in_credits", .quantity(unit: "credits"), label: "cost"),
            .init("length", .quantity(unit: "m")), .init("max_atmosphering_speed", .quantity(unit: "km/h")),
            .init("crew", .quantity(unit: nil)), .init("passengers", .quantity(unit: nil)),
            .init("cargo_capacity", .quantity(unit: "kg")), .init("consumables"),
        ] + extra + [
            .init(classKey), .init("pilots", .links(.people)), .init("films", .links(.films)),
        ]
    }

    /// When SWAPI made and last edited a record (ISO 8601): kept with its values, never shown as
    /// rows; GraphQL's `created` and `edited` read them.
    public static let timestampKeys = ["created", "edited"]

    /// The key holding the record's display name.
    public var nameKey: String { self == .films ? "title" : "name" }

    /// The one or two facts a list row shows next to the name.
    public var summaryKeys: [String] {
        switch self {
        case .people: ["birth_year", "homeworld"]
        case .planets: ["climate", "population"]
        case .vehicles: ["vehicle_class", "model"]
        case .starships: ["starship_class", "model"]
        case .films: ["episode_id", "release_date"]
        case .species: ["classification", "language"]
        }
    }

    /// What a list can be sorted by besides the name: numeric fields, unknown values last.
    public var sorts: [GalaxySort] { Self.sortsByPosition[position] }

    /// `sorts` of each resource, by `position`: worked out once, as every list and its form read them.
    private static let sortsByPosition = allCases.map(\.workedOutSorts)

    private var workedOutSorts: [GalaxySort] {
        let numeric: [(String, String)] =
            switch self {
            case .people: [("height", "height"), ("mass", "mass")]
            case .planets: [("population", "population"), ("diameter", "diameter")]
            case .vehicles, .starships: [("cost", "cost_in_credits"), ("length", "length")]
            case .films: [("released", "release_date"), ("episode", "episode_id")]
            case .species: [("height", "average_height"), ("lifespan", "average_lifespan")]
            }
        return [.name] + numeric.compactMap { name, key in field(key).map { GalaxySort(name: name, field: $0) } }
    }
}
