import AlmanacCore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// Launch Library 2's launches beside the SpaceX API's, read as one timeline, in every store kind.
@Suite("Launch store contract: the launch timeline")
struct LaunchTimelineContract {
    private static let library = SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures)

    /// The same launches in the store that applies `LaunchQuery`'s rules in Swift.
    private func referenceStore() async throws -> InMemoryLaunchStore {
        let reference = try await TestFixtures.inMemoryStore()
        try await SyncLaunchLibrary(source: Self.library, store: reference, now: .fixed(TestFixtures.now))()
        return reference
    }

    private func stores(_ kind: StoreKind) async throws -> (any LaunchStore, any DatasetStore) {
        let stores = try await kind.withSpaceX()
        try await SyncLaunchLibrary(source: Self.library, store: stores.launches, now: .fixed(TestFixtures.now))()
        return (stores.launches, stores.datasets)
    }

    @Test(
        "a refresh that moves a launch records the change once; the launch's detail and its date moves count it; store copy carries it; nothing else is recorded",
        arguments: StoreKind.available)
    func scheduleChanges(kind: StoreKind) async throws {
        let (store, _) = try await stores(kind)
        let id = "a0000000-0000-4000-8000-000000000001"
        // The same lists again: nothing moved.
        try await SyncLaunchLibrary(source: Self.library, store: store, now: .fixed(TestFixtures.now.addingTimeInterval(60)))()
        #expect(try await store.changes(ofLaunch: id).isEmpty)
        #expect(try await store.dateMoves().isEmpty)
        // Starlink Group 99-1 slips two days and goes on hold.
        let moved = try LaunchLibraryDecodingTests.fixturesWithStarlinkMoved()
        defer { try? FileManager.default.removeItem(at: moved) }
        let later = TestFixtures.now.addingTimeInterval(3600)
        try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: moved), store: store, now: .fixed(later))()
        let changes = try await store.changes(ofLaunch: id)
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect(change.recordedAt == later && change.movedTheDate)
        #expect(change.from?.net == Date(timeIntervalSince1970: 1_795_591_516) && change.to.net == Date(timeIntervalSince1970: 1_795_764_316))
        #expect(change.from?.status == .go && change.to.status == .hold)
        #expect(try await store.changes(since: later) == changes)
        #expect(try await store.changes(since: later.addingTimeInterval(1)).isEmpty)
        #expect(try await ShowLaunch(store: store)(id: id).changes == changes)
        #expect(try await store.dateMoves() == [id: 1])
        // Almanac's own data: `almanac store copy` carries it to another store. (Read before
        // the copy too: what a store keeps between requests must not outlive the write.)
        let copy = try await kind.open().launches
        #expect(try await copy.changes(ofLaunch: id).isEmpty)
        #expect(try await copy.dateMoves().isEmpty)
        try await copy.restoreChanges(try await store.changes(since: .distantPast))
        #expect(try await copy.changes(ofLaunch: id) == changes)
        #expect(try await copy.dateMoves() == [id: 1])
    }

    @Test(
        "the next launch read from the kept timeline is the first of the upcoming query, at every moment around every launch; the upcoming launches are those the list calls upcoming whose period is not over",
        arguments: StoreKind.available)
    func nextLaunchAgreesWithUpcoming(kind: StoreKind) async throws {
        let (store, _) = try await stores(kind)
        let upcoming = UpcomingLaunches(store: store)
        let timeline = try await store.timeline()
        var moments = [TestFixtures.now, .distantPast]
        for launch in timeline {
            let end = launch.datePrecision.latestTime(for: launch.date)
            moments += [launch.date.addingTimeInterval(-1), launch.date, end, end.addingTimeInterval(1)]
        }
        var seen = Set<String>()
        for now in moments {
            let first = try await upcoming.first(after: now)
            #expect(first == (try await upcoming(after: now, limit: 1).first), "at \(now)")
            // The list's upcoming launches whose planned period is not over (the list keeps one
            // whose status says it waits as upcoming however old its date).
            let listed = try await store.launches(
                matching: LaunchQuery(outcome: .upcoming, page: try PageRequest(limit: 100), asOf: now), linkIDs: [:])
            let ahead = listed.items.filter { $0.datePrecision.mayStillHappen($0.date, at: now) }
            #expect(Set(try await upcoming(after: now).map(\.launch.id)) == Set(ahead.map(\.id)), "at \(now)")
            if let first { seen.insert(first.launch.id) }
        }
        #expect(seen.count > 3, "moments that make several launches next")
        #expect(try await upcoming.first(after: .distantFuture) == nil)
    }

    @Test("a launch known only to the month is next after those known to the hour, though dated before them", arguments: StoreKind.available)
    func nextLaunchPutsVagueDatesLast(kind: StoreKind) async throws {
        let fixtures = try await TestFixtures.download()
        func launch(_ id: String, in days: Double, _ precision: DatePrecision) -> Launch {
            Launch(
                id: id, flightNumber: 900, name: id, date: TestFixtures.now.addingTimeInterval(days * 24 * 3600), datePrecision: precision,
                isUpcoming: true, success: nil, rocketID: nil, launchpadID: nil, details: nil, failures: [], links: LaunchLinks())
        }
        let catalog = fixtures.catalog
        let launches = catalog.launches.filter { !$0.isUpcoming } + [launch("vague", in: 1, .month), launch("precise", in: 2, .hour)]
        let store = try await kind.open().launches
        try await store.replaceSpaceX(
            with: SpaceXDownload(
                catalog: SpaceXCatalog(company: catalog.company, launches: launches, rockets: catalog.rockets, launchpads: catalog.launchpads),
                documents: fixtures.documents, origin: fixtures.origin),
            refreshedAt: TestFixtures.now)
        let upcoming = UpcomingLaunches(store: store)
        #expect(try await upcoming(after: TestFixtures.now, limit: 1).first?.launch.id == "precise")
        #expect(try await upcoming.first(after: TestFixtures.now)?.launch.id == "precise")
        // Once the precise one has flown, the vague one (its month not over) is next.
        let later = TestFixtures.now.addingTimeInterval(3 * 24 * 3600)
        #expect(try await upcoming.first(after: later) == (try await upcoming(after: later, limit: 1).first))
    }

    @Test(
        "upcoming and the order as of a moment agree with the reference rules: results due are unknown, vague dates last, descending opens on what is next",
        arguments: StoreKind.available, [DateSortOrder.descending, .ascending])
    func asOfAgreesWithReference(kind: StoreKind, sort: DateSortOrder) async throws {
        let (store, _) = try await stores(kind)
        let reference = try await referenceStore()
        // Before Starlink Group 99-1's hour, an hour after it, and years later.
        let moments = [TestFixtures.now, Date(timeIntervalSince1970: 1_795_595_400), Date(timeIntervalSince1970: 1_956_528_000)]
        for asOf in moments {
            for outcome in [nil, LaunchOutcome.upcoming, .unknown] {
                let query = LaunchQuery(outcome: outcome, sort: sort, page: try PageRequest(limit: 100), asOf: asOf)
                let expected = try await reference.launches(matching: query, linkIDs: [:])
                let actual = try await store.launches(matching: query, linkIDs: [:])
                #expect(actual.items.map(\.id) == expected.items.map(\.id), "\(asOf) \(outcome?.rawValue ?? "any")")
                #expect(actual.total == expected.total)
            }
        }
        // As of the fixtures' clock, the whole list opens on the next launch; an hour after its
        // time it awaits confirmation and is not upcoming.
        let list = try await store.launches(matching: LaunchQuery(sort: sort, page: try PageRequest(), asOf: TestFixtures.now), linkIDs: [:])
        if sort == .descending { #expect(list.items.first?.name == "Starlink Group 99-1") }
        let upcomingLater = try await store.launches(
            matching: LaunchQuery(outcome: .upcoming, page: try PageRequest(limit: 100), asOf: moments[1]), linkIDs: [:])
        #expect(!upcomingLater.items.map(\.name).contains("Starlink Group 99-1"))
        #expect(upcomingLater.items.allSatisfy { !$0.awaitsResult(at: moments[1]) })
    }

    @Test(
        "the whole list's order, worked out once as of any moment, is the reference order at every moment around every result's due time, the clock going forward and back",
        arguments: StoreKind.available, [DateSortOrder.descending, .ascending])
    func unfilteredOrderFollowsTheClock(kind: StoreKind, sort: DateSortOrder) async throws {
        let (store, _) = try await stores(kind)
        let reference = try await referenceStore()
        let dueTimes = try await store.timeline().compactMap(\.resultDue).sorted()
        #expect(!dueTimes.isEmpty, "a launch ahead whose result comes due")
        let moments = dueTimes.flatMap { [$0.addingTimeInterval(-1), $0, $0.addingTimeInterval(1)] }
        let listing = try await store.listing()
        // Prepared as the read model's keeper does, before, between and after the due times.
        let prepared = ([TestFixtures.now] + moments).map { listing.preparedForUnfilteredLists(asOf: $0) }
        for asOf in moments + moments.reversed() {
            let query = LaunchQuery(sort: sort, page: try PageRequest(limit: 100), asOf: asOf)
            let expected = try await reference.launches(matching: query, linkIDs: [:]).items.map(\.id)
            #expect(try await store.launches(matching: query, linkIDs: [:]).items.map(\.id) == expected, "\(asOf)")
            for (index, listing) in prepared.enumerated() {
                #expect(listing.page(query, linkIDs: [:]).items.map(\.id) == expected, "\(asOf), prepared \(index)")
            }
        }
    }

    @Test(
        "every page, of any size, is the reference order's slice, across the runs the store reads the list in",
        arguments: StoreKind.available, [DateSortOrder.descending, .ascending])
    func pagesAgreeWithReference(kind: StoreKind, sort: DateSortOrder) async throws {
        let (store, _) = try await stores(kind)
        let reference = try await referenceStore()
        for asOf in [TestFixtures.now, Date(timeIntervalSince1970: 1_795_595_400)] {
            for outcome in [nil, LaunchOutcome.upcoming, .unknown] {
                let all = try await reference.launches(
                    matching: LaunchQuery(outcome: outcome, sort: sort, page: try PageRequest(limit: 100), asOf: asOf), linkIDs: [:])
                #expect(all.total > 0 || outcome != nil)
                for size in 1...4 {
                    var ids: [String] = []
                    for number in 1...(all.total / size + 2) {
                        let query = LaunchQuery(outcome: outcome, sort: sort, page: try PageRequest(page: number, limit: size), asOf: asOf)
                        let page = try await store.launches(matching: query, linkIDs: [:])
                        #expect(page.total == all.total)
                        ids += page.items.map(\.id)
                    }
                    #expect(ids == all.items.map(\.id), "\(asOf) \(outcome?.rawValue ?? "any") pages of \(size)")
                }
            }
        }
    }

    @Test(
        "both sources in one list; the launch both know once, found by either id; a SpaceX refresh keeps Launch Library's",
        arguments: StoreKind.available)
    func timeline(kind: StoreKind) async throws {
        let (store, datasets) = try await stores(kind)
        let all = try await store.launches(matching: LaunchQuery(page: try PageRequest(limit: 100)), linkIDs: [:])
        // 6 SpaceX + 4 upcoming + 4 previous, "Crew Future" in both.
        #expect(all.total == 13)
        let crew = try #require(try await store.launch(id: "l5"))
        #expect(crew.provenance == .both && crew.outcome == .success && crew.launchLibrary?.id == "b0000000-0000-4000-8000-000000000001")
        #expect(try await store.launch(id: "b0000000-0000-4000-8000-000000000001")?.id == "l5")
        #expect(try await store.launchIDs().count == 13)
        // Linked to the catalogue: Falcon 9 is r9 in the fixture; Starship is not there.
        let failures = try await store.launches(matching: LaunchQuery(outcome: .failure, page: try PageRequest()), linkIDs: [.rocket: "r9"])
        #expect(failures.items.map(\.name).contains("Lost Satellite"))
        #expect(try await datasets.recordCounts(of: .launchLibrary).map(\.count) == [4, 4])

        try await store.replaceSpaceX(with: try await TestFixtures.download(), refreshedAt: TestFixtures.now)
        #expect(try await store.launches(matching: LaunchQuery(page: try PageRequest(limit: 100)), linkIDs: [:]).total == 13)
        let years = try await store.launchCountsByYear().map(\.year)
        #expect(years.contains(2024) && years.contains(2029) && !years.contains(2025))
    }

    @Test(
        "the SpaceX and Launch Library refreshes run together twenty times without a collision; the timeline stays whole",
        arguments: StoreKind.available)
    func concurrentRefreshes(kind: StoreKind) async throws {
        let (store, _) = try await stores(kind)
        let download = try await TestFixtures.download()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for round in 0..<20 {
                let at = TestFixtures.now.addingTimeInterval(Double(round))
                group.addTask { try await store.replaceSpaceX(with: download, refreshedAt: at) }
                group.addTask { try await SyncLaunchLibrary(source: Self.library, store: store, now: .fixed(at))() }
            }
            try await group.waitForAll()
        }
        #expect(try await store.launches(matching: LaunchQuery(page: try PageRequest(limit: 100)), linkIDs: [:]).total == 13)
    }

    @Test(
        "an export writes each list back in Launch Library's paged shape, and it imports again to the same launches",
        arguments: StoreKind.available)
    func roundTrip(kind: StoreKind) async throws {
        let (store, datasets) = try await stores(kind)
        let documents = try await datasets.documents(of: .launchLibrary)
        #expect(documents.map(\.path) == ["ll2/upcoming.json", "ll2/previous.json"])
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for document in documents {
            let file = folder.appendingPathComponent(document.path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try document.body.write(to: file)
        }
        let copy = try await kind.open().launches
        try await copy.replaceSpaceX(with: try await TestFixtures.download(), refreshedAt: TestFixtures.now)
        try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: folder), store: copy)()
        let query = LaunchQuery(page: try PageRequest(limit: 100))
        #expect(try await copy.launches(matching: query, linkIDs: [:]).items == store.launches(matching: query, linkIDs: [:]).items)
    }
}
