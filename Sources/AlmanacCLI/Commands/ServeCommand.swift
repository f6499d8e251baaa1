import Logging
import AlmanacCore
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import ArgumentParser
import Foundation
import Hummingbird
import ServiceLifecycle
import UnixSignals

/// `almanac serve`: the web app and JSON API on the local store.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the web app and the JSON API (default http://127.0.0.1:8080)."
    )

    @Option(help: ArgumentHelp("Address to listen on. [env: ALMANAC_HOST] (default: 127.0.0.1)", valueName: "host"))
    var host: String?

    @Option(help: ArgumentHelp("Port to listen on; 0 picks a free one. [env: ALMANAC_PORT] (default: 8080)", valueName: "port"))
    var port: Int?

    @Option(help: ArgumentHelp("Import the datasets of this snapshot directory the store does not hold yet. [env: ALMANAC_SNAPSHOT]", valueName: "dir"))
    var snapshot: String?

    @Option(name: .customLong("time-zone"), help: ArgumentHelp("Time zone for viewers whose browser does not say. [env: ALMANAC_TIME_ZONE] (default: UTC)", valueName: "zone"))
    var timeZone: String?

    @Option(name: .customLong("image-cache"), help: ArgumentHelp("Folder for cached images. [env: ALMANAC_IMAGE_CACHE] (default: $XDG_CACHE_HOME/almanac/images)", valueName: "dir"))
    var imageCache: String?

    @Option(name: .customLong("allowed-host"), help: ArgumentHelp("A host name the server answers to besides IP addresses and localhost; repeat for several, * for any. [env: ALMANAC_ALLOWED_HOSTS, comma-separated]", valueName: "name"))
    var allowedHosts: [String] = []

    @OptionGroup var options: StoreOptions

    @OptionGroup var refresh: RefreshOptions

    func validate() throws {
        if let port = resolvedPort(), !(0...65535).contains(port) {
            throw ValidationError("--port must be from 0 to 65535 (got \(port))")
        }
        if Environment.value("ALMANAC_PORT") != nil, port == nil, resolvedPort() == nil {
            throw ValidationError("ALMANAC_PORT must be a whole number from 0 to 65535")
        }
        if let zone = timeZone ?? Environment.value("ALMANAC_TIME_ZONE"), TimeZone(identifier: zone) == nil {
            throw ValidationError("--time-zone must be an IANA time zone such as Europe/Berlin or UTC (got \"\(zone)\")")
        }
    }

    /// The flag's names, else `ALMANAC_ALLOWED_HOSTS`; the name the server binds to is always one.
    private func resolvedAllowedHosts() -> [String] {
        let names = allowedHosts.isEmpty
            ? (Environment.value("ALMANAC_ALLOWED_HOSTS")?.split(separator: ",").map(String.init) ?? [])
            : allowedHosts
        return names + [host ?? Environment.value("ALMANAC_HOST") ?? "127.0.0.1"]
    }

    private func resolvedPort() -> Int? { port ?? Environment.value("ALMANAC_PORT").flatMap { Int($0) } }

    func run() async throws {
        let composition = try Composition.open(options, defaultLogLevel: .info)
        let logger = composition.logger
        if let directory = snapshot ?? Environment.value("ALMANAC_SNAPSHOT") {
            let report = try await composition.importSnapshot(from: URL(fileURLWithPath: directory), onlyIfEmpty: true)
            for line in report.imported {
                logger.notice("imported snapshot", metadata: ["directory": "\(directory)", "data": "\(line)"])
            }
            for reason in report.refused {
                logger.error("snapshot refused, stored data kept", metadata: ["directory": "\(directory)", "reason": "\(reason)"])
            }
        }
        let configuration = WebConfiguration(
            host: host ?? Environment.value("ALMANAC_HOST") ?? "127.0.0.1",
            port: resolvedPort() ?? 8080,
            defaultTimeZone: (timeZone ?? Environment.value("ALMANAC_TIME_ZONE")).flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC") ?? .current,
            allowedHosts: AllowedHosts(resolvedAllowedHosts())
        )
        let cacheDirectory = (imageCache ?? Environment.value("ALMANAC_IMAGE_CACHE")).map { URL(fileURLWithPath: $0) } ?? Settings.imageCacheDirectory()
        // Facts searches, place searches and forecasts are fetched while a viewer waits: short timeouts.
        let interactiveTransport = UpstreamTransport(configuration: composition.interactiveTransportConfiguration, logger: logger)
        // Background refreshes have time: the generous timeouts of `sync`.
        let refreshTransport = UpstreamTransport(configuration: composition.syncTransportConfiguration, logger: logger)
        let intervals = try refresh.resolvedIntervals()
        let refresher = refresh.isEnabled ? BackgroundRefresh(
            jobs: try composition.refreshJobs(transport: refreshTransport, intervals: intervals), log: composition.datasets
        ) { outcome in
            let metadata: Logger.Metadata = ["dataset": "\(outcome.dataset)", "ms": "\(outcome.duration.wholeMilliseconds)"]
            if let failure = outcome.failure {
                logger.warning("refresh failed, stored data kept", metadata: metadata.merging(["error": "\(failure)"]) { $1 })
            } else {
                logger.notice("refreshed", metadata: metadata.merging(["summary": "\(outcome.summary ?? "")"]) { $1 })
            }
        } : nil
        let services = AlmanacServices(
            launches: composition.launches, galaxy: composition.galaxy, datasets: composition.datasets,
            facts: composition.facts, factSource: ChuckNorrisFactSource(baseURL: composition.factsURL, transport: interactiveTransport),
            weather: composition.weather, weatherSource: composition.weatherSource(interactiveTransport),
            images: ProxyImage(
                catalog: composition.launches, fetcher: UpstreamImageFetcher(),
                cache: DiskImageCache(directory: cacheDirectory)
            ),
            refresher: refresher,
            status: ReportStatus(
                store: composition.datasets, hosts: try composition.upstreamHosts(),
                circuits: [refreshTransport, interactiveTransport], intervals: intervals.byDataset
            ),
            health: composition.datasets, intervals: intervals
        )
        let app = try await buildApplication(services: services, configuration: configuration, logger: logger) { port in
            logger.notice("Almanac is serving http://\(configuration.host):\(port)")
        }
        var lifecycle: [ServiceGroupConfiguration.ServiceConfiguration] = [.init(service: app)]
        if let refresher {
            lifecycle.append(.init(service: BackgroundRefreshService(refresher: refresher, interval: try refresh.resolvedCheckInterval())))
        }
        // SIGTERM or SIGINT: stop accepting, finish requests, cancel the refresh under way.
        try await ServiceGroup(configuration: .init(services: lifecycle, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)).run()
        try? await refreshTransport.shutdown()
        try? await interactiveTransport.shutdown()
        logger.notice("Almanac stopped")
    }
}
