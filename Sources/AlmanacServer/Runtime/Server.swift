import AlmanacCore
import AlmanacPostgres
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Logging
import Metrics
import Prometheus
import ServiceLifecycle
import UnixSignals

/// `serve`, wired: the web app, the background refresher and the push sender as services of one lifecycle,
/// stopped together by SIGTERM or SIGINT, and the transports they share.
package struct Server {
    package let group: ServiceGroup
    package let transports: [UpstreamTransport]
    package let logger: Logger

    /// Runs until SIGTERM or SIGINT: the server stops accepting and finishes its requests, the
    /// refresh under way is cancelled (each replacement is one transaction: nothing half-done).
    /// When it cannot start (its port taken), the error is thrown once the transports are shut
    /// down: a transport dropped while open is a crash in a debug build.
    package func run() async throws {
        do {
            try await group.run()
        } catch {
            await Self.shutDown(transports)
            throw error
        }
        await Self.shutDown(transports)
        logger.notice("Almanac stopped")
    }

    static func shutDown(_ transports: [UpstreamTransport]) async {
        for transport in transports { try? await transport.shutdown() }
    }
}

extension Composition {
    package func server(_ serve: ServeConfiguration, refresh: RefreshConfiguration) async throws -> Server {
        // Everything swift-metrics records from here on is shown at /metrics (once per process).
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        var web = serve.web
        web.metrics = registry
        web.connections.total = OpenFiles.raiseLimit().map { max(64, $0 - 128) }
        // On PostgreSQL a request waits --db-wait for the store once, all its reads together.
        web.storeWait = postgres?.pool.waitLimit
        if let snapshot = serve.snapshot { try await importAtStart(snapshot) }
        // Every upstream call a request causes passes this gate (the client's budget).
        let gate = serve.upstreamGate(now: now)
        // Facts searches, place searches and forecasts are fetched while a viewer waits: short timeouts.
        let interactive = UpstreamTransport(configuration: interactiveTransportConfiguration, logger: logger, gate: gate)
        // Background refreshes have time: the generous timeouts of `sync`.
        let background = UpstreamTransport(configuration: syncTransportConfiguration, logger: logger, gate: gate)
        // Shut down if what follows fails, as `run` does when the server stops.
        do {
            let forecastCeiling = RefreshCeiling(limit: serve.forecastsPerCycle, per: refresh.intervals[.weather], now: now)
            // "Refresh now": straight to this process's refresher, or on PostgreSQL to whichever
            // instance holds the refresher lock, once per 30 s per dataset across instances.
            let postgresRequests =
                refresh.isEnabled ? postgres.map { PostgresRefreshRequests(database: $0, datasets: DatasetID.allCases, now: now) } : nil
            let refresher =
                refresh.isEnabled
                ? backgroundRefresh(transport: background, intervals: refresh.intervals, forecastCeiling: forecastCeiling, done: postgresRequests)
                : nil
            // Reminders: the VAPID key every instance signs with, kept in the store.
            let vapid = serve.push ? try await vapid(contact: serve.pushContact) : nil
            let services = webServices(
                factSource: ChuckNorrisFactSource(baseURL: factsURL, transport: interactive), weatherSource: weatherSource(interactive),
                images: ProxyImage(catalog: launches, fetcher: UpstreamImageFetcher(gate: gate), cache: DiskImageCache(directory: serve.imageCache)),
                refreshRequests: postgresRequests ?? refresher,
                status: ReportStatus(
                    store: datasets, hosts: upstreamHosts(), circuits: [background, interactive], intervals: refresh.intervals.byDataset,
                    ceilings: [.weather: forecastCeiling]
                ),
                health: datasets, intervals: refresh.intervals, gate: gate,
                reminders: vapid.map {
                    ReminderServices(
                        reminders: PushReminders(store: self.pushes, now: now, resolve: HostResolution.addressesWithoutBlocking(of:)),
                        publicKey: $0.publicKey)
                }
            )
            let logger = logger
            let host = web.host
            let profiles = web.profiles
            let app = try await buildApplication(services: services, configuration: web, logger: logger) { port in
                logger.notice("Almanac is serving http://\(host):\(port)", metadata: ["profiles": "\(profiles.rawValue)"])
            }
            var lifecycle: [ServiceGroupConfiguration.ServiceConfiguration] = [.init(service: app)]
            lifecycle.append(.init(service: ProfileExpiryService(profiles: services.profiles, maxAge: serve.profileMaxAge, logger: logger)))
            let sender = vapid.map { pushLoop(vapid: $0) }
            if refresher != nil || sender != nil {
                let service = BackgroundRefreshService(
                    refresher: refresher, pushes: sender, interval: refresh.checkInterval, lock: refresherLock, logger: logger)
                lifecycle.append(.init(service: service))
            }
            let group = ServiceGroup(configuration: .init(services: lifecycle, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
            return Server(group: group, transports: [background, interactive], logger: logger)
        } catch {
            await Server.shutDown([background, interactive])
            throw error
        }
    }

    /// The refresher of every dataset, logging each outcome (and, on PostgreSQL, marking a
    /// "Refresh now" done for every instance to see).
    private func backgroundRefresh(
        transport: UpstreamTransport, intervals: RefreshIntervals, forecastCeiling: RefreshCeiling, done requests: PostgresRefreshRequests?
    ) -> BackgroundRefresh {
        let logger = logger
        let jobs = refreshJobs(transport: transport, intervals: intervals, forecastCeiling: forecastCeiling)
        return BackgroundRefresh(jobs: jobs, log: datasets) { outcome in
            if let requests { Task { await requests.markDone(outcome.dataset) } }
            let metadata: Logger.Metadata = ["dataset": "\(outcome.dataset)", "ms": "\(outcome.duration.wholeMilliseconds)"]
            if let failure = outcome.failure {
                logger.warning("refresh failed, stored data kept", metadata: metadata.merging(["error": "\(failure)"]) { $1 })
            } else {
                logger.notice("refreshed", metadata: metadata.merging(["summary": "\(outcome.summary ?? "")"]) { $1 })
            }
        }
    }

    /// `serve --snapshot DIR`: the datasets the store does not hold yet, each imported or refused.
    private func importAtStart(_ directory: URL) async throws {
        let report = try await snapshotImport(from: directory)(onlyIfEmpty: true)
        for line in report.imported {
            logger.notice("imported snapshot", metadata: ["directory": "\(directory.path)", "data": "\(line)"])
        }
        for reason in report.refused {
            logger.error("snapshot refused, stored data kept", metadata: ["directory": "\(directory.path)", "reason": "\(reason)"])
        }
    }
}
