import AlmanacCore
import GraphQL
import OrderedCollections

/// Launches, rockets, launch sites, boosters and the company, in swapi-graphql's style: camel-case
/// fields, Relay connections for lists, global ids on the records a client refetches (`node`).
final class LaunchGraphTypes: Sendable {
    static let launchName = "Launch"
    static let rocketName = "Rocket"

    let launch: GraphQLObjectType
    let rocket: GraphQLObjectType
    let launchpad: GraphQLObjectType
    let company: GraphQLObjectType
    let booster: GraphQLObjectType

    init(relay: RelayTypes) throws {
        launchpad = try Self.launchpadType()
        rocket = try Self.rocketType(relay: relay)
        let stage = try Self.boosterFlightType()
        launch = try Self.launchType(relay: relay, rocket: rocket, launchpad: launchpad, stage: stage)
        company = try Self.companyType()
        booster = try Self.boosterType()
    }

    private static func launchType(
        relay: RelayTypes, rocket: GraphQLObjectType, launchpad: GraphQLObjectType, stage: GraphQLObjectType
    ) throws -> GraphQLObjectType {
        let failure = try GraphQLObjectType(
            name: "LaunchFailure", description: "Why a launch failed, as SpaceX recorded it.",
            fields: [
                "time": GraphField.value(LaunchFailure.self, GraphQLInt, "Seconds after lift-off.") { $0.time },
                "altitude": GraphField.value(LaunchFailure.self, GraphQLInt, "Kilometres.") { $0.altitude },
                "reason": GraphField.value(LaunchFailure.self, GraphQLString) { $0.reason },
            ])
        let crewMember = try GraphQLObjectType(
            name: "CrewMember", description: "One person on a crewed launch (Launch Library 2).",
            fields: [
                "name": GraphField.value(CrewAssignment.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "role": GraphField.value(CrewAssignment.self, GraphQLString, "Commander, Pilot, Mission Specialist…") { $0.role },
                "astronautID": GraphField.value(CrewAssignment.self, GraphQLInt, "Their record (`astronaut(astronautID:)`).") {
                    $0.astronautID
                },
            ])
        let vehicle = try GraphQLObjectType(
            name: "LaunchSpacecraft", description: "A spacecraft a launch carried, where its record names it (Launch Library 2).",
            fields: [
                "name": GraphField.value(SpacecraftVehicle.self, GraphQLString, "The vehicle: Crew Dragon Freedom.") { $0.name },
                "spacecraftID": GraphField.value(SpacecraftVehicle.self, GraphQLInt, "Its kind (`spacecraft(spacecraftID:)`).") {
                    $0.configurationID
                },
                "spacecraftName": GraphField.value(SpacecraftVehicle.self, GraphQLString, "Its kind's name: Crew Dragon 2.") {
                    $0.configurationName
                },
            ])
        let timelineEvent = try LaunchDayGraphTypes.timelineEvent()
        let webcast = try LaunchDayGraphTypes.webcast()
        let padWeather = try LaunchDayGraphTypes.padWeather()
        return try GraphQLObjectType(
            name: launchName, description: "A SpaceX launch, from the SpaceX API and Launch Library 2.",
            fields: [
                "id": GraphField.value(Launch.self, GraphQLNonNull(GraphQLID), "The ID of an object") {
                    GlobalID(type: "launches", id: $0.id).encoded
                },
                "launchID": GraphField.value(Launch.self, GraphQLNonNull(GraphQLString), "The id in Almanac's URLs and API.") { $0.id },
                "name": GraphField.value(Launch.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "flightNumber": GraphField.value(Launch.self, GraphQLInt) { $0.flightNumber },
                "date": GraphField.value(Launch.self, GraphQLNonNull(GraphQLString), "ISO 8601, UTC; only as exact as `datePrecision`.") {
                    $0.date.graphText
                },
                "datePrecision": GraphField.value(
                    Launch.self, GraphQLNonNull(GraphQLString), "minute, hour, day, month, quarter, half, year or decade."
                ) {
                    $0.datePrecision.rawValue
                },
                "upcoming": GraphField.value(Launch.self, GraphQLNonNull(GraphQLBoolean)) { $0.isUpcoming },
                "success": GraphField.value(Launch.self, GraphQLBoolean) { $0.success },
                "outcome": GraphField.value(Launch.self, GraphQLNonNull(GraphQLString), "success, failure, upcoming or unknown.") {
                    $0.outcome.rawValue
                },
                "details": GraphField.value(Launch.self, GraphQLString) { $0.details },
                "failures": GraphField.value(Launch.self, GraphQLList(failure)) { $0.failures },
                "provider": GraphField.value(Launch.self, GraphQLString, "Who flew it (the `provider` argument takes this name).") {
                    $0.provider?.name
                },
                "providerCountries": GraphField.value(Launch.self, GraphQLList(GraphQLString), "The provider's countries, ISO 3166 alpha-3.") {
                    $0.provider?.countryCodes
                },
                "rocketName": GraphField.value(Launch.self, GraphQLString, "The rocket as the source names it, whatever the catalogue holds.") {
                    $0.launchLibrary?.rocketName
                },
                "launcherID": GraphField.value(Launch.self, GraphQLString, "Its rocket among every provider's (`launcher`).") {
                    $0.launchLibrary?.rocketName.map(Launcher.id(named:))
                },
                "siteID": GraphField.value(Launch.self, GraphQLInt, "The site it left from (`launchSite`).") { $0.launchLibrary?.locationID },
                "rocket": GraphField.of(Launch.self, rocket) { launch, _, context in try await context.launches.rocket(id: launch.rocketID) },
                "launchpad": GraphField.of(Launch.self, launchpad) { launch, _, context in
                    try await context.launches.launchpad(id: launch.launchpadID)
                },
                "boosters": GraphField.value(Launch.self, GraphQLList(stage), "The first stages that flew, with their landings.") {
                    $0.boosters
                },
                "crew": GraphField.value(Launch.self, GraphQLList(crewMember), "Who flew on it, with their roles, where the record names them.") {
                    $0.launchLibrary?.crew ?? []
                },
                "spacecraft": GraphField.value(Launch.self, GraphQLList(vehicle), "The spacecraft it carried, where the record names them.") {
                    $0.launchLibrary?.spacecraft ?? []
                },
                "webcast": GraphField.value(Launch.self, GraphQLString) { $0.links.webcast ?? $0.launchLibrary?.webcastURL },
                "webcasts": GraphField.value(Launch.self, GraphQLList(webcast), "Every stream Launch Library 2 lists, its first choice first.") {
                    $0.launchLibrary?.webcasts ?? []
                },
                "webcastLive": GraphField.value(Launch.self, GraphQLBoolean, "Whether a webcast was live at the last refresh.") {
                    $0.launchLibrary?.isWebcastLive
                },
                "timeline": GraphField.value(Launch.self, GraphQLList(timelineEvent), "The countdown and flight events, in time order.") {
                    $0.launchLibrary?.timeline ?? []
                },
                "padWeather": GraphField.of(Launch.self, padWeather, "The forecast at its pad, for a launch ahead within 16 days.") {
                    launch, _, context in
                    guard let forecast = try await context.services.launches.show(id: launch.id).padForecast else { return nil }
                    let hours = forecast.hours(around: launch)
                    return hours.isEmpty ? nil : PadForecast(padID: forecast.padID, day: forecast.day, hours: hours, fetchedAt: forecast.fetchedAt)
                },
                "article": GraphField.value(Launch.self, GraphQLString) { $0.links.article },
                "wikipedia": GraphField.value(Launch.self, GraphQLString) { $0.links.wikipedia },
                "patch": GraphField.value(Launch.self, GraphQLString, "The mission patch's image URL.") {
                    $0.links.patchLarge ?? $0.links.patchSmall
                },
                "status": GraphField.value(Launch.self, GraphQLString, "Launch Library 2's status, in words.") {
                    $0.launchLibrary?.status?.words
                },
                "missionDescription": GraphField.value(Launch.self, GraphQLString) { $0.launchLibrary?.missionDescription },
                "missionType": GraphField.value(Launch.self, GraphQLString) { $0.launchLibrary?.missionType },
                "orbit": GraphField.value(Launch.self, GraphQLString) { $0.launchLibrary?.orbit },
                "windowStart": GraphField.value(Launch.self, GraphQLString) { $0.launchLibrary?.windowStart?.graphText },
                "windowEnd": GraphField.value(Launch.self, GraphQLString) { $0.launchLibrary?.windowEnd?.graphText },
                "probability": GraphField.value(Launch.self, GraphQLInt, "Launch Library 2's chance of good weather, in percent.") {
                    $0.launchLibrary?.probability
                },
            ],
            interfaces: [relay.node])
    }

    private static func rocketType(relay: RelayTypes) throws -> GraphQLObjectType {
        try GraphQLObjectType(
            name: rocketName, description: "A SpaceX rocket.",
            fields: [
                "id": GraphField.value(Rocket.self, GraphQLNonNull(GraphQLID), "The ID of an object") {
                    GlobalID(type: "rockets", id: $0.id).encoded
                },
                "rocketID": GraphField.value(Rocket.self, GraphQLNonNull(GraphQLString), "The id in Almanac's URLs and API.") { $0.id },
                "name": GraphField.value(Rocket.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "type": GraphField.value(Rocket.self, GraphQLString) { $0.type },
                "active": GraphField.value(Rocket.self, GraphQLBoolean) { $0.isActive },
                "stages": GraphField.value(Rocket.self, GraphQLInt) { $0.stages },
                "boosters": GraphField.value(Rocket.self, GraphQLInt) { $0.boosters },
                "costPerLaunch": GraphField.value(Rocket.self, GraphQLFloat, "US dollars.") { $0.costPerLaunch.map(Double.init) },
                "successRatePercent": GraphField.value(Rocket.self, GraphQLInt) { $0.successRatePercent },
                "firstFlight": GraphField.value(Rocket.self, GraphQLString, "YYYY-MM-DD.") { $0.firstFlight },
                "country": GraphField.value(Rocket.self, GraphQLString) { $0.country },
                "company": GraphField.value(Rocket.self, GraphQLString) { $0.company },
                "description": GraphField.value(Rocket.self, GraphQLString) { $0.description },
                "wikipedia": GraphField.value(Rocket.self, GraphQLString) { $0.wikipedia },
                "height": GraphField.value(Rocket.self, GraphQLFloat, "Metres.") { $0.heightMeters },
                "diameter": GraphField.value(Rocket.self, GraphQLFloat, "Metres.") { $0.diameterMeters },
                "mass": GraphField.value(Rocket.self, GraphQLFloat, "Kilograms.") { $0.massKilograms },
                "images": GraphField.value(Rocket.self, GraphQLList(GraphQLString)) { $0.images },
            ],
            interfaces: [relay.node])
    }

    private static func launchpadType() throws -> GraphQLObjectType {
        try GraphQLObjectType(
            name: "Launchpad", description: "A launch site.",
            fields: [
                "launchpadID": GraphField.value(Launchpad.self, GraphQLNonNull(GraphQLString)) { $0.id },
                "name": GraphField.value(Launchpad.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "fullName": GraphField.value(Launchpad.self, GraphQLString) { $0.fullName },
                "locality": GraphField.value(Launchpad.self, GraphQLString) { $0.locality },
                "region": GraphField.value(Launchpad.self, GraphQLString) { $0.region },
                "timeZone": GraphField.value(Launchpad.self, GraphQLString) { $0.timeZone },
                "status": GraphField.value(Launchpad.self, GraphQLString) { $0.status },
                "details": GraphField.value(Launchpad.self, GraphQLString) { $0.details },
            ])
    }

    private static func boosterFlightType() throws -> GraphQLObjectType {
        try GraphQLObjectType(
            name: "BoosterFlight", description: "One first stage on one launch, and how it came back.",
            fields: [
                "serial": GraphField.value(BoosterFlight.self, GraphQLString) { $0.serial },
                "flightNumber": GraphField.value(BoosterFlight.self, GraphQLInt, "This booster's flight count on this launch.") {
                    $0.flightNumber
                },
                "reused": GraphField.value(BoosterFlight.self, GraphQLBoolean) { $0.reused },
                "role": GraphField.value(BoosterFlight.self, GraphQLString) { $0.role },
                "landingAttempted": GraphField.value(BoosterFlight.self, GraphQLBoolean) { $0.landing?.attempted },
                "landingSucceeded": GraphField.value(BoosterFlight.self, GraphQLBoolean) { $0.landing?.succeeded },
                "landingPlace": GraphField.value(BoosterFlight.self, GraphQLString) { $0.landing?.place },
                "landingKind": GraphField.value(BoosterFlight.self, GraphQLString) { $0.landing?.kind },
                "turnaroundDays": GraphField.value(BoosterFlight.self, GraphQLInt) { $0.turnaroundDays },
            ])
    }

    private static func boosterType() throws -> GraphQLObjectType {
        try GraphQLObjectType(
            name: "Booster", description: "A first stage and its flights.",
            fields: [
                "serial": GraphField.value(Booster.self, GraphQLNonNull(GraphQLString)) { $0.serial },
                "status": GraphField.value(Booster.self, GraphQLString) { $0.status.rawValue },
                "flightCount": GraphField.value(Booster.self, GraphQLInt) { $0.flightCount },
                "landings": GraphField.value(Booster.self, GraphQLInt) { $0.landings },
                "firstFlight": GraphField.value(Booster.self, GraphQLString) { $0.firstFlight?.graphText },
                "lastFlight": GraphField.value(Booster.self, GraphQLString) { $0.lastFlight?.graphText },
                "launchIDs": GraphField.value(Booster.self, GraphQLList(GraphQLString), "Its launches, oldest first.") {
                    $0.flights.map(\.launch.id)
                },
            ])
    }

    private static func companyType() throws -> GraphQLObjectType {
        let link = try GraphQLObjectType(
            name: "NamedLink",
            fields: [
                "name": GraphField.value(NamedLink.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "url": GraphField.value(NamedLink.self, GraphQLNonNull(GraphQLString)) { $0.url },
            ])
        return try GraphQLObjectType(
            name: "Company", description: "SpaceX, the company.",
            fields: [
                "name": GraphField.value(Company.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "founder": GraphField.value(Company.self, GraphQLString) { $0.founder },
                "founded": GraphField.value(Company.self, GraphQLInt) { $0.founded },
                "employees": GraphField.value(Company.self, GraphQLInt) { $0.employees },
                "vehicles": GraphField.value(Company.self, GraphQLInt) { $0.vehicles },
                "launchSites": GraphField.value(Company.self, GraphQLInt) { $0.launchSites },
                "testSites": GraphField.value(Company.self, GraphQLInt) { $0.testSites },
                "ceo": GraphField.value(Company.self, GraphQLString) { $0.ceo },
                "cto": GraphField.value(Company.self, GraphQLString) { $0.cto },
                "coo": GraphField.value(Company.self, GraphQLString) { $0.coo },
                "ctoPropulsion": GraphField.value(Company.self, GraphQLString) { $0.ctoPropulsion },
                "valuation": GraphField.value(Company.self, GraphQLFloat, "US dollars.") { Double($0.valuation) },
                "summary": GraphField.value(Company.self, GraphQLString) { $0.summary },
                "headquarters": GraphField.value(Company.self, GraphQLString) { company in
                    company.headquarters.map { [$0.address, $0.city, $0.state].compactMap { $0 }.joined(separator: ", ") }
                },
                "links": GraphField.value(Company.self, GraphQLList(link)) { $0.links },
            ])
    }
}
