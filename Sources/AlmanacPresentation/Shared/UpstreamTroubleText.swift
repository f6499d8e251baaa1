import AlmanacCore
import Foundation

/// An upstream failure as one plain sentence for a person, naming the API, its host and what
/// happened, without the URL: "The facts API is unreachable (api.chucknorris.io: name not found)".
/// The caller adds what it did instead ("; showing saved facts.").
public enum UpstreamTroubleText {
    /// The APIs a viewer waits on, as a sentence's subject.
    public enum API: String, Sendable {
        case facts = "The facts API"
        case places = "The place search API"
        case forecast = "The forecast API"
    }

    /// - Parameter calendar: the viewer's, for the time a circuit closes.
    public static func sentence(_ api: API, _ failure: UpstreamFailure, in calendar: Calendar) -> String {
        let api = api.rawValue
        return switch failure {
        case .transport(let url, let reason): "\(api) is unreachable (\(host(url)): \(reason))"
        case .httpStatus(let url, let status): "\(api) answered HTTP \(status) (\(host(url)))"
        case .rateLimited(let url, _): "\(api) is limiting how often it may be asked (\(host(url)))"
        case .decoding(let url, let reason): "\(api) sent an answer that could not be read (\(host(url)): \(reason))"
        case .invalid(_, let reason): "\(api) sent data that was refused (\(reason))"
        case .circuitOpen(let host, let until):
            "\(api) kept failing, so it is not asked again before \(DateText.timestamp(until, in: calendar)) (\(host))"
        case .notAsked(_, let reason): "\(api) was not asked (\(reason))"
        }
    }

    /// The host of `url`, or the URL itself when it has none.
    private static func host(_ url: String) -> String {
        URLComponents(string: url)?.host.flatMap { $0.isEmpty ? nil : $0 } ?? url
    }
}
