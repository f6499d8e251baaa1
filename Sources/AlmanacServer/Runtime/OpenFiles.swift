import Foundation

/// The process's open-file limit: every connection holds one. `serve` raises the soft limit to
/// the hard one (the system's default soft limit, often 1,024, is far below what the machine
/// allows) and leaves room for the store, logs and upstream calls below it.
package enum OpenFiles {
    /// Raises the soft limit as far as allowed; returns the limit in force (nil when unknown).
    package static func raiseLimit() -> Int? {
        #if os(Linux)
            let resource = Int32(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return nil }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return limit.rlim_cur >= rlim_t(Int32.max) ? nil : Int(clamping: limit.rlim_cur)
    }
}
