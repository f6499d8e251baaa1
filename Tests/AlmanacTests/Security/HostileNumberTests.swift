import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import ArgumentParser
import Foundation
import Hummingbird
import Testing

@Suite("Hostile numbers")
struct HostileNumberTests {
    /// A copy of the fixtures with one file's text replaced, imported into a fresh store; the
    /// import's error message (nil when everything imported) and the store's path.
    private func importEdited(_ file: String, _ edit: (String) -> String) async throws -> (message: String?, folder: URL, database: String) {
        let folder = try TestFixtures.temporaryDirectory()
        let snapshot = folder.appendingPathComponent("snapshot")
        try FileManager.default.copyItem(at: TestFixtures.directory, to: snapshot)
        let url = snapshot.appendingPathComponent(file)
        try edit(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
        let database = folder.appendingPathComponent("store.sqlite").path
        let run = await CLIHarness.run(["import", snapshot.path], database: database)
        return (run.code == 0 ? nil : run.standardError, folder, database)
    }

    @Test("a launch dated in the year 97036 refuses the SpaceX body, naming the launch; the other datasets import")
    func farDate() async throws {
        let (message, folder, database) = try await importEdited("spacex/v4/launches.json") {
            $0.replacingOccurrences(
                of: "\"2006-03-24T22:30:00.000Z\", \"date_unix\": 1143239400", with: "\"97036-03-24T22:30:00.000Z\", \"date_unix\": 3000000000000")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try #require(message)
        #expect(text.contains("launch l1 is dated") && text.contains("outside 1950–2100"), "\(text)")
        let datasets = SQLDatasetStore(database: try await AppDatabase.open(path: database))
        #expect(try await datasets.freshness(of: .spacex) == nil)
        #expect(try await datasets.freshness(of: .swapi) != nil)
    }

    @Test("a company with 1e300 employees is refused with the field named, not 'not valid JSON'")
    func absurdRequiredNumber() async throws {
        let (message, folder, _) = try await importEdited("spacex/v4/company.json") {
            $0.replacingOccurrences(of: "\"employees\": 12345", with: "\"employees\": 1e300")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(message?.contains("the company has employees 1e+300, not a whole number from 0 to 10000000") == true, "\(message ?? "")")
    }

    @Test("utc_offset_seconds of Int.min refuses the forecast body")
    func hugeOffset() async throws {
        let (message, folder, _) = try await importEdited("openmeteo/forecast/copenhagen.json") {
            $0.replacingOccurrences(of: "\"utc_offset_seconds\": 3600", with: "\"utc_offset_seconds\": -9223372036854775808")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(message?.contains("utc_offset_seconds") == true && message?.contains("±18 hours") == true, "\(message ?? "")")
    }

    @Test("weather_code 1e19 and a temperature of 1e300 import as unknown values")
    func absurdOptionalNumbers() async throws {
        let (message, folder, database) = try await importEdited("openmeteo/forecast/copenhagen.json") {
            $0.replacingOccurrences(of: "\"weather_code\": 2,", with: "\"weather_code\": 1e19,")
                .replacingOccurrences(of: "\"temperature_2m\": 5.8,", with: "\"temperature_2m\": 1e300,")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(message == nil)
        let store = SQLWeatherStore(database: try await AppDatabase.open(path: database))
        let forecast = try #require(try await store.forecast(nearLatitude: 55.75, longitude: 12.5))
        #expect(forecast.forecast.current?.weatherCode == nil)
        #expect(forecast.forecast.current?.temperature == nil)
    }

    @Test("a SWAPI mirror announcing count 9223372036854775807 is refused as a bad body, with no crash")
    func hugeCount() async throws {
        let page = #"{"count": 9223372036854775807, "next": "http://x/api/people/?page=2", "previous": null, "results": []}"#
        let upstream = ScriptedUpstream(
            Dictionary(
                uniqueKeysWithValues: GalaxyResource.allCases.map {
                    ("/api/\($0.rawValue)/", [ScriptedUpstream.Step.respond(status: 200, body: page)])
                }))
        let outcome = try await withTransport(TransportConfiguration(retry: .none, circuitBreaker: .disabled)) { transport in
            await withLoopbackServerResult({ upstream.application(onRunning: $0) }) { base in
                try await SWAPIGalaxySource(mirrors: Mirrors([base + "/api"]), transport: transport).fetchGalaxy()
            }
        }
        guard case .failure(let error) = outcome else {
            Issue.record("a count of Int.max was accepted")
            return
        }
        #expect("\(error)".contains("count 9.223372036854776e+18 is not a whole number from 0 to 1000000"), "\(error)")
    }
}

/// `withLoopbackServer` whose body's error is returned rather than thrown.
func withLoopbackServerResult<Value: Sendable>(
    _ makeApplication: (@escaping @Sendable (Int) async -> Void) async throws -> some ApplicationProtocol,
    _ body: (_ baseURL: String) async throws -> Value
) async -> Result<Value, any Error> {
    do {
        return .success(try await withLoopbackServer(makeApplication, body))
    } catch {
        return .failure(error)
    }
}
