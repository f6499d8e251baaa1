import AlmanacCore
import AlmanacPostgres
import Logging
import Metrics
import ServiceLifecycle

/// The background refresher as a service of the server's lifecycle: it starts with the server
/// and stops on SIGTERM/SIGINT (graceful shutdown cancels the pass under way, which leaves every
/// stored dataset as it was, since each replacement is one transaction).
///
/// On a PostgreSQL store shared by several instances it runs only while this instance holds the
/// refresher lock (`PostgresRefresherLock`); the others serve what it stores.
struct BackgroundRefreshService: Service {
    let refresher: BackgroundRefresh
    /// How often it looks for datasets older than their TTL.
    let interval: Duration
    let lock: PostgresRefresherLock?
    let logger: Logger

    func run() async throws {
        let refresher = refresher, interval = interval, logger = logger
        let leading = Gauge(label: "almanac_refresher_leading")
        await cancelWhenGracefulShutdown {
            guard let lock else {
                leading.record(1)
                await refresher.run(every: interval)
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
                    if let dataset = DatasetID(rawValue: name) { await refresher.requestNow(dataset) }
                }
            ) {
                await refresher.run(every: interval)
            }
        }
    }
}
