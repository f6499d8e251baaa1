import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// Makes the web app installable and usable offline on the device: the manifest, the service
/// worker at the root (so it may control every page) with its precache list written from the
/// routes, and the offline fallback page. Everything here only adds: pages work without it.
struct InstallableAppController: Sendable {
    /// The worker's script (`Assets/sw.js`) without its first lines, which are written here.
    let workerScript: String
    /// Whether the worker keeps the visitor's own pages (home, weather, starred…) for offline
    /// use: on a single-person server (`local` profiles) the device is its owner's; on a
    /// per-visitor one it may be a phone others use too, and it keeps only shared pages.
    let keepsOwnPages: Bool

    /// What the worker saves when it installs: the app's frame, so any saved page can be drawn.
    /// Not the home page: it shows the visitor's own cities and records (a private answer).
    static var precached: [Route] {
        [
            .offline, .asset("app.css"), .asset("app.js"), .asset("favicon.svg"), .asset("icon.svg"),
            .asset("weather-icons.svg"), .asset("patch-placeholder.svg"), .manifest,
        ]
    }

    func addRoutes(to pages: PageRoutes) {
        var manifest = EncodedBody((try? JSONEncoder().encode(AppManifest())) ?? Data("{}".utf8), contentType: "application/manifest+json")
        manifest.cacheControl = AssetsController.cacheControl
        pages.raw(.manifest, .fixed) { [manifest] request, _ in manifest.response(for: request) }
        // Always asked again (`no-cache`, with its ETag), so a new version of the worker is picked
        // up on the next visit.
        let worker = EncodedBody(
            Data((Self.workerPreamble(for: workerScript, keepsOwnPages: keepsOwnPages) + workerScript).utf8),
            contentType: "text/javascript; charset=utf-8")
        pages.raw(.serviceWorker, .fixed) { request, _ in worker.response(for: request) }
        pages.get(.offline, .shared(nil)) { _, _ in OfflinePage() }
    }

    /// The precache list and a version that changes with the worker's script (and with what it
    /// keeps), so a new script replaces the old caches.
    private static func workerPreamble(for script: String, keepsOwnPages: Bool) -> String {
        let list = precached.map { "\"\($0.href)\"" }.joined(separator: ", ")
        let clearing = [Route.deleteProfile].map { "\"\($0.url.path)\"" }.joined(separator: ", ")
        let version = StableHash.fnv1a64(Array((list + script + String(keepsOwnPages)).utf8))
        return """
            // Written by the server from its routes.
            const PRECACHE = [\(list)];
            const OFFLINE_PAGE = "\(Route.offline.href)";
            const CLEARING_PATHS = [\(clearing)];
            const VERSION = "\(version)";
            const KEEPS_OWN_PAGES = \(keepsOwnPages);
            const NOTIFICATION_ICON = "\(Route.asset("icon-192.png").href)";
            const NOTIFICATION_FALLBACK = "\(Route.starred().href)";

            """
    }
}
