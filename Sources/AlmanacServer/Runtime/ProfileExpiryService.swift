import AlmanacCore
import Logging
import ServiceLifecycle

/// Deletes the visitor profiles nobody has used for `maxAge`, and those that never came back
/// after the request that made them (`Profiles.unreturnedMaxAge`): at start, then every hour,
/// until the server shuts down.
package struct ProfileExpiryService: Service {
    package let profiles: Profiles
    package let maxAge: Duration
    package let logger: Logger

    package static let interval: Duration = .seconds(3600)

    package func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    let deleted = try await profiles.expire(maxAge: maxAge)
                    if deleted > 0 { logger.notice("deleted unused profiles", metadata: ["count": "\(deleted)"]) }
                } catch {
                    logger.warning("profile expiry failed", metadata: ["error": "\(error)"])
                }
                try? await Task.sleep(for: Self.interval)
            }
        }
    }
}
