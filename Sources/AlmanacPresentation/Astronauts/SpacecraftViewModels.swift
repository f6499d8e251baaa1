import AlmanacCore
import Foundation

extension Noun {
    public static let spacecraft = Noun("spacecraft", plural: "spacecraft")
}

/// A row of the spacecraft list, the same for the page, the JSON API and the terminal.
public struct SpacecraftRowViewModel: Hashable, Sendable, Encodable {
    public let id: Int
    public let name: String
    /// "Capsule", "Spaceplane", or nil.
    public let type: String?
    public let agency: String?
    public let inUse: Bool
    public let humanRated: Bool?
    /// "In use" or "Retired".
    public let statusText: String
    /// "Crew of 4", "Uncrewed", or nil when the record does not say.
    public let crewText: String?
    /// "22 launches", or nil when the record does not count them.
    public let launchesText: String?
    public let imageURL: String?

    public init(_ spacecraft: Spacecraft, environment: PresentationEnvironment) {
        id = spacecraft.id
        name = spacecraft.name
        type = spacecraft.type
        agency = spacecraft.agency
        inUse = spacecraft.inUse
        humanRated = spacecraft.humanRated
        statusText = spacecraft.inUse ? "In use" : "Retired"
        crewText =
            switch (spacecraft.humanRated, spacecraft.crewCapacity) {
            case (true, let crew?): "Crew of \(crew)"
            case (true, nil): "Crewed"
            case (false, _): "Uncrewed"
            case (nil, let crew?): "Crew of \(crew)"
            case (nil, nil): nil
            }
        launchesText = spacecraft.launchCount.map { Noun.launch.count($0) }
        imageURL = spacecraft.imageURL.map(environment.imageURL)
    }
}

/// The spacecraft list: in use, then retired.
public struct SpacecraftListViewModel: Hashable, Sendable, Encodable {
    public let inUse: [SpacecraftRowViewModel]
    public let retired: [SpacecraftRowViewModel]

    public init(_ listing: BrowseSpacecraft.Listing, environment: PresentationEnvironment) {
        inUse = listing.inUse.map { SpacecraftRowViewModel($0, environment: environment) }
        retired = listing.retired.map { SpacecraftRowViewModel($0, environment: environment) }
    }
}

/// One kind of spacecraft: what it does, its figures, the stored launches that carried one and
/// where one is docked now.
public struct SpacecraftDetailViewModel: Hashable, Sendable, Encodable {
    public let summary: SpacecraftRowViewModel
    public let capability: String?
    /// Its description, and its history where that says more.
    public let description: [String]
    public let facts: [LabelledFact]
    /// Newest first.
    public let flights: [Flight]
    public let docked: [Docked]
    /// "Launch Library 2 counts 22 launches; the store's records name it on 3." Nil when they agree.
    public let flightsNote: String?
    public let wikiURL: String?

    public struct Flight: Hashable, Sendable, Encodable {
        public let launchID: String
        public let name: String
        public let dateText: String
        /// "Crew Dragon Freedom", where the record names the vehicle.
        public let vehicle: String?
    }

    public struct Docked: Hashable, Sendable, Encodable {
        public let stationID: Int
        public let station: String
        public let port: String
        public let vehicle: String
    }

    public init(_ profile: ShowSpacecraft.Profile, environment: PresentationEnvironment) {
        let spacecraft = profile.spacecraft
        summary = SpacecraftRowViewModel(spacecraft, environment: environment)
        capability = spacecraft.capability
        description = [spacecraft.details, spacecraft.history].compactMap { $0 }.reduce(into: []) { kept, text in
            if !kept.contains(where: { $0.hasPrefix(text) || text.hasPrefix($0) }) { kept.append(text) }
        }
        let outcomes = [
            spacecraft.successfulLaunches.map { "\(NumberText.grouped($0)) successful" },
            spacecraft.failedLaunches.flatMap { $0 > 0 ? "\(NumberText.grouped($0)) failed" : nil },
        ].compactMap { $0 }
        facts = LabelledFact.present([
            ("Type", spacecraft.type),
            ("Built by", spacecraft.agency),
            ("Status", summary.statusText),
            ("Crew", summary.crewText),
            ("Maiden flight", CivilDay(spacecraft.maidenFlight)?.text),
            ("Launches", spacecraft.launchCount.map { NumberText.grouped($0) + (outcomes.isEmpty ? "" : " (\(outcomes.joined(separator: ", ")))") }),
            ("Vehicles flown", spacecraft.vehiclesFlown.flatMap { $0 > 0 ? NumberText.grouped($0) : nil }),
            ("Height", spacecraft.height.map { "\(NumberText.decimal($0)) m" }),
            ("Diameter", spacecraft.diameter.map { "\(NumberText.decimal($0)) m" }),
            ("Payload", spacecraft.payloadCapacity.flatMap { $0 > 0 ? "\(NumberText.grouped($0)) kg" : nil }),
            ("Payload back", spacecraft.payloadReturnCapacity.flatMap { $0 > 0 ? "\(NumberText.grouped($0)) kg" : nil }),
            ("Flight life", spacecraft.flightLife),
        ])
        flights = profile.flights.map { launch, vehicle in
            Flight(launchID: launch.id, name: launch.name, dateText: DateText.day(launch.date, in: environment.calendar), vehicle: vehicle)
        }
        docked = profile.docked.map { station, vehicle in
            Docked(stationID: station.id, station: station.name, port: vehicle.port, vehicle: vehicle.spacecraft)
        }
        let named = profile.flights.count
        flightsNote = spacecraft.launchCount.flatMap { total in
            switch named {
            case total: nil
            case 0:
                "Launch Library 2 counts \(Noun.launch.count(total)); none of the stored launch records names it, as only detailed records say which spacecraft flew."
            default:
                "Launch Library 2 counts \(Noun.launch.count(total)); the stored launch records name it on \(named), as only detailed records say which spacecraft flew."
            }
        }
        wikiURL = spacecraft.wikiURL
    }
}
