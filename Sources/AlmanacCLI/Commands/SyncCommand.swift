import AlmanacCore
import AlmanacUpstream
import ArgumentParser
import Foundation

/// `almanac sync [spacex] [swapi]`: refresh datasets from their upstream APIs.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch datasets from their upstream APIs and replace the stored copies.",
        discussion: "Each dataset is decoded and validated in full before it replaces the stored one; a failure leaves the store untouched."
    )

    enum Dataset: String, ExpressibleByArgument, CaseIterable {
        case spacex, swapi
    }

    @Argument(help: "Datasets to refresh (default: all): \(Dataset.allCases.map(\.rawValue).joined(separator: ", ")).")
    var datasets: [Dataset] = []

    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try Composition.open(options)
        let terminal = Terminal.standardError
        for dataset in datasets.isEmpty ? Dataset.allCases : datasets {
            switch dataset {
            case .spacex:
                terminal.progress("Syncing SpaceX from \(composition.spacexURL)…")
                let summary = try await composition.withTransport { transport in
                    let source = SpaceXLaunchSource(baseURL: composition.spacexURL, transport: transport) { terminal.progress("  \($0)") }
                    do {
                        return try await SyncSpaceX(source: source, store: composition.launches)()
                    } catch let failure as UpstreamFailure {
                        throw CommandFailure("SpaceX sync failed, stored data unchanged: \(failure)")
                    }
                }
                print("SpaceX: \(summary.launches) launches, \(summary.rockets) rockets, \(summary.launchpads) launchpads from \(summary.origin.location)")
            case .swapi:
                try await syncGalaxy(composition, terminal: terminal)
            }
        }
    }

    private func syncGalaxy(_ composition: Composition, terminal: Terminal) async throws {
        let mirrors = try options.resolvedSWAPIMirrors()
        terminal.progress("Syncing SWAPI from \(mirrors.bases.joined(separator: ", "))…")
        let started = ContinuousClock.now
        let summary = try await composition.withTransport { transport in
            let source = SWAPIGalaxySource(mirrors: mirrors, transport: transport) { terminal.progress("  \($0)") }
            do {
                return try await SyncGalaxy(source: source, store: composition.galaxy)()
            } catch let failure as UpstreamFailure {
                throw CommandFailure("SWAPI sync failed, stored data unchanged: \(failure)")
            }
        }
        let milliseconds = (ContinuousClock.now - started).wholeMilliseconds
        print("SWAPI: \(summary.countsText) from \(summary.origin.location)"
            + Composition.danglingText(summary.danglingLinks)
            + " (\(summary.requestCount) requests in \(milliseconds) ms)")
    }
}
