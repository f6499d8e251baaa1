import AlmanacCore
import Foundation

/// A launch as Launch Library 2 sends it (2.2.0 `mode=detailed`, also the cut-down objects third
/// parties store and 2.3.0's image objects). Only id, name and `net` are required; every other
/// field may be missing, null or shaped differently, and is then read as missing: an odd status
/// or pad does not lose the launch.
struct LaunchLibraryDTO: Decodable {
    let id: String
    let name: String
    let net: String
    let status: Status?
    let net_precision: Precision?
    let window_start: String?
    let window_end: String?
    let probability: Double?
    let holdreason: String?
    let failreason: String?
    let last_updated: String?
    let r_spacex_api_id: String?
    let rocket: Rocket?
    let mission: Mission?
    let pad: Pad?
    let image: Image?
    let vidURLs: [Link]?
    let infoURLs: [Link]?
    let webcast_live: Bool?
    let weather_concerns: String?
    let agency_launch_attempt_count_year: Double?
    let pad_turnaround: String?
    let updates: [Update]?
    let launch_service_provider: Provider?
    let timeline: [Lenient<TimelineStep>]?

    private enum CodingKeys: String, CodingKey {
        case id, name, net, status, net_precision, window_start, window_end, probability, holdreason, failreason
        case last_updated, r_spacex_api_id, rocket, mission, pad, image, vidURLs, infoURLs
        case webcast_live, weather_concerns, agency_launch_attempt_count_year, pad_turnaround, updates
        case launch_service_provider, timeline
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func lenient<Value: Decodable>(_ key: CodingKeys) -> Value? { (try? container.decodeIfPresent(Value.self, forKey: key)) ?? nil }
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        net = try container.decode(String.self, forKey: .net)
        status = lenient(.status)
        net_precision = lenient(.net_precision)
        window_start = lenient(.window_start)
        window_end = lenient(.window_end)
        probability = lenient(.probability)
        holdreason = lenient(.holdreason)
        failreason = lenient(.failreason)
        last_updated = lenient(.last_updated)
        r_spacex_api_id = lenient(.r_spacex_api_id)
        rocket = lenient(.rocket)
        mission = lenient(.mission)
        pad = lenient(.pad)
        image = lenient(.image)
        vidURLs = lenient(.vidURLs)
        infoURLs = lenient(.infoURLs)
        webcast_live = lenient(.webcast_live)
        weather_concerns = lenient(.weather_concerns)
        agency_launch_attempt_count_year = lenient(.agency_launch_attempt_count_year)
        pad_turnaround = lenient(.pad_turnaround)
        updates = lenient(.updates)
        launch_service_provider = lenient(.launch_service_provider)
        timeline = lenient(.timeline)
    }

    struct Status: Decodable { let id: Double? }
    struct Precision: Decodable { let id: Double? }
    struct Rocket: Decodable {
        struct Configuration: Decodable {
            let name: String?
            let full_name: String?
            let family: String?
        }
        let configuration: Configuration?
        let launcher_stage: [Lenient<Stage>]?
        let spacecraft_stage: SpacecraftStages?
    }
    /// The spacecraft and its crew: one object in 2.2.0, a list in later releases; any other
    /// shape reads as none.
    struct SpacecraftStages: Decodable {
        struct Stage: Decodable {
            let launch_crew: [Lenient<CrewMember>]?
            let spacecraft: Lenient<Vehicle>?
        }
        /// The vehicle flown ("Crew Dragon Freedom") and its kind (`spacecraft_config`).
        struct Vehicle: Decodable {
            struct Configuration: Decodable {
                let id: Double?
                let name: String?
            }
            let name: String?
            let spacecraft_config: Lenient<Configuration>?
        }
        struct CrewMember: Decodable {
            struct Role: Decodable { let role: String? }
            struct Astronaut: Decodable {
                let id: Double?
                let name: String?
            }
            let role: Role?
            let astronaut: Astronaut?

            /// A role of another shape does not lose the person.
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                role = try? container.decodeIfPresent(Role.self, forKey: .role)
                astronaut = try container.decodeIfPresent(Astronaut.self, forKey: .astronaut)
            }
            private enum CodingKeys: String, CodingKey { case role, astronaut }
        }
        let stages: [Stage]

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let stage = try? container.decode(Stage.self) {
                stages = [stage]
            } else {
                stages = ((try? container.decode([Lenient<Stage>].self)) ?? []).compactMap(\.value)
            }
        }

        /// The vehicles named, each with its kind where the record gives it.
        var vehicles: [SpacecraftVehicle] {
            stages.compactMap { $0.spacecraft?.value }.compactMap { vehicle in
                let configuration = vehicle.spacecraft_config?.value
                let named = SpacecraftVehicle(
                    name: vehicle.name.nilIfBlank, configurationID: LaunchLibraryDTO.recordID(configuration?.id),
                    configurationName: configuration?.name.nilIfBlank)
                return named.displayName == nil ? nil : named
            }
        }

        /// Everyone named on board, in the record's order.
        var crew: [CrewAssignment] {
            stages.flatMap { $0.launch_crew ?? [] }.compactMap(\.value).compactMap { member in
                guard let name = member.astronaut?.name.nilIfBlank else { return nil }
                return CrewAssignment(astronautID: LaunchLibraryDTO.recordID(member.astronaut?.id), name: name, role: member.role?.role.nilIfBlank)
            }
        }
    }
    /// A first stage: `launcher` is the booster, `landing` how it came back.
    struct Stage: Decodable {
        struct Launcher: Decodable {
            let serial_number: String?
            let successful_landings: Double?
        }
        struct Landing: Decodable {
            struct Place: Decodable {
                let name: String?
                let abbrev: String?
            }
            let attempt: Bool?
            let success: Bool?
            let location: Place?
            let type: Place?
        }
        let type: String?
        let reused: Bool?
        let launcher_flight_number: Double?
        let turn_around_time_days: Double?
        let launcher: Launcher?
        let landing: Landing?
    }
    struct Mission: Decodable {
        struct Orbit: Decodable {
            let name: String?
            let abbrev: String?
        }
        let name: String?
        let description: String?
        let type: String?
        let orbit: Orbit?
    }
    struct Update: Decodable {
        let comment: String?
        let created_on: String?
        let created_by: String?
        let info_url: String?
    }
    struct Pad: Decodable {
        struct Location: Decodable {
            let id: Double?
            let name: NameOrObject?
            let country_code: String?
            let timezone_name: String?
            let map_image: String?
        }
        let id: Double?
        let name: String?
        let location: Location?
        /// Sent as text ("28.56194122"); numbers are read too.
        let latitude: LenientNumber?
        let longitude: LenientNumber?
        let map_image: String?
        let wiki_url: String?

        /// Its coordinates, site country, time zone and maps; a cut-down copy keeps the site's
        /// fields in the object it put in `location.name`.
        var place: LaunchPlace? {
            let site = location?.name?.site
            let place = LaunchPlace(
                latitude: latitude?.value.flatMap { Plausible.number($0, in: -90...90) },
                longitude: longitude?.value.flatMap { Plausible.number($0, in: -180...180) },
                padMapImageURL: map_image.nilIfBlank, padWikiURL: wiki_url.nilIfBlank,
                countryCode: (location?.country_code ?? site?.country_code).nilIfBlank,
                timeZone: (location?.timezone_name ?? site?.timezone_name).nilIfBlank,
                siteMapImageURL: (location?.map_image ?? site?.map_image).nilIfBlank)
            return place
                == LaunchPlace(
                    latitude: nil, longitude: nil, padMapImageURL: nil, padWikiURL: nil, countryCode: nil, timeZone: nil, siteMapImageURL: nil)
                ? nil : place
        }
    }
    /// A number sent as a number or as its text; anything else is missing.
    struct LenientNumber: Decodable {
        let value: Double?
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            value = (try? container.decode(Double.self)) ?? (try? container.decode(String.self)).flatMap { Double($0) }
        }
    }
    /// The launch service provider; cut-down copies send no `country_code`.
    struct Provider: Decodable {
        let id: Double?
        let name: String?
        let abbrev: String?
        let country_code: String?
    }
    /// One of `vidURLs` or `infoURLs`; a field of another shape is read as missing, not the link.
    struct Link: Decodable {
        let url: String?
        let priority: Double?
        let title: String?
        let publisher: String?
        /// A webcast's `language.name`, `type.name`, `start_time` and `end_time`.
        let language: String?
        let kind: String?
        let start_time: String?
        let end_time: String?

        private enum CodingKeys: String, CodingKey { case url, priority, title, publisher, language, type, start_time, end_time }
        private struct Named: Decodable { let name: String? }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func lenient<Value: Decodable>(_ key: CodingKeys) -> Value? { (try? container.decodeIfPresent(Value.self, forKey: key)) ?? nil }
            url = lenient(.url)
            priority = lenient(.priority)
            title = lenient(.title)
            publisher = lenient(.publisher)
            language = (lenient(.language) as Named?)?.name
            kind = (lenient(.type) as Named?)?.name
            start_time = lenient(.start_time)
            end_time = lenient(.end_time)
        }
    }

    /// A value that is read as missing when it is not of the expected shape, so one odd element
    /// of a list does not lose the others.
    struct Lenient<Value: Decodable>: Decodable {
        let value: Value?
        init(from decoder: any Decoder) throws { value = try? Value(from: decoder) }
    }

    /// `pad.location.name` is a string from the API and, in one stored copy, the whole location
    /// object again.
    enum NameOrObject: Decodable {
        case name(String)
        case object(Site)

        /// The location object a cut-down copy puts where its name belongs.
        struct Site: Decodable {
            let name: String?
            let country_code: String?
            let timezone_name: String?
            let map_image: String?
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .name(text)
                return
            }
            self = .object(try container.decode(Site.self))
        }

        var text: String? {
            switch self {
            case .name(let text): text
            case .object(let site): site.name
            }
        }

        var site: Site? { if case .object(let site) = self { site } else { nil } }
    }

    /// 2.2.0 sends the image as a URL; 2.3.0 as an object with `image_url`.
    enum Image: Decodable {
        case url(String?)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .url(text)
                return
            }
            struct Object: Decodable { let image_url: String? }
            self = .url(try container.decode(Object.self).image_url)
        }

        var url: String? { if case .url(let text) = self { text } else { nil } }
    }

    /// The launch on Almanac's terms. `list` says what a missing status means: a launch of the
    /// previous list has happened. `providerCountries` (agency id → country codes) names the
    /// provider's country when the record does not.
    func toDomain(list: LaunchLibraryList, providerCountries: [Int: [String]] = [:]) throws -> Launch {
        guard let date = Self.parseDate(net), Plausible.date(date) != nil else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "launch \(id) has net \"\(net)\", not a plausible date"))
        }
        let status = status?.id.flatMap { Plausible.wholeNumber($0, in: 0...100) }.flatMap(LaunchStatus.init(rawValue:))
        let outcome = status?.outcome ?? (list == .upcoming ? .upcoming : .unknown)
        let mission = name.components(separatedBy: " | ").last.nilIfBlank ?? self.mission?.name.nilIfBlank ?? name
        let readableUpdates = Self.updates(updates)
        let details = LaunchLibraryDetails(
            id: id, status: status,
            windowStart: Self.parseDate(window_start), windowEnd: Self.parseDate(window_end),
            rocketName: rocket?.configuration?.full_name.nilIfBlank ?? rocket?.configuration?.name.nilIfBlank,
            padName: pad?.name.nilIfBlank, locationName: pad?.location?.name?.text.nilIfBlank,
            fullName: name, missionDescription: self.mission?.description.nilIfBlank,
            imageURL: image?.url.nilIfBlank, infoURL: Self.best(infoURLs), webcastURL: Self.best(vidURLs),
            probability: OutsideNumber.optional(probability, in: 0...100),
            holdReason: holdreason.nilIfBlank, failReason: failreason.nilIfBlank,
            spacexID: r_spacex_api_id.nilIfBlank, lastUpdated: Self.parseDate(last_updated),
            missionType: self.mission?.type.nilIfBlank, orbit: self.mission?.orbit?.name.nilIfBlank,
            orbitAbbreviation: self.mission?.orbit?.abbrev.nilIfBlank, webcasts: Self.webcasts(vidURLs), isWebcastLive: webcast_live,
            weatherConcerns: weather_concerns.nilIfBlank,
            yearLaunchCount: OutsideNumber.optional(agency_launch_attempt_count_year, in: 1...100_000),
            padTurnaround: pad_turnaround.flatMap(ISODuration.seconds).flatMap { Plausible.number($0, in: 0...1e10) },
            updates: readableUpdates.map { Array($0.prefix(LaunchLibraryDetails.keptUpdates)) },
            updateCount: readableUpdates.flatMap { $0.count > LaunchLibraryDetails.keptUpdates ? $0.count : nil },
            boosters: rocket?.launcher_stage.map { $0.compactMap(\.value).prefix(LaunchLibraryDetails.keptBoosters).map(Self.booster) },
            provider: Self.provider(launch_service_provider, countries: providerCountries),
            rocketFamily: rocket?.configuration?.family.nilIfBlank,
            padID: Self.recordID(pad?.id), locationID: Self.recordID(pad?.location?.id), place: pad?.place,
            crew: rocket.map { Array(($0.spacecraft_stage?.crew ?? []).prefix(LaunchLibraryDetails.keptCrew)) },
            spacecraft: rocket?.spacecraft_stage.map { Array($0.vehicles.prefix(LaunchLibraryDetails.keptSpacecraft)) },
            timeline: timeline.map(Self.timelineEvents)
        )
        return Launch(
            id: id, flightNumber: 0, name: mission, date: date,
            datePrecision: Self.precision(net_precision?.id, outcome: outcome),
            isUpcoming: outcome == .upcoming, success: outcome == .success ? true : outcome == .failure ? false : nil,
            rocketID: nil, launchpadID: nil, details: self.mission?.description.nilIfBlank,
            failures: failreason.nilIfBlank.map { [LaunchFailure(time: nil, altitude: nil, reason: $0)] } ?? [],
            links: LaunchLinks(webcast: details.webcastURL), launchLibrary: details, provenance: .launchLibrary
        )
    }

    /// LL2's `net_precision` ids: 0 second, 1 minute, 2 hour, 3–5 morning/afternoon/day, 6 week,
    /// 7 month, 8–11 quarters, 12–13 halves, 14 year, 15 fiscal year, 16 decade. A launch
    /// without one that has flown happened at its `net`; one still ahead is known to the day.
    static func precision(_ id: Double?, outcome: LaunchOutcome) -> DatePrecision {
        switch id.flatMap({ Plausible.wholeNumber($0, in: 0...100) }) {
        case 0?, 1?: .minute
        case 2?: .hour
        case 3?, 4?, 5?: .day
        case 6?, 7?: .month
        case 8?, 9?, 10?, 11?: .quarter
        case 12?, 13?: .half
        case 14?, 15?: .year
        case 16?: .decade
        default: outcome == .upcoming ? .day : .minute
        }
    }

    /// The provider on Almanac's terms, when it has an id and a name.
    private static func provider(_ provider: Provider?, countries: [Int: [String]]) -> LaunchProvider? {
        guard let provider, let id = recordID(provider.id), let name = provider.name.nilIfBlank else { return nil }
        let codes = provider.country_code.map(countryCodes) ?? countries[id] ?? []
        return LaunchProvider(id: id, name: name, abbreviation: provider.abbrev.nilIfBlank, countryCodes: codes)
    }

    /// "FRA,ITA,DEU" as codes: three capital letters each, anything else left out.
    static func countryCodes(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.count == 3 && $0.allSatisfy { $0.isASCII && $0.isUppercase } }
    }

    /// An integer id of Launch Library 2's (agencies, pads, locations).
    static func recordID(_ number: Double?) -> Int? {
        number.flatMap { Plausible.wholeNumber($0, in: 1...100_000_000) }
    }

    /// A launcher stage on Almanac's terms.
    private static func booster(_ stage: Stage) -> BoosterFlight {
        let landing = stage.landing.map { landing in
            Landing(
                attempted: landing.attempt, succeeded: landing.success, place: landing.location?.name.nilIfBlank,
                placeAbbreviation: landing.location?.abbrev.nilIfBlank, kind: landing.type?.abbrev.nilIfBlank
            )
        }
        return BoosterFlight(
            serial: BoosterFlight.knownSerial(stage.launcher?.serial_number),
            flightNumber: OutsideNumber.optional(stage.launcher_flight_number, in: 1...1000),
            reused: stage.reused, role: stage.type.nilIfBlank, landing: landing,
            turnaroundDays: OutsideNumber.optional(stage.turn_around_time_days, in: 0...100_000),
            landingsSoFar: OutsideNumber.optional(stage.launcher?.successful_landings, in: 0...1000)
        )
    }

    /// The web addresses among the webcasts, LL2's first choice first.
    private static func webcasts(_ links: [Link]?) -> [Webcast]? {
        guard let links else { return nil }
        return links.filter { Self.isWeb($0.url) }.sorted { ($0.priority ?? .infinity) < ($1.priority ?? .infinity) }
            .prefix(LaunchLibraryDetails.keptWebcasts)
            .compactMap { link in
                link.url.map { url in
                    Webcast(
                        url: url, title: link.title.nilIfBlank, publisher: link.publisher.nilIfBlank, language: link.language.nilIfBlank,
                        kind: link.kind.nilIfBlank, startsAt: Self.plausibleDate(link.start_time), endsAt: Self.plausibleDate(link.end_time))
                }
            }
    }

    private static func plausibleDate(_ text: String?) -> Date? { parseDate(text).flatMap(Plausible.date) }

    /// The updates that have words and a readable time, newest first.
    private static func updates(_ updates: [Update]?) -> [LaunchUpdate]? {
        guard let updates else { return nil }
        return updates.compactMap { update in
            guard let comment = update.comment.nilIfBlank, let at = parseDate(update.created_on), Plausible.date(at) != nil else { return nil }
            return LaunchUpdate(
                comment: comment, at: at, author: update.created_by.nilIfBlank, infoURL: Self.isWeb(update.info_url) ? update.info_url : nil)
        }.sorted { $0.at > $1.at }
    }

    /// The link LL2 ranks first (lowest priority number), web addresses only.
    private static func best(_ links: [Link]?) -> String? {
        (links ?? []).filter { Self.isWeb($0.url) }.min { ($0.priority ?? .infinity) < ($1.priority ?? .infinity) }?.url
    }

    static func parseDate(_ text: String?) -> Date? { SpaceXLaunchDTO.parseDate(text) }

    /// Whether `url` is a web address (http or https); anything else is not offered as a link.
    static func isWeb(_ url: String?) -> Bool {
        guard let url, let scheme = URLComponents(string: url)?.scheme?.lowercased() else { return false }
        return scheme == "https" || scheme == "http"
    }
}
