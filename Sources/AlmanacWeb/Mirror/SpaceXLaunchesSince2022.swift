import AlmanacCore
import AlmanacReplay
import Foundation

/// SpaceX's launches the SpaceX API never had (it stopped in 2022), from Launch Library 2, as v4
/// launch records, so an app written for the API shows this year's launches. Field by field
/// (docs/mirrors.md lists the mapping): what Launch Library 2 does not say is `null`, never made
/// up. Each record carries `"almanac_source": "ll2"`, a field the API never sent, so a reader can
/// tell it apart; an Almanac syncing from the mirror is sent the API's own records only
/// (`MirrorRecords`).
enum SpaceXLaunchesSince2022 {
    /// The launches Launch Library 2 alone knows that SpaceX flew or will fly after the API's last
    /// flight (`after`; not the test flights it chose not to list before), in date order, as v4
    /// records; their flight numbers continue the API's numbering (`lastFlightNumber`) by date.
    static func records(from timeline: [Launch], after: Date, lastFlightNumber: Int) -> [SpaceXShape.Record] {
        let launches = timeline.filter { $0.provenance == .launchLibrary && $0.provider?.id == LaunchProvider.spacex.id && $0.date > after }
            .sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        return launches.enumerated().compactMap { offset, launch in
            let object = record(of: launch, flightNumber: lastFlightNumber + offset + 1)
            guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return nil }
            return SpaceXShape.Record(
                id: launch.id, json: String(decoding: data, as: UTF8.self), upcoming: launch.isUpcoming, dateUnix: launch.date.timeIntervalSince1970)
        }
    }

    /// What is known now of the API's launches: for those Launch Library 2 also knows, flown or
    /// not, and when; one still called upcoming that it never names, dated before SpaceX's latest
    /// flight it knows of, is superseded (the API stopped before it flew or was dropped).
    static func current(from timeline: [Launch]) -> [String: SpaceXShape.Current] {
        let latestFlight = timeline.filter { $0.provenance != .spacex && $0.provider?.id == LaunchProvider.spacex.id && !$0.isUpcoming }.map(\.date)
            .max()
        var current: [String: SpaceXShape.Current] = [:]
        for launch in timeline {
            let date = launch.date.timeIntervalSince1970
            switch launch.provenance {
            case .both: current[launch.id] = SpaceXShape.Current(upcoming: launch.isUpcoming, dateUnix: date, success: launch.success)
            case .spacex where launch.isUpcoming && latestFlight.map { launch.date < $0 } == true:
                current[launch.id] = SpaceXShape.Current(upcoming: true, dateUnix: date, success: nil, superseded: true)
            default: break
            }
        }
        return current
    }

    static func record(of launch: Launch, flightNumber: Int) -> [String: Any] {
        let details = launch.launchLibrary
        let null = NSNull()
        var window: Any = null
        if let start = details?.windowStart, let end = details?.windowEnd, end >= start { window = Int(end.timeIntervalSince(start)) }
        return [
            "id": launch.id,
            "almanac_source": "ll2",
            "launch_library_id": details?.id ?? launch.id,
            "flight_number": flightNumber,
            "name": launch.name,
            "date_utc": utc(launch.date),
            "date_unix": Int(launch.date.timeIntervalSince1970),
            "date_local": local(launch.date, in: details?.place?.timeZone) ?? null,
            "date_precision": precision(launch.datePrecision),
            "upcoming": launch.isUpcoming,
            "success": launch.success.jsonValue,
            "failures": launch.failures.map { ["time": $0.time.jsonValue, "altitude": $0.altitude.jsonValue, "reason": $0.reason.jsonValue] },
            "details": launch.details.jsonValue,
            "rocket": launch.rocketID.jsonValue,
            "launchpad": launch.launchpadID.jsonValue,
            "window": window,
            "links": links(launch.links),
            "cores": (details?.boosters ?? []).map(core),
            // Not in Launch Library 2's record as Almanac keeps it.
            "crew": null, "ships": null, "capsules": null, "payloads": null, "fairings": null,
            "static_fire_date_utc": null, "static_fire_date_unix": null, "net": null, "tbd": null, "auto_update": null,
        ]
    }

    private static func core(_ booster: BoosterFlight) -> [String: Any] {
        let null = NSNull()
        return [
            // The API's core ids are its own; Launch Library 2 names the booster by serial.
            "core": null, "gridfins": null, "legs": null, "landpad": null,
            "flight": booster.flightNumber.jsonValue,
            "reused": booster.reused.jsonValue,
            "landing_attempt": (booster.landing?.attempted).jsonValue,
            "landing_success": (booster.landing?.succeeded).jsonValue,
            "landing_type": (booster.landing?.kind).jsonValue,
        ]
    }

    private static func links(_ links: LaunchLinks) -> [String: Any] {
        let null = NSNull()
        return [
            "patch": ["small": links.patchSmall.jsonValue, "large": links.patchLarge.jsonValue],
            "reddit": [
                "campaign": links.redditCampaign.jsonValue, "launch": links.redditLaunch.jsonValue, "media": links.redditMedia.jsonValue,
                "recovery": links.redditRecovery.jsonValue,
            ],
            "flickr": null,
            "presskit": links.presskit.jsonValue,
            "webcast": links.webcast.jsonValue,
            "youtube_id": links.youtubeID.jsonValue,
            "article": links.article.jsonValue,
            "wikipedia": links.wikipedia.jsonValue,
        ]
    }

    /// The API's precisions: it has no finer one than the hour, nor a coarser than the year.
    private static func precision(_ precision: DatePrecision) -> String {
        switch precision {
        case .minute, .hour: "hour"
        case .day: "day"
        case .month: "month"
        case .quarter: "quarter"
        case .half: "half"
        case .year, .decade: "year"
        }
    }

    /// "2026-03-01T04:12:00.000Z", as the API writes `date_utc`.
    static func utc(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// "2026-02-28T23:12:00-05:00": the pad's local time, when Launch Library 2 names its zone.
    static func local(_ date: Date, in zone: String?) -> String? {
        guard let zone, let timeZone = TimeZone(identifier: zone) else { return nil }
        return date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone))
    }
}
