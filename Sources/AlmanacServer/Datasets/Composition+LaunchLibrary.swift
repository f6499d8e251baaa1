import AlmanacCore
import AlmanacPresentation
import AlmanacUpstream
import AlmanacWeb

extension Composition {
    /// Every provider's launches from Launch Library 2 (or those of `--ll2-providers`): its
    /// upcoming and previous lists.
    package var launchLibraryWiring: DatasetWiring {
        let (launches, now, padForecasts) = (launches, now, padForecasts)
        return DatasetWiring(
            upstreamURLs: configuration.launchLibraryMirrors.bases,
            importPart: { directory, _ in
                let source = SnapshotLaunchLibrarySource(directory: directory)
                return .init(.launchLibrary, isPresent: source.isPresent) {
                    let summary = try await SyncLaunchLibrary(source: source, store: launches, now: now, dating: .newestChange)()
                    // The import says how old what it loaded is, as the pages will.
                    return summary.countsText + (summary.dataTime.map { "; dated \(DateText.iso8601($0)) by their newest change" } ?? "")
                }
            },
            refreshJob: { input in
                let sync = SyncLaunchLibrary(source: launchLibrarySource(input.transport, progress: input.progress), store: launches)
                let maxAge = input.maxAge
                let live = LiveLaunches(store: launches)
                let pads = RefreshPadForecasts(launches: launches, store: padForecasts, source: weatherSource(input.transport), now: now)
                // On launch day the upcoming list is asked for as often as the request budget
                // allows (one request an incremental refresh), at most once a minute.
                let launchDayMaxAge = Duration.seconds(max(60, 3_600 / max(configuration.launchLibraryRequestsPerHour, 1)))
                return RefreshJob(
                    dataset: .launchLibrary, maxAge: maxAge,
                    age: {
                        // Aged by its upcoming list; the previous list is fetched with it when older still.
                        (true, try await launches.launchLibraryState(.upcoming).refreshedAt)
                    },
                    tighterMaxAge: { (try? await live.isLaunchDay(at: now())) == true ? launchDayMaxAge : nil },
                    refresh: {
                        let synced = try await sync(previousMaxAge: maxAge * SyncLaunchLibrary.previousAgeFactor).text
                        // Then the weather at the pads of the launches ahead, from Open-Meteo, at
                        // most one request per pad and day every few hours: a forecast that fails
                        // leaves the page as it was (with its age), not the launches unrefreshed.
                        let weather = try? await pads()
                        guard let weather, weather.didAnything else { return synced }
                        return "\(synced); \(weather.text)"
                    })
            },
            webSection: .combining(.sites(launchUseCases), .launchers(launchUseCases)))
    }

    /// Launch Library 2 within this process's request budget (one budget however many refreshes).
    package func launchLibrarySource(
        _ transport: UpstreamTransport, progress: @escaping @Sendable (String) -> Void = { _ in }
    ) -> LaunchLibraryAPISource {
        LaunchLibraryAPISource(
            mirrors: configuration.launchLibraryMirrors, transport: transport, budget: launchLibraryBudget,
            providers: configuration.launchLibraryProviders, progress: progress)
    }
}
