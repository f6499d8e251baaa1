import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import AlmanacStore
import AlmanacUpstream
import ArgumentParser
import Foundation

/// `almanac sync [spacex] [ll2] [swapi] [chucknorris] [openmeteo]`: refresh datasets from their
/// upstream APIs now, whatever their age: the same refresh the server runs in the background.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch datasets from their upstream APIs and replace the stored copies.",
        discussion: """
            spacex and swapi are replaced whole; ll2 fetches Launch Library 2's upcoming launches of every \
            provider (or of --ll2-providers), and the previous ones: backfilled newest first, going on where \
            the last sync stopped, then only those changed since, when older than 6× --ll2-max-age \
            (within --ll2-requests-per-hour); chucknorris refreshes the category list; openmeteo the \
            saved cities' forecasts. Each download is decoded and checked in full before it replaces the \
            stored data (a list that empties, shrinks by more than half or loses most of its ids is \
            refused); a failure leaves the store untouched and is recorded for `almanac status`.
            """
    )

    @Argument(help: "Datasets to refresh (default: \(DatasetID.allCases.filter(\.isRefreshedWhole).map(\.rawValue).joined(separator: ", "))).")
    var datasets: [DatasetID] = []

    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let chosen = datasets.isEmpty ? DatasetID.allCases.filter(\.isRefreshedWhole) : datasets
        let progress = ProgressLine()
        defer { progress.end() }
        try await composition.withTransport { transport in
            let jobs = composition.refreshJobs(transport: transport, intervals: RefreshIntervals()) { progress.step(Self.step, $0) }
            for dataset in chosen {
                guard let job = jobs.first(where: { $0.dataset == dataset }) else { continue }
                progress.begin("Syncing \(dataset.displayName)")
                let started = ContinuousClock.now
                do {
                    let summary = try await job.run(recordingFailuresIn: composition.datasets, now: .system)
                    progress.end()
                    print("\(summary) in \((ContinuousClock.now - started).wholeMilliseconds) ms")
                } catch {
                    progress.end()
                    throw CommandFailure("\(dataset.displayName) sync failed, stored data unchanged: \(error)")
                }
            }
        }
    }
}

extension SyncCommand {
    /// What a sync's progress counts: each part a source reports done (a SpaceX endpoint, a
    /// whole SWAPI resource with its pages).
    static let step = Noun("step")
}

extension DatasetID: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
