import AlmanacCore
import Foundation

/// An upstream failure as one plain sentence for a person, naming the API, its host and what
/// happened, without the URL: "The facts API is unreachable (api.chucknorris.io: name not found)".
/// Fit for any visitor: a loopback or private host is "a local mirror", and a reason names no
/// address or file of the server (`PublicText`). The caller adds what it did instead ("; showing
/// saved facts.").
public enum UpstreamTroubleText {
    /// The APIs a viewer waits on, as a sentence's subject.
    public enum API: String, Sendable {
        case facts = "The facts API"
        case places = "The place search API"
        case forecast = "The forecast API"
        case upstream = "An upstream API"
    }

    /// - Parameters:
    ///   - calendar: the viewer's, for the time a circuit closes.
    ///   - audience: a visitor by default; the operator (the CLI) reads hosts and reasons as written.
    public static func sentence(_ api: API, _ failure: UpstreamFailure, in calendar: Calendar, for audience: TextAudience = .visitor) -> String {
        let api = api.rawValue
        func shown(_ text: String) -> String { PublicText.shown(text, for: audience) }
        func host(_ url: String) -> String {
            URLComponents(string: url)?.host.flatMap { $0.isEmpty ? nil : PublicText.host($0, for: audience) } ?? "its host"
        }
        return switch failure {
        case .transport(let url, let reason): "\(api) is unreachable (\(host(url)): \(shown(reason)))"
        case .httpStatus(let url, let status): "\(api) answered HTTP \(status) (\(host(url)))"
        case .rateLimited(let url, _): "\(api) is limiting how often it may be asked (\(host(url)))"
        case .decoding(let url, let reason): "\(api) sent an answer that could not be read (\(host(url)): \(shown(reason)))"
        case .invalid(_, let reason): "\(api) sent data that was refused (\(shown(reason)))"
        case .circuitOpen(let host, let until):
            "\(api) kept failing, so it is not asked again before \(DateText.timestamp(until, in: calendar)) (\(PublicText.host(host, for: audience)))"
        case .notAsked(_, let reason): "\(api) was not asked (\(shown(reason)))"
        }
    }

}
