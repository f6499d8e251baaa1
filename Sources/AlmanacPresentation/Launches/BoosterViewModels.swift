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
    /// Landings among the flights the store holds.
    public let landings: Int
    /// "37 flights", "1 flight".
    public let flightsText: String
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
        landings = booster.landings
        flightsText = Noun("flight").count(booster.flightCount)
        landingsText = Noun("landing").count(booster.landings)
        firstFlight = booster.firstFlight.map(DateText.iso8601)
        lastFlight = booster.lastFlight.map(DateText.iso8601)
        firstFlightText = booster.firstFlight.map { DateText.day($0, in: environment.calendar) }
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
