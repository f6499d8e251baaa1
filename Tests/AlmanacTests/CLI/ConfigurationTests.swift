import AlmanacCore
import ArgumentParser
import Foundation
import Testing

@testable import AlmanacCLI
@testable import AlmanacServer

@Suite("Configuration: one reader for flags and ALMANAC_ variables")
struct ConfigurationTests {
    @Test("the configuration page (docs/configuration.md) names every setting's flag and variable")
    func configurationPageListsEverySetting() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        for (flag, variable) in Settings.all {
            #expect(page.contains("`\(flag)"), "docs/configuration.md lacks \(flag)")
            #expect(page.contains("`\(variable)"), "docs/configuration.md lacks \(variable)")
        }
    }

    @Test("the store's default place follows XDG_DATA_HOME, else $HOME/.local/share, as the environment says")
    func defaultStorePlace() async throws {
        let home = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let fromHome = await CLIHarness.run(["status"], environment: ["HOME": home.path])
        #expect(fromHome.code == 0, "\(fromHome.standardError)")
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/share/almanac/almanac.sqlite").path))
        let data = home.appendingPathComponent("data")
        _ = await CLIHarness.run(["status"], environment: ["HOME": home.path, "XDG_DATA_HOME": data.path])
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("almanac/almanac.sqlite").path))
    }

    @Test("a bad variable is refused naming the variable; a bad flag naming the flag")
    func refusalsNameTheirSource() async {
        let variable = await CLIHarness.run(["serve", "--port", "8080"], environment: ["ALMANAC_SPACEX_MAX_AGE": "soon"])
        #expect(variable.code == 64 && variable.standardError.contains("ALMANAC_SPACEX_MAX_AGE must be a positive duration"))
        let flag = await CLIHarness.run(["serve", "--spacex-max-age", "soon"], environment: ["ALMANAC_SPACEX_MAX_AGE": "1h"])
        #expect(flag.code == 64 && flag.standardError.contains("--spacex-max-age must be a positive duration"))
        let retry = await CLIHarness.run(["launches"], environment: ["ALMANAC_RETRY_DELAY_MS": "-5"])
        #expect(retry.code == 64 && retry.standardError.contains("ALMANAC_RETRY_DELAY_MS must be a whole number of milliseconds"))
    }

    @Test("the refresh ages come from flags, then variables, then each dataset's default")
    func refreshAges() throws {
        let options = try RefreshOptions.parse(["--spacex-max-age", "2h"])
        let resolved = try Environment.$variables.withValue(["ALMANAC_SWAPI_MAX_AGE": "3d", "ALMANAC_SPACEX_MAX_AGE": "9h"]) {
            try options.resolved()
        }
        #expect(resolved.intervals[.spacex] == .seconds(2 * 3600))
        #expect(resolved.intervals[.swapi] == .seconds(3 * 86_400))
        #expect(resolved.intervals[.facts] == .seconds(86_400))
        #expect(resolved.intervals[.weather] == .seconds(1800))
        #expect(resolved.isEnabled && resolved.checkInterval == .seconds(60))
    }
}
