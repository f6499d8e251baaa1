import AlmanacCore
import AlmanacStore
import AlmanacUpstream
import Foundation
import Testing

/// Every provider's launches of `../shared/snapshot-v2` (named by `ALMANAC_SNAPSHOT_V2`): the
/// provider and country filters and the one search. The expected counts were taken from the JSON
/// files with Python, independently of Almanac's reader.
@Suite(
    "Snapshot v2: launches of every provider",
    .enabled(if: TestFixtures.snapshotV2 != nil, "set ALMANAC_SNAPSHOT_V2 to ../shared/snapshot-v2"))
struct EveryProviderSnapshotTests {
    /// The snapshot's Launch Library lists imported once for the tests that only read them: an
    /// import of 7,241 launches in a debug build is seconds of both cores, and the suite runs
    /// beside every other.
    private static let importedOnce = Task { () throws -> (SQLLaunchStore, SQLSearchIndex, SearchEverything, SyncLaunchLibrary.Summary, String) in
        guard let directory = TestFixtures.snapshotV2 else { throw CancellationError() }
        let database = try await AppDatabase.temporary()
        let store = SQLLaunchStore(database: database)
        let summary = try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: directory), store: store)()
        let index = SQLSearchIndex(database: database)
        let search = SearchEverything(index: index, facts: SQLFactStore(database: database), weather: SQLWeatherStore(database: database))
        return (store, index, search, summary, database.filePath)
    }

    private func imported() async throws -> (SQLLaunchStore, SQLSearchIndex) {
        let (store, index, _, summary, _) = try await Self.importedOnce.value
        #expect(summary.launches == [.upcoming: 100, .previous: 7141] && summary.skipped == 0)
        return (store, index)
    }

    private func total(_ store: SQLLaunchStore, _ parameters: LaunchQuery.Parameters) async throws -> Int {
        try await BrowseLaunches(store: store)(try LaunchQuery(parsing: parameters)).total
    }

    @Test(
        "Rocket Lab's 77 launches, Japan's 147 (six providers, named by the agencies file where a cut-down record does not); by family, orbit, mission type and site"
    )
    func filters() async throws {
        let (store, _) = try await imported()
        #expect(try await total(store, [LaunchLink.provider.field: "Rocket Lab"]) == 77)
        #expect(try await total(store, [LaunchLink.provider.field: "rl"]) == 77)
        #expect(try await total(store, [LaunchLink.country.field: "JPN"]) == 147)
        #expect(try await total(store, [LaunchLink.country.field: "Japan", .year: "1957"]) == 0)
        #expect(try await total(store, [LaunchLink.country.field: "DEU"]) == 23)
        #expect(try await total(store, [.year: "1957"]) == 3)
        await #expect(throws: InvalidInput.self) { try await total(store, [LaunchLink.provider.field: "NoSuch"]) }
        // A name held by one record only is enough; one held by several is refused.
        await #expect(throws: InvalidInput.self) { try await total(store, [LaunchLink.provider.field: "china"]) }
        #expect(try await total(store, [LaunchLink.family.field: "Long March"]) == 579)
        #expect(try await total(store, [LaunchLink.family.field: "soyuz"]) == 1023)
        #expect(try await total(store, [LaunchLink.orbit.field: "GTO"]) == 14)
        #expect(try await total(store, [LaunchLink.mission.field: "Earth Science"]) == 933)
        #expect(try await total(store, [LaunchLink.site.field: "mahia"]) == 71)
        #expect(try await total(store, [LaunchLink.site.field: "Kennedy"]) == 248)
        let references = try await store.launchReferences()
        let counts = try await BrowseLaunches(store: store).counts(
            try LaunchQuery(parsing: [LaunchLink.country.field: "JPN"]), references: references)
        #expect(counts[.provider]?.values.reduce(0, +) == 147 && counts[.provider]?.count == 6)
        #expect(counts[.country]?["USA"] ?? 0 > 2000)
    }

    @Test(
        "452 crewed launches (51 of the 1,058 of the 1960s), 34 partial failures, 77 Electrons, 1,969 with a webcast; each filter's choices counted"
    )
    func facetFilters() async throws {
        let (store, _) = try await imported()
        #expect(try await total(store, [LaunchLink.crewed.field: "yes"]) == 452)
        #expect(try await total(store, [LaunchLink.crewed.field: "Uncrewed"]) == 7241 - 452)
        #expect(try await total(store, [LaunchLink.decade.field: "1960s"]) == 1058)
        #expect(try await total(store, [LaunchLink.decade.field: "1960", LaunchLink.crewed.field: "yes"]) == 1058 - 1007)
        #expect(try await total(store, [LaunchLink.status.field: "partial-failure"]) == 34)
        #expect(try await total(store, [LaunchLink.status.field: "Partial failure", .outcome: "failure"]) == 34)
        #expect(try await total(store, [LaunchLink.configuration.field: "electron"]) == 77)
        #expect(try await total(store, [LaunchLink.webcast.field: "yes"]) == 1969)
        await #expect(throws: InvalidInput.self) { try await total(store, [LaunchLink.crewed.field: "maybe"]) }
        await #expect(throws: InvalidInput.self) { try await total(store, [LaunchLink.decade.field: "1940s"]) }
        let references = try await store.launchReferences()
        let counts = try await BrowseLaunches(store: store).counts(
            try LaunchQuery(parsing: [LaunchLink.decade.field: "1960s"]), references: references)
        #expect(counts[.crewed] == ["yes": 51, "no": 1007])
        #expect(counts[.decade]?["2020s"] ?? 0 > 1000)
        let soyuz = try await BrowseLaunches(store: store)(
            try LaunchQuery(parsing: [.search: "Soyuz MS-29", LaunchLink.crewed.field: "yes"])
        ).items
        #expect(soyuz.first?.launch.launchLibrary?.crew?.map(\.role) == ["Commander", "Flight Engineer", "Flight Engineer"])
    }

    @Test(
        "49 launch sites, Plesetsk the busiest; Mahia's 71 launches from 3 pads, as many as the list filtered to it; Cape Canaveral's first is Vanguard"
    )
    func sites() async throws {
        let (store, _) = try await imported()
        let sites = BrowseLaunchSites(store: store)
        let all = try await sites()
        #expect(all.count == 49 && all.first?.id == 6 && all.first?.tally.total == 1675)
        let mahia = try await sites.site("mahia")
        #expect(mahia.id == 10 && mahia.tally.total == 71 && mahia.pads.count == 3 && mahia.timeZone == "Pacific/Auckland")
        #expect(try await total(store, [LaunchLink.site.field: "10"]) == mahia.tally.total)
        let cape = try await sites.site("12")
        #expect(cape.tally.total == 1045 && cape.pads.count == 23 && cape.tally.first?.name == "Vanguard")
        #expect(cape.pads.first { $0.id == 80 }?.latitude == 28.56194122)
    }

    @Test(
        "almanac site mahia: each pad by its whole name (they differ at the end), its launches, success and fastest turnaround; its years where they fit"
    )
    func siteCommand() async throws {
        _ = try await imported()
        let database = try await Self.importedOnce.value.4
        for (columns, years) in [(80, ""), (100, " 2017–2026")] {
            let run = await CLIHarness.run(
                ["site", "mahia", "--time-zone", "UTC"], database: database, environment: ["NO_COLOR": "1"], terminalColumns: columns)
            #expect(run.code == 0, "\(run.standardError)")
            let table = run.standardOutput.split(separator: "\n").drop { !$0.hasPrefix("Pad ") }
            #expect(table.count == 5 && table.allSatisfy { $0.count <= columns }, "\(run.standardOutput)")
            let rows = table.map { $0.split(separator: " ").joined(separator: " ") }
            #expect(rows.contains("Rocket Lab Launch Complex 1A 32 90 %\(years) 7 days 14 hours 65"), "\(run.standardOutput)")
            let yearsOf1B = years.isEmpty ? "" : " 2022–2026"
            #expect(rows.contains("Rocket Lab Launch Complex 1B 26 96 %\(yearsOf1B) 8 days 20 hours 185"), "\(run.standardOutput)")
        }
    }

    @Test(
        "479 rockets, Soyuz U the most flown (714, the Soviet Space Program's most); Electron's 77 as many as the list filtered to it; \"falcon\" names seven"
    )
    func launchers() async throws {
        let (store, _) = try await imported()
        let launchers = BrowseLaunchers(store: store)
        let all = try await launchers()
        #expect(all.count == 479 && all.first?.id == "soyuz-u" && all.first?.tally.total == 714)
        #expect(all.first?.providers.first?.name == "Soviet Space Program" && all.first?.providers.count == 5)
        let electron = try await launchers.launcher("electron")
        #expect(electron.tally.total == 77 && electron.tally.successes == 60 && electron.tally.failures == 4 && electron.tally.upcoming == 13)
        #expect(electron.tally.first?.name == "It's a Test" && electron.providers.map(\.name) == ["Rocket Lab"])
        #expect(try await total(store, [LaunchLink.configuration.field: "Electron"]) == electron.tally.total)
        #expect(try await launchers.launcher("falcon-9-block-5").tally.total == 454)
        await #expect(throws: AmbiguousName.self) { try await launchers.launcher("falcon") }
        await #expect(throws: NotFound.self) { try await launchers.launcher("no-such-rocket") }
    }

    @Test("2025, which the snapshot's lists leave out, is a year without data in the chart and the statistics, not a year of no launches")
    func yearWithoutData() async throws {
        let (store, _) = try await imported()
        let perYear = try await CountLaunchesPerYear(store: store)()
        #expect(perYear.first { $0.year == 2025 }?.isCovered == false)
        #expect(perYear.filter { !$0.isCovered }.map(\.year) == [2025])
        let statistics = try #require(try await ShowLaunchStatistics(store: store)())
        #expect(statistics.byProvider.years.filter { !$0.isCovered }.map(\.year) == [2025])
        let electron = try await BrowseLaunches(store: store).countsPerYear(
            try LaunchQuery(parsing: [LaunchLink.configuration.field: "Electron"]), references: try await LaunchFilterChoices(store: store)())
        #expect(electron.first { $0.year == 2025 }?.isCovered == false && electron.first { $0.year == 2024 }?.isCovered == true)
    }

    @Test(
        "the statistics: 7,241 launches since 1957; 234 flew in 2023, the busiest year stored; the Soviet Space Program's 108 of 1982 the most by one provider in a year"
    )
    func statistics() async throws {
        let (store, _) = try await imported()
        let statistics = try #require(try await ShowLaunchStatistics(store: store)())
        #expect(statistics.total == 7241 && statistics.byCountry.years.first?.year == 1957)
        #expect(statistics.records.busiestYear?.year == 2023 && statistics.records.busiestYear?.launches == 234)
        let provider = try #require(statistics.records.busiestProviderYear)
        #expect(provider.provider.name == "Soviet Space Program" && provider.year == 1982 && provider.launches == 108)
        #expect(statistics.families.first { $0.name == "Soyuz" }?.launches == 1023)
        // Each year's bars add up to the year's launches in the list.
        let year1982 = try #require(statistics.byProvider.years.first { $0.year == 1982 })
        #expect(year1982.total == (try await total(store, [.year: "1982"])))
    }

    @Test("the read model holds each text its launches repeat once: Mahia's 71 launches, one copy of each site name and time zone")
    func repeatedTextsOnce() async throws {
        let (store, _) = try await imported()
        let mahia = try await store.listing().timeline.filter { $0.launchLibrary?.locationName?.contains("Mahia") == true }
        #expect(mahia.count == 71)
        func storage(_ text: String?) -> UnsafeRawPointer? {
            var text = text
            return text?.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        let texts = mahia.flatMap { [$0.launchLibrary?.locationName, $0.launchLibrary?.place?.timeZone] }.compactMap { $0 }
        #expect(texts.count == 2 * 71)
        for (text, copies) in Dictionary(grouping: texts, by: { $0 }) {
            #expect(Set(copies.map(storage)).count == 1, "\(text) is kept in \(Set(copies.map(storage)).count) copies")
        }
    }

    @Test("each SpaceX launch of 2006–2022 once: Launch Library 2's 213 (9 Starship hops among them) and TTL-1, which it never flew")
    func spacexOnce() async throws {
        let directory = try #require(TestFixtures.snapshotV2)
        let (store, _) = try await FullSnapshotLaunchLibraryTests.importedOnce.value
        let spacex = try await BrowseLaunches(store: store)(
            try LaunchQuery(parsing: [LaunchLink.provider.field: "SpaceX", .from: "2006-01", .to: "2022-12", .limit: "100"]))
        #expect(spacex.total == 214)
        // Every SpaceX API launch is in the timeline once, under its own id.
        let timeline = try await store.timeline()
        let catalog = try await SnapshotLaunchSource(directory: directory).fetchCatalog().catalog.launches
        let ids = Set(timeline.map(\.id))
        #expect(catalog.allSatisfy { ids.contains($0.id) } && timeline.count == Set(timeline.map(\.id)).count)
        // Matched by when it flew ("CRS-20" is Launch Library 2's "SpX CRS-20"), keeping the SpaceX API's cores.
        let crs20 = try #require(timeline.first { $0.name == "CRS-20" })
        #expect(crs20.provenance == .both && crs20.cores?.isEmpty == false)
        #expect(timeline.filter { $0.name.hasSuffix("CRS-20") }.count == 1)
    }

    @Test("the one search finds launches by rocket, provider and site (electron, rocket lab, mahia), and the rocket and the site by name or pad")
    func search() async throws {
        let (_, index) = try await imported()
        for (text, atLeast) in [("electron", 77), ("rocket lab", 77), ("mahia", 71)] {
            let found = try await index.searchEntries(matching: try SearchText(parsing: text), limit: 2000).filter { $0.kind == .launch }
            #expect(found.count >= atLeast, "\(text): \(found.count)")
        }
        // The rocket and the site themselves, each once, by name or by a pad's.
        let electron = try await index.searchEntries(matching: try SearchText(parsing: "electron"), limit: 2000)
        #expect(electron.filter { $0.kind == .launcher }.map(\.key) == ["electron"])
        let mahia = try await index.searchEntries(matching: try SearchText(parsing: "mahia"), limit: 2000)
        #expect(mahia.filter { $0.kind == .site }.map(\.key) == ["10"])
        let pad = try await index.searchEntries(matching: try SearchText(parsing: "launch complex 39a"), limit: 2000)
        #expect(pad.contains { $0.kind == .site && $0.key == "27" })
    }

    /// The moment the one search orders launches around: within the snapshot's, so that some of
    /// Rocket Lab's launches are ahead of it and some have flown.
    static let now = Date(timeIntervalSince1970: 1_780_000_000)  // 2026-05-28

    @Test(
        "the launches list's search lists the launches the one search counts (electron, rocket lab, mahia), which it shows as the list opens"
    )
    func listSearchAgreesWithTheOneSearch() async throws {
        let (store, index) = try await imported()
        let search = try await Self.importedOnce.value.2
        for text in ["electron", "rocket lab", "mahia"] {
            let entries = try await index.searchEntries(matching: try SearchText(parsing: text), limit: .max).filter { $0.kind == .launch }
            let listed = try await BrowseLaunches(store: store)(try LaunchQuery(parsing: [.search: text, .limit: "100"]))
            #expect(listed.total == entries.count && Set(listed.items.map(\.launch.id)) == Set(entries.map(\.key)), "\(text)")
            let group = try #require(
                try await search(try SearchText(parsing: text), profile: nil, safeMode: .off, asOf: Self.now).groups.first { $0.kind == .launch })
            #expect(group.total == entries.count, "\(text)")
            // As the list opens: what is ahead of the moment soonest first, then the rest newest first.
            let (ahead, flown) = (entries.filter { $0.date ?? .distantPast >= Self.now }, entries.filter { $0.date ?? .distantPast < Self.now })
            let order =
                ahead.sorted { ($0.date ?? .distantPast, $0.title, $0.key) < ($1.date ?? .distantPast, $1.title, $1.key) }
                + flown.sorted { lhs, rhs in
                    lhs.date != rhs.date ? lhs.date ?? .distantPast > rhs.date ?? .distantPast : (lhs.title, lhs.key) < (rhs.title, rhs.key)
                }
            #expect(!ahead.isEmpty && !flown.isEmpty, "\(text): the moment falls among them")
            #expect(group.entries.map(\.key) == order.prefix(SearchEverything.perKind).map(\.key), "\(text)")
            // Launches known only to their month or coarser (Rocket Lab's end-of-year
            // placeholders) have no day in the index, and so come last, as in the list.
            #expect(group.entries.allSatisfy { $0.date != nil }, "\(text)")
            #expect(entries.contains { $0.date == nil }, "\(text)")
        }
    }

    @Test("a search matching most of the index (\"s\") counts every launch it matches, and finds the other kinds too")
    func searchOfOneLetterCountsEverything() async throws {
        let (_, index) = try await imported()
        let search = try await Self.importedOnce.value.2
        let text = try SearchText(parsing: "s")
        let launches = try await index.searchEntries(matching: text, limit: .max).filter { $0.kind == .launch }.count
        #expect(launches > 2000)
        let groups = try await search(text, profile: nil, safeMode: .off, asOf: Self.now).groups
        #expect(groups.first { $0.kind == .launch }?.total == launches)
        #expect(groups.contains { $0.kind == .launcher } && groups.contains { $0.kind == .site })
    }

    @Test(
        "launch day: 121 launches carry a timeline (2,584 events); Starlink Group 10-39's 23 run from GO for Prop Load at T−38:00 to Starlink Deployment at T+1:01:28"
    )
    func timelines() async throws {
        let (store, _) = try await imported()
        let timeline = try await store.timeline()
        let withEvents = timeline.filter { $0.launchLibrary?.timeline?.isEmpty == false }
        #expect(withEvents.count == 121 && withEvents.reduce(0) { $0 + ($1.launchLibrary?.timeline?.count ?? 0) } == 2_584)
        let starlink = try #require(timeline.first { $0.id == "bbdc4d47-1de3-428e-9fe1-bbf45d9b1e04" })
        let events = try #require(starlink.launchLibrary?.timeline)
        #expect(events.count == 23 && events.first?.name == "GO for Prop Load" && events.first?.offset == -2_280)
        #expect(events.last?.name == "Starlink Deployment" && events.last?.offset == 3_688)
        #expect(events.first { $0.name == "Max-Q" }?.offset == 70 && events.first { $0.name == "Stage 1 Landing" }?.offset == 505)
        // Nothing of it is live months later: the captures' flags are old.
        #expect(try await LiveLaunches(store: store)(at: Date(timeIntervalSince1970: 1_796_169_600)).isEmpty)
    }
}
