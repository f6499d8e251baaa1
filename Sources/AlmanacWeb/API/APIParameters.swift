import AlmanacCore
import AlmanacPresentation
import Foundation
import OpenAPIKit

/// The API's parameters as the OpenAPI document states them. Every range, pattern and choice is
/// read from the rule that checks it (`PageRequest`, `YearMonth`, `FactSearchTerm`, …), so the
/// document says exactly what the server accepts: a request the schemas allow is answered, one
/// they refuse gets a 400 (or a 404 for a well-formed name of nothing stored).
enum APIParameters {
    static let timeZone = query(
        "tz", .reference(.component(named: APISchemas.timeZoneName)),
        "The time zone for dates, an IANA name (default: the `tz` cookie the pages set, else the server's zone)."
    )
    static let page = query(
        "page", .integer(maximum: (WholeNumber.largest, exclusive: false), minimum: (1, exclusive: false)), "Page, from 1.", example: 2)
    static let limit = query(
        "limit", .integer(maximum: (PageRequest.maximumLimit, exclusive: false), minimum: (1, exclusive: false)),
        "Per page, 1 to \(PageRequest.maximumLimit) (default \(PageRequest.defaultLimit)).", example: 10
    )
    static let units = query("units", choice(UnitSystem.allCases.map(\.rawValue)), "Units (default metric).", example: "imperial")
    static let safeMode = query(
        "explicit", choice(["include", "hide"]),
        "Whether facts of the explicit category are included (default hide: safe mode).", example: "include"
    )

    // Launches.
    static let year = query(
        "year", .integer(maximum: (9999, exclusive: false), minimum: (1000, exclusive: false)), "Launches of this UTC year.", example: 2023)
    static let fromMonth = query(
        "from", .string(pattern: YearMonth.pattern), "First month, YYYY-MM (inclusive; with `year`, both narrow).", example: "2022-06")
    static let toMonth = query("to", .string(pattern: YearMonth.pattern), "Last month, YYYY-MM (inclusive).", example: "2023-03")
    static let outcome = query("outcome", choice(["any"] + LaunchOutcome.allCases.map(\.rawValue)), "Outcome.", example: "success")
    static let launchSearch = query(
        "q", text(LaunchQuery.textLimit), "Text in the mission's name or in its rocket's, provider's, pad's or site's (case and accents ignored).",
        example: "starlink")
    static let launchLinks = LaunchLink.allCases.map { link in
        query(
            link.field.rawValue, text(LaunchQuery.textLimit), "\(link.label): an id or a name; one that names nothing stored is a 404.",
            example: AnyCodable(link.example))
    }
    static let dateOrder = query("sort", choice(DateSortOrder.allCases.map(\.rawValue)), "By date (default desc).", example: "asc")
    static let activeRockets = query("active", .boolean, "Active rockets only.", example: true)
    static let rocketOrder = query("sort", choice(RocketSort.allCases.map(\.rawValue)), "Sort key (default name).", example: "first-flight")

    // Star Wars.
    static let galaxySearch = query("q", text(GalaxyQuery.searchLimit), "Name contains this.", example: "sky")
    static func galaxyOrder(_ resource: GalaxyResource) -> OpenAPI.Parameter {
        query("sort", choice(resource.sorts.map(\.name)), "Sort field (default name).", example: AnyCodable(resource.sorts.last?.name ?? "name"))
    }
    static let direction = query("order", choice(ListOrder.allCases.map(\.rawValue)), "Direction (default asc).", example: "desc")
    static let galaxyID = pathID(.integer(maximum: (WholeNumber.largest, exclusive: false), minimum: (1, exclusive: false)), example: 1)

    // The one search box.
    static let everythingSearch = query(
        "q", .string(pattern: TypedSpace.pattern(trimmedWithin: SearchText.limit.characters)),
        "What to search for: 1 to \(SearchText.limit.characters.upperBound) characters once spaces at either end are trimmed.",
        required: true, example: "falcon")

    // Facts.
    static let factSearch = query(
        "q", .string(pattern: TypedSpace.pattern(trimmedWithin: FactSearchTerm.lengths)),
        "The term: \(FactSearchTerm.lengths.lowerBound) to \(FactSearchTerm.lengths.upperBound) characters once spaces at either end are trimmed.",
        required: true, example: "kick"
    )
    static let category = query(
        "category", .string(pattern: FactCategory.namePattern), "A category (any case); one not stored is a 404.", example: "dev")
    static let factID = pathID(.string(pattern: ShowFact.idPattern), example: "9vqrfnk0qhoainqtrwgg4w")

    // Weather.
    static let cityID = pathID(.integer(format: .int64, maximum: (Int(Int64.max), exclusive: false), minimum: (1, exclusive: false)), example: 1)
    static let day = query(
        "day", .string(pattern: CityWeatherViewModel.dayPattern), "The day whose hours to show, YYYY-MM-DD; one the forecast lacks is a 404.",
        example: "2026-08-09")
    static let placeSearch = query(
        "q", .string(pattern: TypedSpace.pattern(trimmedWithin: PlaceSearchTerm.lengths)),
        "The place's name or its beginning: \(PlaceSearchTerm.lengths.lowerBound) to \(PlaceSearchTerm.lengths.upperBound) characters once trimmed.",
        required: true, example: "Copenhagen"
    )
    // Stars.
    static let starKind = OpenAPI.Parameter.path(
        name: "kind", schema: choice(StarKind.allCases.map(\.rawValue)),
        description: "What the star is on: a launch, booster, astronaut, space station, fact or SWAPI resource.")
    static let starID = pathID(
        .string(minLength: 1, maxLength: Stars.idLimit), example: "5eb87d46ffd86e000604b388")
    /// A device receiving reminders: the id `GET /api/v1/reminders` lists.
    static let deviceID = pathID(.string(minLength: 1, maxLength: 16, pattern: "^[0-9a-f]+$"), example: "9f86d081884c7d65")
    static let dataset = OpenAPI.Parameter.path(
        name: "dataset", schema: choice(DatasetID.allCases.map(\.rawValue)),
        description: "The dataset; one this server does not refresh is a 404."
    )

    /// A query parameter; an optional one may be sent empty, which counts as absent (as a page's
    /// form sends a field left blank).
    static func query(
        _ name: String, _ schema: JSONSchema, _ description: String, required: Bool = false, example: AnyCodable? = nil
    ) -> OpenAPI.Parameter {
        .query(name: name, required: required, allowEmptyValue: !required, schema: withExample(schema, example), description: description)
    }

    static func pathID(_ schema: JSONSchema, example: AnyCodable) -> OpenAPI.Parameter {
        .path(name: "id", schema: withExample(schema, example), description: "The record's id.")
    }

    static func choice(_ values: [String]) -> JSONSchema {
        .string(allowedValues: values.map { AnyCodable($0) })
    }

    /// A text of at most the limit's characters (code points, as JSON Schema counts them).
    static func text(_ limit: TextLimit) -> JSONSchema {
        .string(maxLength: limit.characters.upperBound)
    }

    private static func withExample(_ schema: JSONSchema, _ example: AnyCodable?) -> JSONSchema {
        guard let example else { return schema }
        return withExamples(schema, [example])
    }

    /// The schema with examples (each checked against it by the tests).
    static func withExamples(_ schema: JSONSchema, _ examples: [AnyCodable]) -> JSONSchema {
        (try? schema.with(examples: examples)) ?? schema
    }
}
