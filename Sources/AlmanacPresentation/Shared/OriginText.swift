import AlmanacCore
import Foundation

/// Where data came from, in words a viewer may see: the API's host ("api.spacexdata.com"), or
/// "a snapshot of 21 Nov 2026"; never a folder of the server or a loopback address (those are
/// for the operator's status page).
public enum OriginText {
    /// - Parameter date: when the data was loaded: a snapshot is named by its day.
    public static func words(_ origin: Origin, loadedAt date: Date, in calendar: Calendar) -> String {
        switch origin.kind {
        case .snapshot:
            return "a snapshot of \(DateText.day(date, in: calendar))"
        case .upstream:
            guard let host = URLComponents(string: origin.location)?.host?.lowercased(), !host.isEmpty else { return "its API" }
            return PublicText.host(host)
        }
    }
}
