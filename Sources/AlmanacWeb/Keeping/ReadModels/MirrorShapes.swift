import AlmanacCore
import AlmanacReplay
import Foundation

/// The upstream shapes the mirrors answer in, made from what the store holds: each dataset's
/// snapshot files (`DatasetStore.documents(of:)`, what an export writes) read by the same code
/// the replay server answers with, once per version of the dataset.
final class MirrorShapes: Sendable {
    private let datasets: any DatasetStore
    private let versions: DataVersions
    private let swapi = KeptWhileStamped<Int, SWAPIReplay>(limit: 1)
    private let facts = KeptWhileStamped<Int, FactsReplay>(limit: 1)
    private let spacexShape = KeptWhileStamped<Bool, SpaceXShape>(limit: 2)
    private let spacexV3 = KeptWhileStamped<Int, SpaceXVersion3>(limit: 1)
    private let weather = KeptWhileStamped<Int, WeatherReplay>(limit: 1)
    private let launches: LaunchLibraryRecords
    private let launchIndex = KeptWhileStamped<Int, LaunchIndex>(limit: 1)
    private let references = KeptWhileStamped<Int, LaunchLibraryReferenceLists>(limit: 1)

    init(datasets: any DatasetStore, launches: LaunchLibraryRecords, versions: DataVersions) {
        self.datasets = datasets
        self.launches = launches
        self.versions = versions
    }

    /// Launch Library's lists as its filters and paging read them (`LaunchLibraryPaging`).
    struct LaunchIndex: Sendable {
        let upcoming: [LaunchLibraryPaging.Entry]
        let previous: [LaunchLibraryPaging.Entry]
        let all: [LaunchLibraryPaging.Entry]
    }

    /// The launches of each list, from the read model; the records are read per page (`launchLibraryBodies`).
    func launchLibrary() async throws -> LaunchIndex {
        try await launchIndex.value(0, version: try await versions.version(of: [.spacex, .launchLibrary])) {
            let index = try await launches.index()
            let all = index.all.map {
                LaunchLibraryPaging.Entry(id: $0.id, providerID: $0.providerID, lastUpdated: $0.lastUpdated, net: $0.net, name: $0.name)
            }
            // Each launch's entry made once, so `all` and its list share its strings (each of
            // the 7,241 lower-cased names was held twice).
            let byID = Dictionary(all.map { ($0.id, $0) }) { first, _ in first }
            func entries(_ launches: [LaunchLibraryRecords.Indexed]) -> [LaunchLibraryPaging.Entry] {
                var entries: [LaunchLibraryPaging.Entry] = []
                entries.reserveCapacity(launches.count)  // kept as long as the data: no room to grow
                for launch in launches { if let entry = byID[launch.id] { entries.append(entry) } }
                return entries
            }
            return LaunchIndex(upcoming: entries(index.upcoming), previous: entries(index.previous), all: all)
        }
    }

    /// Launch Library's agencies, astronauts, space stations and kinds of spacecraft.
    func launchLibraryReferences() async throws -> LaunchLibraryReferenceLists {
        try await references.value(0, version: try await versions.version(of: [.agencies, .astronauts])) {
            let documents = try await documents(of: .agencies).merging(try await documents(of: .astronauts)) { first, _ in first }
            return try LaunchLibraryReferenceLists(documents: documents)
        }
    }

    /// The records of `ids` as Launch Library sent them, in that order.
    func launchLibraryBodies(_ ids: [String]) async throws -> [String] {
        try await launches.bodies(ids).map { String(decoding: $0, as: UTF8.self) }
    }

    func launchLibraryBody(id: String) async throws -> String? {
        try await launches.body(id: id).map { String(decoding: $0, as: UTF8.self) }
    }

    /// SWAPI's six resources as swapi.dev pages them.
    func galaxy() async throws -> SWAPIReplay {
        try await swapi.value(0, version: try await versions.version(of: [.swapi])) {
            try SWAPIReplay(documents: try await documents(of: .swapi))
        }
    }

    /// The SpaceX API's lists and company, as fetched; unless `asSent`, with SpaceX's launches
    /// since the API stopped from Launch Library 2, and its launches picked as flown or upcoming
    /// by what Launch Library 2 says now (`SpaceXLaunchesSince2022`).
    func spacex(asSent: Bool = false) async throws -> SpaceXShape {
        try await spacexShape.value(asSent, version: try await versions.version(of: [.spacex, .launchLibrary])) {
            let fetched = try SpaceXShape(documents: try await documents(of: .spacex))
            if asSent { return fetched }
            let timeline = try await launches.timeline()
            let recorded = fetched.objects(of: "launches")
            let lastFlight = recorded.compactMap { ($0.object["flight_number"] as? NSNumber)?.intValue }.max() ?? 0
            let lastFlown = recorded.filter { !$0.upcoming }.map(\.dateUnix).max() ?? 0
            let since = SpaceXLaunchesSince2022.records(from: timeline, after: Date(timeIntervalSince1970: lastFlown), lastFlightNumber: lastFlight)
            return fetched.adding(since, current: SpaceXLaunchesSince2022.current(from: timeline))
        }
    }

    /// The SpaceX API's v3, made from the v4 records (with the launches since 2022).
    func spacexVersion3() async throws -> SpaceXVersion3 {
        try await spacexV3.value(0, version: try await versions.version(of: [.spacex, .launchLibrary])) {
            SpaceXVersion3(try await spacex())
        }
    }

    /// Open-Meteo's forecasts of the places Almanac keeps and the geocoder's answers it kept.
    func openMeteo() async throws -> WeatherReplay {
        try await weather.value(0, version: try await versions.version(of: [.weather])) {
            try WeatherReplay(documents: try await documents(of: .weather))
        }
    }

    /// chucknorris.io's jokes: every stored fact as the API sent it, and its categories.
    func chuckNorris() async throws -> FactsReplay {
        try await facts.value(0, version: try await versions.version(of: [.facts])) {
            let documents = try await documents(of: .facts)
            return try FactsReplay(jokes: documents[SnapshotLayout.facts] ?? Data("[]".utf8), categories: documents[SnapshotLayout.factCategories])
        }
    }

    private func documents(of dataset: DatasetID) async throws -> [String: Data] {
        Dictionary(try await datasets.documents(of: dataset).map { ($0.path, $0.body) }) { first, _ in first }
    }
}
