import AlmanacCore
import Foundation
import Testing

/// The launches list's search (`q`): a launch is found by its name and by the names the one
/// search box finds it by (`Launch.searchedNames`), the reference rule and the listing alike.
@Suite("The launches list's search")
struct LaunchListSearchTests {
    static let rocketLab = LaunchProvider(id: 147, name: "Rocket Lab", abbreviation: "RL", countryCodes: ["USA", "NZL"])

    static let electron: Launch = {
        let details = LaunchLibraryDetails(
            id: "ll2-1", status: .success, windowStart: nil, windowEnd: nil, rocketName: "Electron", padName: "Launch Complex 1B",
            locationName: "Rocket Lab Launch Complex 1, Mahia Peninsula, New Zealand", fullName: "Electron | Owl Night Long",
            missionDescription: nil, imageURL: nil, infoURL: nil, webcastURL: nil, probability: nil, holdReason: nil, failReason: nil,
            spacexID: nil, lastUpdated: nil, provider: rocketLab)
        return Launch(
            id: "ll2-1", flightNumber: 0, name: "Owl Night Long", date: Date(timeIntervalSince1970: 1_700_000_000), datePrecision: .day,
            isUpcoming: false, success: true, rocketID: nil, launchpadID: nil, details: nil, failures: [], links: LaunchLinks(),
            launchLibrary: details, provenance: .launchLibrary)
    }()

    /// A SpaceX API launch without Launch Library 2's details: its rocket is the catalogue's.
    static let falconSat = Launch(
        id: "spx-1", flightNumber: 1, name: "FalconSat", date: Date(timeIntervalSince1970: 1_143_000_000), datePrecision: .day,
        isUpcoming: false, success: false, rocketID: "r1", launchpadID: nil, details: nil, failures: [], links: LaunchLinks())

    static let rocketNames = ["r1": "Falcon 1"]

    /// The ids the listing lists for `text`, checked against the reference rule launch by launch.
    static func found(_ text: String) throws -> [String] {
        let query = LaunchQuery(search: text, page: try PageRequest(limit: 100))
        let listed = LaunchListing([electron, falconSat], rocketNames: rocketNames).page(query, linkIDs: [:]).items.map(\.id)
        let reference = [electron, falconSat].filter { query.matches($0, linkIDs: [:], rocketNames: rocketNames) }.map(\.id)
        #expect(Set(listed) == Set(reference), "\(text)")
        return listed.sorted()
    }

    @Test("a launch is found by its name, rocket, provider, the provider's abbreviation, pad and site, case and accents ignored")
    func foundByEveryName() throws {
        for text in ["owl night", "ELECTRON", "rocket lab", "rl", "complex 1b", "Mahía"] {
            #expect(try Self.found(text) == ["ll2-1"], "\(text)")
        }
    }

    @Test("text that runs from one launch's names into the next one's finds neither; text at a name's very end and in other scripts is found")
    func edgesOfTheTexts() throws {
        // The listing keeps the launches' texts one after another, oldest first: FalconSat's, then
        // Owl Night Long's.
        let first = LaunchFacets(Self.falconSat, catalogRocket: "Falcon 1").searchedText
        #expect(try Self.found(String(first.suffix(3)) + "owl").isEmpty)
        #expect(try Self.found(String(first.suffix(3))) == ["spx-1"])
        #expect(try Self.found("zealand") == ["ll2-1"])
        let longMarch = Launch(
            id: "cz-1", flightNumber: 0, name: "长征二号 · Shíjiàn", date: Date(timeIntervalSince1970: 1_600_000_000), datePrecision: .day,
            isUpcoming: false, success: true, rocketID: nil, launchpadID: nil, details: nil, failures: [], links: LaunchLinks())
        let listing = LaunchListing([Self.electron, longMarch, Self.falconSat], rocketNames: Self.rocketNames)
        for text in ["二号", "shijian", "长征二号 · shi"] {
            let query = LaunchQuery(search: text, page: try PageRequest(limit: 10))
            #expect(listing.page(query, linkIDs: [:]).items.map(\.id) == ["cz-1"], "\(text)")
            #expect(query.matches(longMarch, linkIDs: [:], rocketNames: [:]), "\(text)")
        }
    }

    @Test("a SpaceX API launch is found by its catalogue rocket's name; a text spanning two names finds nothing")
    func catalogueRocketAndNoSpanning() throws {
        #expect(try Self.found("falcon 1") == ["spx-1"])
        #expect(try Self.found("falcon") == ["spx-1"])
        #expect(try Self.found("long electron").isEmpty)
    }
}
