import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

/// The launch sites worked out from the stored launches: each site's pads and counts, the first
/// and latest launch that flew, and each pad's fastest turnaround between two flown launches.
@Suite("Launch sites")
struct LaunchSitesTests {
    static let mahia = (id: 10, name: "Rocket Lab Launch Complex 1, Mahia Peninsula, New Zealand")
    static let cape = (id: 12, name: "Cape Canaveral SFS, FL, USA")

    static func launch(
        _ id: String, _ date: String, site: (id: Int, name: String), pad: (Int, String)?, outcome: LaunchOutcome = .success,
        place: LaunchPlace? = nil
    ) -> Launch {
        let details = LaunchLibraryDetails(
            id: id, status: nil, windowStart: nil, windowEnd: nil, rocketName: nil, padName: pad?.1, locationName: site.name,
            fullName: "Electron | \(id)", missionDescription: nil, imageURL: nil, infoURL: nil, webcastURL: nil, probability: nil,
            holdReason: nil, failReason: nil, spacexID: nil, lastUpdated: nil, padID: pad?.0, locationID: site.id, place: place)
        return Launch(
            id: id, flightNumber: 0, name: id, date: ISO8601DateFormatter().date(from: date)!, datePrecision: .minute,
            isUpcoming: outcome == .upcoming, success: outcome == .success ? true : outcome == .failure ? false : nil, rocketID: nil,
            launchpadID: nil, details: nil, failures: [], links: LaunchLinks(), launchLibrary: details, provenance: .launchLibrary)
    }

    static let padA = (65, "Rocket Lab Launch Complex 1A")
    static let padB = (185, "Rocket Lab Launch Complex 1B")
    static let auckland = LaunchPlace(
        latitude: -39.26, longitude: 177.86, padMapImageURL: nil, padWikiURL: "https://en.wikipedia.org/wiki/Mahia", countryCode: "NZL",
        timeZone: "Pacific/Auckland", siteMapImageURL: "https://example.org/mahia.jpg")

    /// Mahia: three flown from 1A (the second 9 days after the first, the third 20 after that),
    /// one failed from 1B, one still listed as upcoming from 1B two hours after the last flight;
    /// Cape Canaveral: one launch with no pad.
    static let launches = [
        launch("a1", "2020-01-01T00:00:00Z", site: mahia, pad: padA, place: auckland),
        launch("a2", "2020-01-10T00:00:00Z", site: mahia, pad: padA),
        launch("a3", "2020-01-30T00:00:00Z", site: mahia, pad: padA),
        launch("b1", "2021-05-01T00:00:00Z", site: mahia, pad: padB, outcome: .failure),
        launch("b2", "2021-05-01T02:00:00Z", site: mahia, pad: padB, outcome: .upcoming),
        launch("c1", "1957-12-06T16:44:00Z", site: cape, pad: nil),
    ]
    static let listing = LaunchListing(launches, rocketNames: [:])

    @Test("a site counts its launches by outcome, its pads the busiest first, the first and latest that flew")
    func counts() throws {
        let sites = Self.listing.sites
        #expect(sites.all.map(\.id) == [10, 12])
        let mahia = try #require(sites.site(id: 10))
        #expect(mahia.tally.total == 5 && mahia.tally.successes == 3 && mahia.tally.failures == 1 && mahia.tally.upcoming == 1)
        #expect(mahia.tally.first?.id == "a1" && mahia.tally.latest?.id == "b1")
        #expect(mahia.pads.map(\.id) == [65, 185])
        #expect(mahia.countryCode == "NZL" && mahia.timeZone == "Pacific/Auckland" && mahia.mapImageURL == "https://example.org/mahia.jpg")
        // The place one record gave is kept though later records of the pad leave it out.
        #expect(mahia.pads[0].latitude == -39.26 && mahia.pads[0].wikiURL == "https://en.wikipedia.org/wiki/Mahia")
        #expect(sites.site(id: 12)?.pads.isEmpty == true)
        #expect(sites.site(id: 99) == nil)
    }

    @Test("a pad's fastest turnaround is between two flown launches; one still upcoming does not count")
    func turnaround() throws {
        let mahia = try #require(Self.listing.sites.site(id: 10))
        let fastest = try #require(mahia.pads[0].fastestTurnaround)
        #expect(fastest.launchID == "a2" && fastest.seconds == 9 * 86_400)
        #expect(mahia.pads[1].fastestTurnaround == nil)
        #expect(mahia.fastestTurnaround?.pad.id == 65)
    }

    @Test("a site is found by id, by name, or by a part of its name no other site holds; else not found, or ambiguous with the choices")
    func findsASite() async throws {
        let store = InMemoryLaunchStore()
        try await store.saveLaunchLibrary(
            LaunchLibraryFetch(
                list: .previous, entries: Self.launches.map { LaunchLibraryEntry(launch: $0, body: Data()) }, origin: .upstream("http://127.0.0.1")),
            updatedThrough: nil, backfillBefore: nil, refreshedAt: Date())
        let sites = BrowseLaunchSites(store: store)
        #expect(try await sites.site("10").id == 10)
        #expect(try await sites.site("cape canaveral sfs, fl, usa").id == 12)
        #expect(try await sites.site("MAHIA").id == 10)
        await #expect(throws: NotFound.self) { try await sites.site("Baikonur") }
        await #expect(throws: NotFound.self) { try await sites.site(" ") }
        await #expect(throws: NotFound.self) { try await sites.site("99") }
        let ambiguous = await #expect(throws: AmbiguousName.self) { try await sites.site("a") }
        #expect(ambiguous?.candidates.map(\.id) == ["10", "12"])
    }
}
