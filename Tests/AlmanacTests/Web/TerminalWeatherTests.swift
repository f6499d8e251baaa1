import AlmanacCore
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// `/weather/{place}` as wttr.in answers a terminal, over the fixtures (Copenhagen's recorded
/// forecast: 5.8 °C, feels 2.9 °C, partly cloudy, 14.4 km/h, 81 %), with every upstream unreachable.
@Suite("Weather for a terminal, as wttr.in answers curl")
struct TerminalWeatherTests {
    private func get(_ path: String, _ headers: HTTPFields = [.userAgent: "curl/8.5.0"]) async throws -> (HTTPResponse.Status, HTTPFields, String) {
        try await WebApp.make().test(.router) { client in
            try await client.execute(uri: path, method: .get, headers: headers) { ($0.status, $0.headers, String(buffer: $0.body)) }
        }
    }

    @Test(
        "curl gets the forecast as terminal text (now, and three days in boxes of 125 columns, ?n 63), in colour unless ?T; a browser is sent to the weather page's search"
    )
    func report() async throws {
        let (status, headers, text) = try await get("/weather/Copenhagen")
        #expect(status == .ok && headers[.contentType] == "text/plain; charset=utf-8")
        #expect(text.contains("Copenhagen") && text.contains("Partly cloudy") && text.contains("\u{1B}[1m") && !text.contains("<"))
        let (_, _, plain) = try await get("/weather/Copenhagen?T")
        #expect(!plain.contains("\u{1B}") && plain.contains("Copenhagen"))
        let widest = plain.split(separator: "\n").map(\.count).max() ?? 0
        #expect(widest == 125 && plain.contains("┌─ ") && plain.contains("│ Morning"), "today and the next two days in boxes, 125 columns: \(widest)")
        let narrow = try await get("/weather/Copenhagen?T&n").2
        #expect(
            narrow.split(separator: "\n").allSatisfy { $0.count <= 80 } && narrow.contains("│ Noon") && !narrow.contains("Morning"),
            "?n fits 80 columns")
        let asText = try await get("/weather/copenhagen", [.accept: "text/plain"])
        #expect(asText.0 == .ok && asText.2.contains("Copenhagen"))
        let (browser, browserHeaders, _) = try await get("/weather/Copenhagen", [.userAgent: "Mozilla/5.0", .accept: "text/html"])
        #expect(browser == .seeOther && browserHeaders[.location] == "/weather?q=Copenhagen")
    }

    @Test("?format=3 is wttr.in's layout for the same values; % tokens with + for spaces; ?u in °F and mph")
    func oneLine() async throws {
        #expect(try await get("/weather/Copenhagen?format=3").2 == "Copenhagen: ⛅️  +6°C\n")
        // The wind from 230° (south-west) blows towards the north-east: wttr.in's arrow is ↗.
        #expect(try await get("/weather/Copenhagen?format=4&u").2 == "Copenhagen: ⛅️  🌡️+42°F 🌬️↗9mph\n")
        #expect(try await get("/weather/Copenhagen?format=%l:+%C+%t(%f)+%h+%w").2 == "Copenhagen: Partly cloudy +6°C(+3°C) 81% ↗14km/h")
    }

    @Test("a format with an escape, or too long, is a 400 naming format; a place that matches nothing is a 404 in text")
    func refused() async throws {
        for path in ["/weather/Copenhagen?format=%1b%5b2J%t", "/weather/Copenhagen?format=" + String(repeating: "x", count: 201)] {
            let (status, headers, text) = try await get(path)
            #expect(status == .badRequest && text.hasPrefix("format must") && headers[.contentType] == "text/plain; charset=utf-8", "\(text)")
        }
        let (status, _, text) = try await get("/weather/Atlantis%1b%5b31m")
        #expect(status == .notFound && text.hasPrefix("Unknown location: Atlantis[31m") && !text.contains("\u{1B}"), "\(text)")
    }
}
