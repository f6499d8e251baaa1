import AlmanacCore
import Foundation

/// A launch as `/v4/launches` sends it. Only what Almanac shows is decoded; the rest stays in the
/// verbatim document. Everything but id, name, flight number and date may be missing or null.
struct SpaceXLaunchDTO: Decodable {
    let id: String
    let name: String
    let flight_number: Double
    let date_utc: String?
    let date_unix: Double?
    let date_precision: String?
    let upcoming: Bool?
    let success: Bool?
    let rocket: String?
    let launchpad: String?
    let details: String?
    let failures: [Failure]?
    let links: Links?
    let launch_library_id: String?
    let cores: [Core]?

    /// A first stage on this launch; `core` and `landpad` are ids of `/v4/cores` and `/v4/landpads`.
    struct Core: Decodable {
        let core: String?
        let flight: Double?
        let reused: Bool?
        let landing_attempt: Bool?
        let landing_success: Bool?
        let landing_type: String?
        let landpad: String?
    }

    struct Failure: Decodable {
        let time: Double?
        let altitude: Double?
        let reason: String?
    }

    struct Links: Decodable {
        struct Patch: Decodable {
            let small: String?
            let large: String?
        }
        struct Reddit: Decodable {
            let campaign: String?
            let launch: String?
            let media: String?
            let recovery: String?
        }
        let patch: Patch?
        let reddit: Reddit?
        let presskit: String?
        let webcast: String?
        let youtube_id: String?
        let article: String?
        let wikipedia: String?
    }

    /// The launch on Almanac's terms, its cores named by `names` (the serials and landing places
    /// of `/v4/cores` and `/v4/landpads`, when they were fetched).
    func toDomain(names: SpaceXNames = SpaceXNames()) throws -> Launch {
        let flightNumber = try OutsideNumber.required(flight_number, "flight_number", of: "launch \(id)", in: 0...1_000_000)
        guard let date = Self.parseDate(date_utc) ?? date_unix.flatMap({ Plausible.number($0).map(Date.init(timeIntervalSince1970:)) }) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [], debugDescription: "launch \(id) has neither a readable date_utc nor date_unix"
                ))
        }
        guard Plausible.date(date) != nil else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [],
                    debugDescription:
                        "launch \(id) is dated \(date_utc ?? "\(date_unix ?? 0)"), outside \(Plausible.years.lowerBound)–\(Plausible.years.upperBound)"
                ))
        }
        return Launch(
            id: id, flightNumber: flightNumber, name: name, date: date,
            // An unknown precision is shown as a plain date rather than dropping the launch.
            datePrecision: date_precision.flatMap(DatePrecision.init(rawValue:)) ?? .day,
            isUpcoming: upcoming ?? (date > Date()), success: success,
            rocketID: rocket, launchpadID: launchpad, details: details?.nilIfBlank,
            failures: (failures ?? []).map {
                LaunchFailure(
                    time: OutsideNumber.optional($0.time, in: 0...1_000_000), altitude: OutsideNumber.optional($0.altitude, in: 0...1_000_000),
                    reason: $0.reason)
            },
            links: LaunchLinks(
                patchSmall: links?.patch?.small.nilIfBlank, patchLarge: links?.patch?.large.nilIfBlank,
                article: links?.article.nilIfBlank, wikipedia: links?.wikipedia.nilIfBlank,
                webcast: links?.webcast.nilIfBlank, youtubeID: links?.youtube_id.nilIfBlank,
                presskit: links?.presskit.nilIfBlank, redditCampaign: links?.reddit?.campaign.nilIfBlank,
                redditLaunch: links?.reddit?.launch.nilIfBlank, redditMedia: links?.reddit?.media.nilIfBlank,
                redditRecovery: links?.reddit?.recovery.nilIfBlank
            ),
            launchLibraryID: launch_library_id.nilIfBlank,
            cores: (cores ?? []).filter { $0.core != nil || $0.flight != nil || $0.landing_attempt != nil }.map { core in
                let place = core.landpad.flatMap { names.landpads[$0] }
                return BoosterFlight(
                    serial: core.core.flatMap { names.cores[$0] }, flightNumber: OutsideNumber.optional(core.flight, in: 1...1000),
                    reused: core.reused,
                    landing: Landing(
                        attempted: core.landing_attempt, succeeded: core.landing_success, place: place?.name,
                        placeAbbreviation: place?.abbreviation, kind: core.landing_type.nilIfBlank
                    )
                )
            }
        )
    }

    static func parseDate(_ text: String?) -> Date? {
        guard let text else { return nil }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle())
    }
}

extension Optional where Wrapped == String {
    /// nil for a missing, empty or blank string.
    var nilIfBlank: String? {
        guard let self, !self.allSatisfy(\.isWhitespace) else { return nil }
        return self
    }
}

extension String {
    var nilIfBlank: String? { Optional(self).nilIfBlank }
}
