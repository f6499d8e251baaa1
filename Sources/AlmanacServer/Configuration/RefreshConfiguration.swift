import AlmanacCore

/// Whether and how often the background refresher runs, resolved.
package struct RefreshConfiguration: Sendable {
    package var isEnabled: Bool
    package var intervals: RefreshIntervals
    /// How often it looks for datasets past their age.
    package var checkInterval: Duration

    package init(isEnabled: Bool, intervals: RefreshIntervals, checkInterval: Duration) {
        self.isEnabled = isEnabled
        self.intervals = intervals
        self.checkInterval = checkInterval
    }
}
