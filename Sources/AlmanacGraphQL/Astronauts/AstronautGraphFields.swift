import AlmanacCore
import GraphQL
import OrderedCollections

/// Launch Library 2's astronauts, space stations and spacecraft: `allAstronauts`, filtered as
/// `GET /api/v1/astronauts` is (the same `AstronautQuery`), one `astronaut`, `allSpaceStations`,
/// one `spaceStation`, `peopleInSpace`, `allSpacecraft` and one `spacecraft`. A flight names the stored launch's id where the store
/// holds it, as the astronaut's page links it.
extension GraphSection {
    /// The astronauts', space stations' and spacecraft's fields, answered from `astronauts`.
    public static func astronauts(_ astronauts: AstronautUseCases) -> GraphSection {
        GraphSection { relay in try AstronautGraphFields.make(relay: relay, astronauts: astronauts) }
    }
}

enum AstronautGraphFields {
    static func make(relay: RelayTypes, astronauts use: AstronautUseCases) throws -> GraphQLFieldMap {
        let flight = try GraphQLObjectType(
            name: "AstronautFlight", description: "One flight of an astronaut.",
            fields: [
                "name": GraphField.value(FlightValue.self, GraphQLNonNull(GraphQLString)) { $0.flight.name },
                "date": GraphField.value(FlightValue.self, GraphQLString, "ISO 8601, UTC.") { $0.flight.date?.graphText },
                "launchID": GraphField.value(
                    FlightValue.self, GraphQLString, "The stored launch's id (`launch(launchID:)`); null when the store lacks it."
                ) {
                    $0.launchID
                },
            ])
        let astronaut = try GraphQLObjectType(
            name: "Astronaut", description: "A person who flew to space or trains to (Launch Library 2).",
            fields: [
                "astronautID": GraphField.value(Astronaut.self, GraphQLNonNull(GraphQLInt), "Launch Library 2's id.") { $0.id },
                "name": GraphField.value(Astronaut.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "nationalities": GraphField.value(Astronaut.self, GraphQLList(GraphQLString)) { $0.nationalities },
                "agency": GraphField.value(Astronaut.self, GraphQLString) { $0.agency?.name },
                "agencyAbbreviation": GraphField.value(Astronaut.self, GraphQLString) { $0.agency?.abbreviation },
                "birthDate": GraphField.value(Astronaut.self, GraphQLString, "A day, YYYY-MM-DD.") { $0.birthDate },
                "deathDate": GraphField.value(Astronaut.self, GraphQLString, "A day, YYYY-MM-DD.") { $0.deathDate },
                "biography": GraphField.value(Astronaut.self, GraphQLString) { $0.biography },
                "imageURL": GraphField.value(Astronaut.self, GraphQLString) { $0.imageURL },
                "status": GraphField.value(Astronaut.self, GraphQLString, "in-space, active, retired or deceased, where the record tells.") {
                    $0.condition?.rawValue
                },
                "flightCount": GraphField.value(Astronaut.self, GraphQLNonNull(GraphQLInt)) { $0.flights.count },
                "firstFlight": GraphField.value(Astronaut.self, GraphQLString, "ISO 8601, UTC.") { $0.firstFlight?.graphText },
                "lastFlight": GraphField.value(Astronaut.self, GraphQLString, "ISO 8601, UTC.") { $0.lastFlight?.graphText },
                "flights": GraphField.of(Astronaut.self, GraphQLList(flight), "Oldest first.") { astronaut, _, _ in
                    try await use.show(id: String(astronaut.id)).flights.map { FlightValue(flight: $0, launchID: $1) }
                },
            ])
        let docked = try GraphQLObjectType(
            name: "DockedVehicle", description: "A vehicle at a station's port, with the launch that brought it.",
            fields: [
                "port": GraphField.value(SpaceStation.DockedVehicle.self, GraphQLNonNull(GraphQLString)) { $0.port },
                "spacecraft": GraphField.value(SpaceStation.DockedVehicle.self, GraphQLNonNull(GraphQLString)) { $0.spacecraft },
                "dockedAt": GraphField.value(SpaceStation.DockedVehicle.self, GraphQLString, "ISO 8601, UTC.") { $0.dockedAt?.graphText },
                "launchName": GraphField.value(SpaceStation.DockedVehicle.self, GraphQLString) { $0.launchName },
                "spacecraftID": GraphField.value(SpaceStation.DockedVehicle.self, GraphQLInt, "Its kind (`spacecraft(spacecraftID:)`).") {
                    $0.spacecraftID
                },
                "launchLibraryLaunchID": GraphField.value(SpaceStation.DockedVehicle.self, GraphQLString, "Launch Library 2's launch id.") {
                    $0.launchID
                },
            ])
        let station = try GraphQLObjectType(
            name: "SpaceStation", description: "A space station (Launch Library 2): in orbit, de-orbited or decommissioned.",
            fields: [
                "stationID": GraphField.value(SpaceStation.self, GraphQLNonNull(GraphQLInt), "Launch Library 2's id.") { $0.id },
                "name": GraphField.value(SpaceStation.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "status": GraphField.value(SpaceStation.self, GraphQLString) { $0.status },
                "founded": GraphField.value(SpaceStation.self, GraphQLString, "A day, YYYY-MM-DD.") { $0.founded },
                "deorbited": GraphField.value(SpaceStation.self, GraphQLString, "A day, YYYY-MM-DD.") { $0.deorbited },
                "description": GraphField.value(SpaceStation.self, GraphQLString) { $0.summary },
                "orbit": GraphField.value(SpaceStation.self, GraphQLString) { $0.orbit },
                "owners": GraphField.value(SpaceStation.self, GraphQLList(GraphQLString)) { $0.owners },
                "onboardCrew": GraphField.value(SpaceStation.self, GraphQLInt, "How many are aboard, as Launch Library 2 counts them.") {
                    $0.onboardCrew
                },
                "docked": GraphField.value(SpaceStation.self, GraphQLList(docked)) { $0.docked },
            ])
        let flown = try GraphQLObjectType(
            name: "SpacecraftFlight", description: "A stored launch that carried one.",
            fields: [
                "launchID": GraphField.value(SpacecraftFlightValue.self, GraphQLNonNull(GraphQLString), "`launch(launchID:)`.") { $0.launch.id },
                "name": GraphField.value(SpacecraftFlightValue.self, GraphQLNonNull(GraphQLString)) { $0.launch.name },
                "date": GraphField.value(SpacecraftFlightValue.self, GraphQLNonNull(GraphQLString), "ISO 8601, UTC.") { $0.launch.date.graphText },
                "vehicle": GraphField.value(SpacecraftFlightValue.self, GraphQLString, "The vehicle: Crew Dragon Freedom.") { $0.vehicle },
            ])
        let spacecraft = try GraphQLObjectType(
            name: "Spacecraft", description: "A kind of spacecraft (Launch Library 2's configurations): Crew Dragon 2, Soyuz MS, Shenzhou.",
            fields: [
                "spacecraftID": GraphField.value(Spacecraft.self, GraphQLNonNull(GraphQLInt), "Launch Library 2's id.") { $0.id },
                "name": GraphField.value(Spacecraft.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "type": GraphField.value(Spacecraft.self, GraphQLString, "Capsule, Cargo Resupply, Spaceplane…") { $0.type },
                "agency": GraphField.value(Spacecraft.self, GraphQLString) { $0.agency },
                "inUse": GraphField.value(Spacecraft.self, GraphQLNonNull(GraphQLBoolean)) { $0.inUse },
                "humanRated": GraphField.value(Spacecraft.self, GraphQLBoolean) { $0.humanRated },
                "crewCapacity": GraphField.value(Spacecraft.self, GraphQLInt) { $0.crewCapacity },
                "capability": GraphField.value(Spacecraft.self, GraphQLString) { $0.capability },
                "details": GraphField.value(Spacecraft.self, GraphQLString) { $0.details },
                "history": GraphField.value(Spacecraft.self, GraphQLString) { $0.history },
                "maidenFlight": GraphField.value(Spacecraft.self, GraphQLString, "A day, YYYY-MM-DD.") { $0.maidenFlight },
                "launchCount": GraphField.value(Spacecraft.self, GraphQLInt, "Every launch Launch Library 2 counts.") { $0.launchCount },
                "imageURL": GraphField.value(Spacecraft.self, GraphQLString) { $0.imageURL },
                "flights": GraphField.of(
                    Spacecraft.self, GraphQLList(flown), "The stored launches whose records name it, newest first (detailed records only)."
                ) { spacecraft, _, _ in
                    try await use.oneSpacecraft(id: String(spacecraft.id)).flights.map {
                        SpacecraftFlightValue(launch: $0.launch, vehicle: $0.vehicle)
                    }
                },
            ])
        let astronauts = try relay.connection("Astronauts", of: astronaut, listField: "astronauts")
        var filters: GraphQLArgumentConfigMap = [:]
        for field in [InputField.search, .agency, .nationality, .astronautStatus, .sort] {
            filters[field.rawValue] = GraphQLArgument(type: GraphQLString, description: "As the JSON API's `\(field.rawValue)` parameter.")
        }
        return [
            "allAstronauts": RelayTypes.connectionField(
                Void.self, astronauts, "Astronauts, filtered and ordered as `GET /api/v1/astronauts` is.", arguments: filters
            ) { _, map, arguments, _ in
                let query = try AstronautQuery(
                    parsingSearch: map[InputField.search.rawValue].string, agency: map[InputField.agency.rawValue].string,
                    nationality: map[InputField.nationality.rawValue].string, status: map[InputField.astronautStatus.rawValue].string,
                    sort: map[InputField.sort.rawValue].string, page: nil, limit: nil)
                return ConnectionPage(try await use.browse.matching(query), arguments: arguments)
            },
            "astronaut": GraphField.of(Void.self, astronaut, args: ["astronautID": GraphQLArgument(type: GraphQLNonNull(GraphQLString))]) {
                _, map, _ in
                try await GraphField.orNil { try await use.show(id: map["astronautID"].string ?? "").astronaut }
            },
            "allSpaceStations": GraphField.of(Void.self, GraphQLList(station), "In orbit first, then the former ones.") { _, _, _ in
                let listing = try await use.stations()
                return listing.active + listing.former
            },
            "spaceStation": GraphField.of(Void.self, station, args: ["stationID": GraphQLArgument(type: GraphQLNonNull(GraphQLString))]) {
                _, map, _ in
                try await GraphField.orNil { try await use.station(id: map["stationID"].string ?? "").station }
            },
            "allSpacecraft": GraphField.of(Void.self, GraphQLList(spacecraft), "In use first, then the retired, each by name.") {
                _, _, _ in
                let listing = try await use.spacecraft()
                return listing.inUse + listing.retired
            },
            "spacecraft": GraphField.of(Void.self, spacecraft, args: ["spacecraftID": GraphQLArgument(type: GraphQLNonNull(GraphQLString))]) {
                _, map, _ in
                try await GraphField.orNil { try await use.oneSpacecraft(id: map["spacecraftID"].string ?? "").spacecraft }
            },
            "peopleInSpace": GraphField.of(Void.self, GraphQLNonNull(GraphQLInt), "How many are in space now, as the stored stations count them.") {
                _, _, _ in try await use.stations.inSpaceNow().total
            },
        ]
    }

    /// A stored launch that carried a spacecraft, with the vehicle's name.
    struct SpacecraftFlightValue: Sendable {
        let launch: Launch
        let vehicle: String?
    }

    /// A flight with the stored launch's id.
    struct FlightValue: Sendable {
        let flight: Astronaut.Flight
        let launchID: String?
    }
}
