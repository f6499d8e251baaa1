import AlmanacPresentation
import Synchronization

/// The forecast views made lately (`ForecastView`), shared by every request that shows the same
/// place in the same units at the same hour. Bounded: past `limit` views it starts afresh, which
/// drops the views of hours gone by along with the rest.
final class KeptForecastViews: ForecastViewKeeper {
    private let views = Mutex<[ForecastView.Key: ForecastView]>([:])
    private let limit: Int

    /// - Parameter limit: a view takes some 20 kB (its 24 to 48 hours and the chart's points), so
    ///   the default keeps about 5 MB.
    init(limit: Int = 256) { self.limit = limit }

    func view(for key: ForecastView.Key, make: () -> ForecastView) -> ForecastView {
        if let kept = views.withLock({ $0[key] }) { return kept }
        let made = make()
        views.withLock { views in
            if views.count >= limit { views = [:] }
            views[key] = made
        }
        return made
    }
}
