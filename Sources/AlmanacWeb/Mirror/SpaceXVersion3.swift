import AlmanacCore
import AlmanacReplay
import Foundation

/// The SpaceX API's v3 (retired in 2020, and what the SpaceX seed app reads), made from the v4
/// records the mirror holds: `launches` with `limit`, `offset`, `order`, `sort`, `launch_year`,
/// `launch_success` and `upcoming`; `launches/{flight_number}`, `latest`, `next`, `past`,
/// `upcoming`; and `info` (the company). v3 named things v4 no longer sends (a mission's ids,
/// the rocket's type, the telemetry): those are `null` (docs/mirrors.md lists the mapping).
struct SpaceXVersion3: Sendable {
    /// Launches as v3 objects, by flight number, encoded one by one.
    private let launches: [Launch3]
    private let info: String?

    private struct Launch3: Sendable {
        let flightNumber: Int
        let year: String
        let dateUnix: Double
        let upcoming: Bool
        let superseded: Bool
        let success: Bool?
        let missionName: String
        let json: String
    }

    init(_ shape: SpaceXShape) {
        func byID(_ list: String) -> [String: [String: Any]] {
            Dictionary(shape.objects(of: list).compactMap { entry in (entry.object["id"] as? String).map { ($0, entry.object) } }) { first, _ in first
            }
        }
        let mapping = Mapping(
            rockets: byID("rockets"), launchpads: byID("launchpads"), cores: byID("cores"), landpads: byID("landpads"), current: shape.current)
        launches = shape.objects(of: "launches").compactMap { entry -> Launch3? in
            let object = mapping.launch(entry.object, upcoming: entry.upcoming, dateUnix: entry.dateUnix)
            guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return nil }
            return Launch3(
                flightNumber: object["flight_number"] as? Int ?? 0, year: object["launch_year"] as? String ?? "",
                dateUnix: (object["launch_date_unix"] as? NSNumber)?.doubleValue ?? 0, upcoming: entry.upcoming, superseded: entry.superseded,
                success: object["launch_success"] as? Bool, missionName: object["mission_name"] as? String ?? "",
                json: String(decoding: data, as: UTF8.self))
        }
        .sorted { ($0.flightNumber, $0.dateUnix) < ($1.flightNumber, $1.dateUnix) }
        info = shape.companyObject.flatMap { company in
            var company = company
            company["id"] = nil
            return (try? JSONSerialization.data(withJSONObject: company, options: [.sortedKeys, .withoutEscapingSlashes])).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
    }

    /// The status and body for `path` after `/v3/` (`launches`, `launches/next`, `info`) and its query.
    func answer(path: String, query: [String: String]) -> (status: Int, body: String) {
        let parts = path.split(separator: "/").map(String.init)
        switch (parts.first, parts.count) {
        case ("info", 1): return info.map { (200, $0) } ?? SpaceXShape.notFound
        case ("launches", 1): return list(launches, query: query)
        case ("launches", 2):
            switch parts[1] {
            case "latest": return one(past.max { $0.dateUnix < $1.dateUnix })
            case "next": return one(upcoming.min { $0.dateUnix < $1.dateUnix })
            case "past": return list(past, query: query)
            case "upcoming": return list(upcoming, query: query)
            default: return one(Int(parts[1]).flatMap { number in launches.first { $0.flightNumber == number } })
            }
        default: return SpaceXShape.notFound
        }
    }

    /// Flown, and still ahead, as known now (a superseded launch is neither).
    private var past: [Launch3] { launches.filter { !$0.upcoming && !$0.superseded } }
    private var upcoming: [Launch3] { launches.filter { $0.upcoming && !$0.superseded } }

    private func one(_ launch: Launch3?) -> (status: Int, body: String) {
        launch.map { (200, $0.json) } ?? SpaceXShape.notFound
    }

    /// The filters, order and paging v3 clients send; a value that is not what its name needs is
    /// a 400 naming it.
    private func list(_ launches: [Launch3], query: [String: String]) -> (status: Int, body: String) {
        var chosen = launches
        if let year = query["launch_year"] { chosen = chosen.filter { $0.year == year } }
        if let text = query["launch_success"] {
            guard let success = Bool(text) else { return (400, "launch_success must be true or false") }
            chosen = chosen.filter { $0.success == success }
        }
        if let text = query["upcoming"] {
            guard let upcoming = Bool(text) else { return (400, "upcoming must be true or false") }
            chosen = chosen.filter { $0.upcoming == upcoming }
        }
        if let field = query["sort"] {
            switch field {
            case "flight_number": break
            case "launch_date_utc", "launch_date_unix", "launch_year": chosen.sort { ($0.dateUnix, $0.flightNumber) < ($1.dateUnix, $1.flightNumber) }
            case "mission_name": chosen.sort { ($0.missionName, $0.flightNumber) < ($1.missionName, $1.flightNumber) }
            default: return (400, "sort must be flight_number, launch_date_utc, launch_year or mission_name")
            }
        }
        switch query["order"] {
        case nil, "asc": break
        case "desc": chosen.reverse()
        default: return (400, "order must be asc or desc")
        }
        func count(_ name: String) -> Int?? {
            guard let text = query[name] else { return .some(nil) }
            guard let number = Int(text), number >= 0 else { return nil }
            return number
        }
        guard let offset = count("offset"), let limit = count("limit") else { return (400, "limit and offset must be whole numbers, 0 or more") }
        let page = chosen.dropFirst(offset ?? 0).prefix(limit ?? chosen.count)
        return (200, "[" + page.map(\.json).joined(separator: ",") + "]")
    }

    /// One v4 launch as v3 wrote it, with the rocket, pad, cores and landing pads it names.
    private struct Mapping {
        let rockets: [String: [String: Any]]
        let launchpads: [String: [String: Any]]
        let cores: [String: [String: Any]]
        let landpads: [String: [String: Any]]
        let current: [String: SpaceXShape.Current]

        /// `v4` as v3 wrote it, `upcoming` at `dateUnix` as known now.
        func launch(_ v4: [String: Any], upcoming: Bool, dateUnix: Double) -> [String: Any] {
            let null = NSNull()
            let now = current[v4["id"] as? String ?? ""]
            let date = Date(timeIntervalSince1970: dateUnix)
            // The pad's local time as recorded, unless the launch has moved since.
            let local = now == nil || (v4["date_unix"] as? NSNumber)?.doubleValue == dateUnix ? v4["date_local"].jsonValue : null
            let precision = v4["date_precision"] as? String
            let links = v4["links"] as? [String: Any] ?? [:]
            let patch = links["patch"] as? [String: Any] ?? [:]
            let reddit = links["reddit"] as? [String: Any] ?? [:]
            let flickr = links["flickr"] as? [String: Any]
            let failure = (v4["failures"] as? [[String: Any]])?.first
            return [
                "flight_number": v4["flight_number"].jsonValue,
                "mission_name": v4["name"].jsonValue,
                "mission_id": null,
                "upcoming": upcoming,
                "launch_year": String(Calendar.utc.component(.year, from: date)),
                "launch_date_unix": Int(dateUnix),
                "launch_date_utc": SpaceXLaunchesSince2022.utc(date),
                "launch_date_local": local,
                "is_tentative": precision.map { $0 != "hour" } ?? null,
                "tentative_max_precision": precision.jsonValue,
                "tbd": v4["tbd"].jsonValue,
                "launch_window": v4["window"].jsonValue,
                "rocket": rocket(v4),
                "ships": null,
                "telemetry": null,
                "launch_site": site(v4["launchpad"] as? String),
                "launch_success": success(v4, now: now, upcoming: upcoming),
                "launch_failure_details": failure.map {
                    ["time": $0["time"].jsonValue, "altitude": $0["altitude"].jsonValue, "reason": $0["reason"].jsonValue]
                } ?? null,
                "links": [
                    "mission_patch": patch["large"].jsonValue, "mission_patch_small": patch["small"].jsonValue,
                    "reddit_campaign": reddit["campaign"].jsonValue, "reddit_launch": reddit["launch"].jsonValue,
                    "reddit_recovery": reddit["recovery"].jsonValue, "reddit_media": reddit["media"].jsonValue,
                    "presskit": links["presskit"].jsonValue, "article_link": links["article"].jsonValue, "wikipedia": links["wikipedia"].jsonValue,
                    "video_link": links["webcast"].jsonValue, "youtube_id": links["youtube_id"].jsonValue,
                    "flickr_images": (flickr?["original"]).jsonValue,
                ],
                "details": v4["details"].jsonValue,
                "static_fire_date_utc": v4["static_fire_date_utc"].jsonValue,
                "static_fire_date_unix": v4["static_fire_date_unix"].jsonValue,
                "timeline": null,
                "crew": null,
            ]
        }

        /// Whether it succeeded, by what is known now; nothing while it is upcoming.
        private func success(_ v4: [String: Any], now: SpaceXShape.Current?, upcoming: Bool) -> Any {
            if upcoming { return NSNull() }
            if let now { return now.success.jsonValue }
            return v4["success"].jsonValue
        }

        /// v3's rocket: its id was the name run together ("falcon9"); v4 no longer says its type ("FT").
        private func rocket(_ v4: [String: Any]) -> [String: Any] {
            let null = NSNull()
            let name = (v4["rocket"] as? String).flatMap { rockets[$0]?["name"] as? String }
            let fairings = v4["fairings"] as? [String: Any]
            return [
                "rocket_id": name.map { $0.lowercased().filter { !$0.isWhitespace } } ?? null,
                "rocket_name": name.jsonValue,
                "rocket_type": null,
                "first_stage": ["cores": (v4["cores"] as? [[String: Any]] ?? []).map(core)],
                "second_stage": null,
                "fairings": fairings.map {
                    [
                        "reused": $0["reused"].jsonValue, "recovery_attempt": $0["recovery_attempt"].jsonValue,
                        "recovered": $0["recovered"].jsonValue, "ship": null,
                    ]
                } ?? null,
            ]
        }

        private func core(_ v4: [String: Any]) -> [String: Any] {
            let core = (v4["core"] as? String).flatMap { cores[$0] }
            let landpad = (v4["landpad"] as? String).flatMap { landpads[$0] }
            return [
                "core_serial": (core?["serial"]).jsonValue,
                "flight": v4["flight"].jsonValue,
                "block": (core?["block"]).jsonValue,
                "gridfins": v4["gridfins"].jsonValue,
                "legs": v4["legs"].jsonValue,
                "reused": v4["reused"].jsonValue,
                "land_success": v4["landing_success"].jsonValue,
                "landing_intent": v4["landing_attempt"].jsonValue,
                "landing_type": v4["landing_type"].jsonValue,
                "landing_vehicle": (landpad?["name"]).jsonValue,
            ]
        }

        private func site(_ id: String?) -> Any {
            guard let id else { return NSNull() }
            let pad = launchpads[id]
            return ["site_id": id, "site_name": (pad?["name"]).jsonValue, "site_name_long": (pad?["full_name"]).jsonValue]
        }
    }
}
