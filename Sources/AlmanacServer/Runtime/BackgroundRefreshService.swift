import AlmanacCore
import AlmanacPostgres
import Logging
import Metrics
import ServiceLifecycle

/// The background refresher and the push sender as a service of the server's lifecycle: they
/// start with the server and stop on SIGTERM/SIGINT (graceful shutdown cancels the pass under
/// way, which leaves every stored dataset as it was, since each replacement is one transaction).
///
/// On a PostgreSQL store shared by several instances both run only while this instance holds the
/// refresher lock (`PostgresRefresherLock`), their writes fenced by it; the others serve what it
/// stores, and send nothing.
package struct BackgroundRefreshService: Service {
    package let refresher: BackgroundRefresh?
    package let pushes: PushLoop?
    /// How often it looks for datasets older than their TTL.
    package let interval: Duration
    package let lock: PostgresRefresherLock?
    package let logger: Logger

    package func run() async throws {
        let refresher = refresher, pushes = pushes, interval = interval, logger = logger
        let leading = Gauge(label: "almanac_refresher_leading")
        @Sendable func lead() async {
            await withDiscardingTaskGroup { group in
                if let refresher { group.addTask { await refresher.run(every: interval) } }
                if let pushes { group.addTask { await pushes.run() } }
            }
        }
        await cancelWhenGracefulShutdown {
            guard let lock else {
                leading.record(1)
                await lead()
                return
            }
            leading.record(0)
            logger.notice("background refresher: waiting for the refresher lock (another instance may hold it)")
            await lock.whileLeading(
                changed: { isLeading in
                    leading.record(isLeading ? 1 : 0)
                    logger.notice(
                        isLeading ? "background refresher: this instance now refreshes" : "background refresher: this instance stopped refreshing")
                },
                requested: { name in
                    // "Refresh now" asked of any instance: allowed there, so queued here at once.
                    if let dataset = DatasetID(rawValue: name) { await refresher?.requestNow(dataset) }
                }
            ) {
                await lead()
            }
        }
    }
}
