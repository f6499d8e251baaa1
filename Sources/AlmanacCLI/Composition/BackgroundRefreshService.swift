import AlmanacCore
import ServiceLifecycle

/// The background refresher as a service of the server's lifecycle: it starts with the server
/// and stops on SIGTERM/SIGINT (graceful shutdown cancels the pass under way, which leaves every
/// stored dataset as it was, since each replacement is one transaction).
struct BackgroundRefreshService: Service {
    let refresher: BackgroundRefresh
    /// How often it looks for datasets older than their TTL.
    let interval: Duration

    func run() async throws {
        await cancelWhenGracefulShutdown {
            await refresher.run(every: interval)
        }
    }
}
