import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// An address that moved, answered with a permanent redirect to where it went: the rest of its
/// path and its query kept, and a filter the old address implied added unless the query sets
/// it. The launches lived under `/spacex` while they were SpaceX's alone; a bookmark, a feed
/// subscription or a client of the API from then still lands on the same launches.
struct MovedAddress: Sendable {
    let from: RouteTemplate
    let to: RouteTemplate
    /// A query parameter the old address meant without saying it (SpaceX's launches).
    var implied: (name: String, value: String)?

    /// Every moved address, with the group it is answered in.
    static let pages: [MovedAddress] = [
        MovedAddress(from: RouteTemplate("/spacex/launches"), to: .launches, implied: (LaunchLink.provider.rawValue, "SpaceX")),
        MovedAddress(from: RouteTemplate("/spacex/launches/upcoming.ics"), to: .upcomingCalendar),
        MovedAddress(from: RouteTemplate("/spacex/launches/{id}"), to: .launch),
    ]
    static let api: [MovedAddress] = [
        MovedAddress(from: RouteTemplate("/api/v1/spacex/launches"), to: .apiLaunches, implied: (LaunchLink.provider.rawValue, "SpaceX")),
        MovedAddress(from: RouteTemplate("/api/v1/spacex/launches/{id}"), to: .apiLaunch),
        MovedAddress(from: RouteTemplate("/api/v1/spacex/stats"), to: .apiLaunchStats),
    ]

    /// The API document's name for the old address: `movedSpacexLaunches`.
    var operationID: String {
        "moved"
            + from.pattern.split(separator: "/").filter { !$0.hasPrefix("{") && $0 != "api" && $0 != "v1" }.map {
                $0.prefix(1).uppercased() + $0.dropFirst()
            }.joined()
            + (from.pattern.hasSuffix("}") ? "Record" : "")
    }

    /// The new address of `request`'s: its path past the old template's fixed part (an id,
    /// already percent-encoded as it came) after the new one's, then its query. The target
    /// always starts with the new template's own path, so it cannot name another host.
    func location(of request: Request) -> String {
        let path = request.uri.path
        let rest = path.utf8.count >= from.leadingLiteral.utf8.count ? String(path.utf8.dropFirst(from.leadingLiteral.utf8.count)) ?? "" : ""
        var query = request.uri.query ?? ""
        if let implied, request.uri.queryParameters[implied.name[...]] == nil {
            query += (query.isEmpty ? "" : "&") + "\(implied.name)=\(implied.value)"
        }
        return to.leadingLiteral + rest + (query.isEmpty ? "" : "?" + query)
    }

    /// "301 Moved Permanently" for a page (a browser and a feed reader follow it with GET);
    /// "308 Permanent Redirect" for the API, which keeps the method.
    func response(to request: Request, permanentStatus: HTTPResponse.Status) -> Response {
        Response(status: permanentStatus, headers: [.location: location(of: request)])
    }
}
