import AlmanacCore
import AlmanacPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// `/weather/{place}` for a terminal, as wttr.in answers one: asked by curl, wget or HTTPie (by
/// their User-Agent) or with `Accept: text/plain`, the forecast as terminal text
/// (`TerminalForecast`: now and three days in boxes, 125 columns, `?n` 63; in colour unless
/// `?T`), or with `?format=` one line (`WeatherLine`: wttr.in's presets and
/// tokens). `?u` gives °F and mph, `?m` (the default) °C and km/h. The place is looked up as the
/// weather page's search looks it up (the geocoder through the upstream gate, else the places
/// kept), its forecast kept near it or fetched through the gate and kept. A browser is sent to
/// the weather page's search for the name. Every answer, errors too, is plain text.
struct TerminalWeatherController: Sendable {
    let weather: WeatherUseCases

    func addRoutes(to pages: PageRoutes) {
        pages.router.on(.weatherForTerminal, .get, in: .page, reuse: .perRequest) { request, context in
            try await answer(request, context)
        }
    }

    /// The clients wttr.in answers in text: terminal HTTP clients, or anyone asking for text and not HTML.
    static func asksForText(_ request: Request) -> Bool {
        let agent = (request.headers[.userAgent] ?? "").lowercased()
        if ["curl/", "wget/", "httpie/", "xh/"].contains(where: agent.hasPrefix) { return true }
        let accept = request.headers[.accept] ?? ""
        return accept.contains("text/plain") && !accept.contains("text/html")
    }

    private func answer(_ request: Request, _ context: AlmanacRequestContext) async throws -> Response {
        let query = request.uri.queryParameters
        // wttr.in's addresses spell spaces as `+` ("Salt+Lake+City").
        let name = context.pathParameter("place").replacingOccurrences(of: "+", with: " ")
        let format = Self.formParameter("format", of: request)
        guard Self.asksForText(request) || format != nil else {
            return try Redirect(to: .weather(query: name)).response(from: request, context: context)
        }
        let units: UnitSystem = query.has("u") ? .imperial : .metric
        do {
            let line = try format.map { try WeatherLine(parsing: $0) }
            let found = try await weather.searchPlaces(try PlaceSearchTerm(parsing: name), limit: 1)
            guard let place = found.places.first else {
                return Self.text("Unknown location: \(TerminalText.safe(name)). Try another spelling, or a larger place nearby.\n", status: .notFound)
            }
            let city = try await weather.forecast.atPlace(place)
            let now = context.viewer.now()
            if let line {
                return Self.text(line.render(place: place.name, forecast: city.forecast?.forecast, units: units, now: now))
            }
            let view = try CityWeatherViewModel(city, units: units, now: now)
            let report = TerminalForecast.render(view, forecast: city.forecast?.forecast, units: units, now: now, narrow: query.has("n"))
            return Self.text(report.rendered(paints: !query.has("T")) + "\n")
        } catch let invalid as InvalidInput {
            return Self.text(invalid.message + "\n", status: .badRequest)
        } catch let busy as UpstreamBudgetExceeded {
            var response = Self.text("Too many lookups: \(busy).\n", status: .tooManyRequests)
            response.headers[.retryAfter] = String(max(1, busy.retryAfter.components.seconds))
            return response
        }
    }

    /// A query parameter as a form encodes it, `+` for a space, and as terminals send wttr.in's
    /// formats: a `%` that starts no escape (`%l:+%c+%t`) is itself.
    static func formParameter(_ name: String, of request: Request) -> String? {
        for pair in (request.uri.query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.first == Substring(name) else { continue }
            return parts.count > 1 ? leniently(decoding: parts[1]) : ""
        }
        return nil
    }

    private static func leniently(decoding text: Substring) -> String {
        var bytes: [UInt8] = []
        let encoded = Array(text.utf8)
        var index = 0
        while index < encoded.count {
            let byte = encoded[index]
            if byte == UInt8(ascii: "%"), index + 2 < encoded.count,
                let value = UInt8(String(decoding: encoded[index + 1...index + 2], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func text(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
