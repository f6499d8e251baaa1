import AlmanacCore
import Foundation

/// A booster in the list: "B1067 · Active · 37 flights · 36 landings · 2020–2026".
public struct BoosterRowViewModel: Hashable, Sendable, Encodable {
    public let serial: String
    /// "active", "lost", "expended", "new".
    public let status: String
    /// "Active", "Lost", "Expended", "Not flown yet".
    public let statusText: String
    public let flights: Int
    /// How many of its flights the store holds (launches in it that named the booster).
    public let storedFlights: Int
    /// Landings among the flights the store holds.
    public let landings: Int
    /// "37 flights", "1 flight"; "34 flights, 1 of them in this store" when the store lacks some.
    public let flightsText: String
    /// "37", or "34 (1 here)" for a column.
    public let flightsShortText: String
    public let landingsText: String
    public let firstFlight: String?
    public let lastFlight: String?
    /// "4 Jun 2020", in the viewer's zone.
    public let firstFlightText: String?
    public let lastFlightText: String?
    /// Its next launch, when one is planned.
    public let next: LaunchRowViewModel?

    public init(_ booster: Booster, environment: PresentationEnvironment) {
        serial = booster.serial
        status = booster.status.rawValue
        statusText = Self.words(booster.status)
        flights = booster.flightCount
        storedFlights = booster.flown.count
        landings = booster.landings
        // What the store lacks is said, not hidden under a count its list does not show.
        let complete = booster.flown.count >= booster.flightCount
        flightsText =
            complete
            ? Noun("flight").count(booster.flightCount)
            : "\(Noun("flight").count(booster.flightCount)), \(NumberText.grouped(booster.flown.count)) of them in this store"
        flightsShortText =
            complete
            ? NumberText.grouped(booster.flightCount) : "\(NumberText.grouped(booster.flightCount)) (\(NumberText.grouped(booster.flown.count)) here)"
        landingsText = Noun("landing").count(booster.landings)
        firstFlight = booster.firstFlight.map(DateText.iso8601)
        lastFlight = booster.lastFlight.map(DateText.iso8601)
        // The store's first flight of a booster it lacks earlier flights of is not its first.
        firstFlightText = booster.firstFlight.map { date in
            let day = DateText.day(date, in: environment.calendar)
            return complete ? day : "before \(day) (its first in this store)"
        }
        lastFlightText = booster.lastFlight.map { DateText.day($0, in: environment.calendar) }
        next = booster.nextFlight.map { LaunchRowViewModel(.init(launch: $0.launch, rocket: nil), environment: environment) }
    }

    static func words(_ status: BoosterStatus) -> String {
        switch status {
        case .new: "Not flown yet"
        case .active: "Active"
        case .lost: "Lost"
        case .expended: "Expended"
        }
    }
}

/// One booster with every launch in the store it flew or is to fly, oldest first.
public struct BoosterDetailViewModel: Hashable, Sendable, Encodable {
    public let summary: BoosterRowViewModel
    public let flights: [Flight]

    /// A launch of the booster, and how it went for the booster.
    public struct Flight: Hashable, Sendable, Encodable {
        public let launch: LaunchRowViewModel
        public let stage: BoosterFlightViewModel
    }

    public init(_ booster: Booster, environment: PresentationEnvironment) {
        summary = BoosterRowViewModel(booster, environment: environment)
        flights = booster.flights.map {
            Flight(
                launch: LaunchRowViewModel(.init(launch: $0.launch, rocket: nil), environment: environment), stage: BoosterFlightViewModel($0.stage))
        }
    }
}
