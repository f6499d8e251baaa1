import AlmanacCore
import Foundation
import Testing

/// What every page's footer reads without waiting for the refresher: whether its dataset is
/// asked for or being refreshed ("Refreshing…" instead of "Refresh now").
@Suite struct RefreshPendingTests {
    private struct NoLog: RefreshLog {
        func recordFailure(of dataset: DatasetID, _ failure: RefreshFailure) async throws {}
    }

    @Test func pendingFromTheRequestUntilTheRefreshIsDone() async throws {
        let (started, startedSignal) = AsyncStream.makeStream(of: Void.self)
        let (release, releaseSignal) = AsyncStream.makeStream(of: Void.self)
        // Fresh, so only a request makes it due; its refresh waits until the test lets it finish.
        let job = RefreshJob(
            dataset: .spacex, maxAge: .seconds(3600), age: { (true, Date()) },
            refresh: {
                startedSignal.yield()
                for await _ in release { break }
                return "done"
            })
        let refresher = BackgroundRefresh(jobs: [job], log: NoLog())
        #expect(refresher.datasets == [.spacex])
        #expect(!refresher.isPending(.spacex))

        #expect(await refresher.request(.spacex) == .accepted)
        #expect(refresher.isPending(.spacex))
        #expect(!refresher.isPending(.swapi))

        let pass = Task { await refresher.refreshDue() }
        for await _ in started { break }
        // No longer queued, but running: still pending.
        #expect(refresher.isPending(.spacex))
        releaseSignal.yield()
        let outcomes = await pass.value
        #expect(outcomes.map(\.summary) == ["done"])
        #expect(!refresher.isPending(.spacex))
    }
}
