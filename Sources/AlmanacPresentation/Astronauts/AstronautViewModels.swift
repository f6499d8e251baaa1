import AlmanacCore
import Foundation

extension Noun {
    public static let astronaut = Noun("astronaut")
    public static let station = Noun("space station")
    public static let flight = Noun("flight")
    public static let person = Noun("person", plural: "people")
}

extension AstronautQuery {
    /// The query as a link or form spells it; the default order is left out.
    public var queryItems: [(String, String?)] {
        [
            (InputField.search.rawValue, search), (InputField.agency.rawValue, agency), (InputField.nationality.rawValue, nationality),
            (InputField.astronautStatus.rawValue, condition?.rawValue), (InputField.sort.rawValue, sort == .flights ? nil : sort.rawValue),
            (InputField.page.rawValue, page.page == 1 ? nil : String(page.page)),
        ]
    }
}

/// A row of the astronauts list, the same for the page, the JSON API and the terminal.
public struct AstronautRowViewModel: Hashable, Sendable, Encodable {
    public let id: Int
    public let name: String
    /// "NASA", or nil.
    public let agency: String?
    /// "American", "American, Russian", or "—".
    public let nationalityText: String
    public let flightCount: Int
    /// "5 flights", "No flights yet".
    public let flightsText: String
    /// "First flight 5 Jun 2002", or nil.
    public let firstFlightText: String?
    /// "In space now", "Deceased", "Active", "Retired", or nil when the record does not tell.
    public let statusText: String?
    /// The portrait through the page's image route (the proxy), or as given in the API and CLI.
    public let imageURL: String?

    public init(_ astronaut: Astronaut, environment: PresentationEnvironment) {
        id = astronaut.id
        name = astronaut.name
        agency = astronaut.agency.map { $0.abbreviation ?? $0.name }
        nationalityText = astronaut.nationalities.isEmpty ? "—" : astronaut.nationalities.joined(separator: ", ")
        flightCount = astronaut.flights.count
        flightsText = astronaut.flights.isEmpty ? "No flights yet" : Noun.flight.count(astronaut.flights.count)
        firstFlightText = astronaut.firstFlight.map { "First flight \(DateText.day($0, in: environment.calendar))" }
        statusText = astronaut.condition?.label
        imageURL = astronaut.imageURL.map(environment.imageURL)
    }
}

/// One astronaut's page: who they are, for whom, their age or dates, every flight.
public struct AstronautDetailViewModel: Hashable, Sendable, Encodable {
    public let summary: AstronautRowViewModel
    public let biography: String?
    /// Label and value, in reading order; missing values are left out.
    public let facts: [LabelledFact]
    /// Oldest first; `launchID` is the launch page's id where the store holds the launch.
    public let flights: [Flight]

    public struct Flight: Hashable, Sendable, Encodable {
        public let name: String
        public let dateText: String
        public let launchID: String?
    }

    public init(_ profile: ShowAstronaut.Profile, environment: PresentationEnvironment) {
        let astronaut = profile.astronaut
        summary = AstronautRowViewModel(astronaut, environment: environment)
        biography = astronaut.biography
        let born = CivilDay(astronaut.birthDate)
        let died = CivilDay(astronaut.deathDate)
        let age = born.map { born in
            died.map { "Died aged \(born.years(until: $0))" } ?? "\(born.years(until: CivilDay(environment.now()))) years old"
        }
        facts = LabelledFact.present([
            ("Agency", astronaut.agency.map { agency in agency.abbreviation.map { "\(agency.name) (\($0))" } ?? agency.name }),
            ("Nationality", astronaut.nationalities.isEmpty ? nil : summary.nationalityText),
            ("Status", summary.statusText),
            ("Born", born?.text),
            ("Died", died?.text),
            ("Age", age),
            ("Flights", NumberText.grouped(astronaut.flights.count)),
            ("First flight", astronaut.firstFlight.map { DateText.day($0, in: environment.calendar) }),
            ("Last flight", astronaut.lastFlight.map { DateText.day($0, in: environment.calendar) }),
        ])
        flights = profile.flights.map { flight, launchID in
            Flight(
                name: flight.name, dateText: flight.date.map { DateText.day($0, in: environment.calendar) } ?? "date unknown",
                launchID: launchID)
        }
    }
}

/// How many are in space now, in words, as far as the data tells.
public struct InSpaceViewModel: Hashable, Sendable, Encodable {
    public let total: Int
    /// "11 people are in space now".
    public let headline: String
    /// "8 aboard the International Space Station", "3 aboard the Tiangong space station".
    public let aboard: [String]
    /// The people the records flag as in space, by name (none in a cut-down capture).
    public let named: [Person]

    public struct Person: Hashable, Sendable, Encodable {
        public let id: Int
        public let name: String
    }

    public init(_ now: InSpaceNow) {
        total = now.total
        headline =
            now.total == 0
            ? "Nobody is in space, as far as the stored data tells" : "\(Noun.person.count(now.total)) \(now.total == 1 ? "is" : "are") in space now"
        aboard = now.aboard.map { "\($0.count) aboard the \($0.station)" }
        named = now.named.map { Person(id: $0.id, name: $0.name) }
    }
}

/// A row of the stations list.
public struct StationRowViewModel: Hashable, Sendable, Encodable {
    public let id: Int
    public let name: String
    /// "Active", "De-Orbited".
    public let statusText: String
    /// "1998 – today", "1986 – 2001".
    public let yearsText: String
    /// "8 on board", or nil when nobody is.
    public let onboardText: String?
    public let ownersText: String
    public let imageURL: String?

    public init(_ station: SpaceStation, environment: PresentationEnvironment) {
        id = station.id
        name = station.name
        statusText = station.status ?? "unknown"
        let from = CivilDay(station.founded).map { String($0.year) } ?? "?"
        let to = CivilDay(station.deorbited).map { String($0.year) } ?? (station.isActive ? "today" : "?")
        yearsText = "\(from) – \(to)"
        onboardText = station.onboardCrew.flatMap { $0 > 0 ? "\($0) on board" : nil }
        ownersText = station.owners.isEmpty ? "—" : station.owners.joined(separator: ", ")
        imageURL = station.imageURL.map(environment.imageURL)
    }
}

/// One station's page: what it is, who is aboard, what is docked and who those vehicles brought.
public struct StationDetailViewModel: Hashable, Sendable, Encodable {
    public let summary: StationRowViewModel
    public let description: String?
    public let facts: [LabelledFact]
    public let expeditions: [Expedition]
    /// Newest docking first.
    public let docked: [Docked]

    public struct Expedition: Hashable, Sendable, Encodable {
        public let name: String
        /// "9 Dec 2025 – 26 Jul 2026".
        public let datesText: String
        public let crew: [LaunchDetailViewModel.CrewMember]
    }

    public struct Docked: Hashable, Sendable, Encodable {
        public let port: String
        public let spacecraft: String
        /// Its kind's page id, where the record says.
        public let spacecraftID: Int?
        public let dockedText: String?
        /// The launch that brought it: its page's id where the store holds it, and its name.
        public let launchID: String?
        public let launchName: String?
        /// Who that launch carried (as launched: not necessarily aboard now).
        public let launchedCrew: [LaunchDetailViewModel.CrewMember]
    }

    public init(_ profile: ShowStation.Profile, environment: PresentationEnvironment) {
        let station = profile.station
        summary = StationRowViewModel(station, environment: environment)
        description = station.summary
        let day = { (date: Date?) in date.map { DateText.day($0, in: environment.calendar) } }
        facts = LabelledFact.present([
            ("Status", station.status),
            ("On board", station.onboardCrew.map { Noun.person.count($0) }),
            ("Founded", CivilDay(station.founded)?.text),
            ("De-orbited", CivilDay(station.deorbited)?.text),
            ("Orbit", station.orbit),
            ("Owners", station.owners.isEmpty ? nil : summary.ownersText),
            ("Mass", station.mass.map { "\(NumberText.decimal($0)) t" }),
            ("Volume", station.volume.map { "\(NumberText.decimal($0)) m³" }),
            ("Height", station.height.map { "\(NumberText.decimal($0)) m" }),
            ("Width", station.width.map { "\(NumberText.decimal($0)) m" }),
        ])
        expeditions = station.expeditions.map { expedition in
            Expedition(
                name: expedition.name, datesText: "\(day(expedition.start) ?? "?") – \(day(expedition.end) ?? "ongoing")",
                crew: expedition.crew.map(LaunchDetailViewModel.CrewMember.init(_:)))
        }
        docked = profile.docked.map { vehicle, launch in
            Docked(
                port: vehicle.port, spacecraft: vehicle.spacecraft, spacecraftID: vehicle.spacecraftID, dockedText: day(vehicle.dockedAt),
                launchID: launch?.id,
                launchName: launch?.name ?? vehicle.launchName,
                launchedCrew: (launch?.launchLibrary?.crew ?? []).map(LaunchDetailViewModel.CrewMember.init(_:)))
        }
    }
}

/// The stations list as the API and the terminal give it: who is in space, the stations in
/// orbit, then the former ones.
public struct StationsViewModel: Hashable, Sendable, Encodable {
    public let inSpace: InSpaceViewModel
    public let active: [StationRowViewModel]
    public let former: [StationRowViewModel]

    public init(_ listing: BrowseStations.Listing, environment: PresentationEnvironment) {
        inSpace = InSpaceViewModel(listing.inSpace)
        active = listing.active.map { StationRowViewModel($0, environment: environment) }
        former = listing.former.map { StationRowViewModel($0, environment: environment) }
    }
}
