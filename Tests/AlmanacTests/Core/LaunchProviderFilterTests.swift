import AlmanacCore
import Foundation
import Testing

/// The provider and country filters: a launch is linked to its provider and to each of the
/// provider's countries; each filter's counts say what choosing another record there would list,
/// the other filters in force.
@Suite("Launches by provider and country")
struct LaunchProviderFilterTests {
    static let rocketLab = LaunchProvider(id: 147, name: "Rocket Lab", abbreviation: "RL", countryCodes: ["USA", "NZL"])
    static let jaxa = LaunchProvider(id: 37, name: "Japan Aerospace Exploration Agency", abbreviation: "JAXA", countryCodes: ["JPN"])
    static let esa = LaunchProvider(id: 27, name: "European Space Agency", abbreviation: "ESA", countryCodes: ["FRA", "DEU", "ITA"])

    static func launch(_ id: String, _ year: Int, _ provider: LaunchProvider?) -> Launch {
        let details = LaunchLibraryDetails(
            id: id, status: .success, windowStart: nil, windowEnd: nil, rocketName: nil, padName: nil, locationName: nil,
            fullName: "Rocket | \(id)", missionDescription: nil, imageURL: nil, infoURL: nil, webcastURL: nil, probability: nil,
            holdReason: nil, failReason: nil, spacexID: nil, lastUpdated: nil, provider: provider)
        return Launch(
            id: id, flightNumber: 0, name: id, date: Calendar.utc.date(from: DateComponents(year: year, month: 6, day: 1))!,
            datePrecision: .day, isUpcoming: false, success: true, rocketID: nil, launchpadID: nil, details: nil, failures: [],
            links: LaunchLinks(), launchLibrary: details, provenance: .launchLibrary)
    }

    /// Two Rocket Lab launches (2020, 2021), one JAXA (2021), one ESA (2021), one SpaceX API launch
    /// (SpaceX, 2020) and one Launch Library 2 launch stored before providers were read (none).
    static let listing = LaunchListing(
        [
            launch("rl-1", 2020, rocketLab), launch("rl-2", 2021, rocketLab), launch("jaxa-1", 2021, jaxa), launch("esa-1", 2021, esa),
            Launch(
                id: "spx-1", flightNumber: 1, name: "spx-1", date: Calendar.utc.date(from: DateComponents(year: 2020, month: 1, day: 1))!,
                datePrecision: .day, isUpcoming: false, success: true, rocketID: nil, launchpadID: nil, details: nil, failures: [],
                links: LaunchLinks()),
            launch("old-1", 2021, nil),
        ], rocketNames: [:])

    static func query(year: Int? = nil) -> LaunchQuery {
        LaunchQuery(period: year.map(LaunchPeriod.year) ?? .any, page: try! PageRequest(limit: 100))
    }

    @Test("the choices are every provider and country the launches name, by name; a SpaceX API launch is SpaceX's")
    func choices() throws {
        #expect(
            Self.listing.choices[.provider]?.map(\.name) == ["European Space Agency", "Japan Aerospace Exploration Agency", "Rocket Lab", "SpaceX"])
        #expect(Self.listing.choices[.country]?.map(\.id) == ["FRA", "DEU", "ITA", "JPN", "NZL", "USA"])
        let references = LaunchReferences(rockets: [], launchpads: []).naming(providersOf: Self.listing)
        #expect(try references.resolve("rocket lab", for: .provider) == "147")
        #expect(try references.resolve("JAXA", for: .provider) == "37")
        #expect(try references.resolve("japan", for: .country) == "JPN")
        #expect(try references.resolve("NZL", for: .country) == "NZL")
        #expect(throws: InvalidInput.self) { try references.resolve("NoSuch", for: .provider) }
        // A part of one name only names it; a text that folds to nothing (a combining mark,
        // after a quote or alone) names nothing, even where only one record could be meant.
        #expect(try references.resolve("lab", for: .provider) == "147")
        let one = LaunchReferences(rockets: [], launchpads: []).naming(
            providersOf: LaunchListing([Self.launch("rl-1", 2020, Self.rocketLab)], rocketNames: [:]))
        for text in ["\u{301}", " \u{301} "] {
            #expect(throws: InvalidInput.self, "\(text.unicodeScalars.map(\.value))") { try one.resolve(text, for: .provider) }
        }
        #expect(throws: InvalidInput.self) { try one.resolve("\"\u{301}", for: .provider) }
        do {
            _ = try references.resolve("NoSuch", for: .provider)
        } catch {
            #expect(error.message.contains("Rocket Lab") && error.message.contains("NoSuch"), "names the choices and what was typed")
        }
    }

    @Test("a provider's launches, a country's launches (a multinational provider's in each of its countries)")
    func filters() {
        func ids(_ links: [LaunchLink: String], year: Int? = nil) -> [String] {
            Self.listing.page(Self.query(year: year), linkIDs: links).items.map(\.id).sorted()
        }
        #expect(ids([.provider: "147"]) == ["rl-1", "rl-2"])
        #expect(ids([.provider: "121"]) == ["spx-1"])
        #expect(ids([.country: "NZL"]) == ["rl-1", "rl-2"])
        #expect(ids([.country: "USA"]) == ["rl-1", "rl-2", "spx-1"])
        #expect(ids([.country: "DEU"]) == ["esa-1"])
        #expect(ids([.country: "USA"], year: 2021) == ["rl-2"])
        #expect(ids([.provider: "37", .country: "USA"]).isEmpty)
    }

    @Test("each filter's counts leave out its own choice and keep the others; one pass agrees with a list per choice")
    func counts() {
        let counts = Self.listing.counts(Self.query(year: 2021), linkIDs: [.provider: "147"])
        // The provider filter's own counts: what each provider would list in 2021.
        #expect(counts[.provider] == ["147": 1, "37": 1, "27": 1])
        // The country counts: Rocket Lab's launches of 2021, by country.
        #expect(counts[.country] == ["USA": 1, "NZL": 1])
        // Against the list itself, choice by choice.
        for link in [LaunchLink.provider, .country] {
            for (id, count) in counts[link] ?? [:] {
                var links: [LaunchLink: String] = [.provider: "147"]
                links[link] = id
                #expect(Self.listing.page(Self.query(year: 2021), linkIDs: links).total == count, "\(link) \(id)")
            }
        }
        let unfiltered = Self.listing.counts(Self.query(), linkIDs: [:])
        #expect(unfiltered[.provider] == ["147": 2, "37": 1, "27": 1, "121": 1])
        #expect(unfiltered[.country]?["USA"] == 3 && unfiltered[.country]?["FRA"] == 1)
    }

    @Test("the chart of a filtered list: that provider's launches per year, whatever year the list shows, every year in between")
    func countsPerYear() {
        let years = Self.listing.countsPerYear(Self.query(year: 2021), linkIDs: [.provider: "147"])
        #expect(years.map(\.year) == [2020, 2021] && years.map(\.success) == [1, 1])
        let usa = Self.listing.countsPerYear(Self.query(), linkIDs: [.country: "USA"])
        #expect(usa.map(\.total) == [2, 1])
        #expect(Self.listing.countsPerYear(Self.query(), linkIDs: [.provider: "999"]).isEmpty)
    }
}
