import AlmanacWeb
import ArgumentParser
import Foundation
import Logging

/// `almanac serve`: the web app and JSON API on the local store.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the web app and the JSON API (default http://127.0.0.1:8080)."
    )

    @Option(name: .customLong(Settings.host.name), help: Settings.host.help(valueName: "host"))
    var host: String?

    @Option(name: .customLong(Settings.port.name), help: Settings.port.help(valueName: "port"))
    var port: String?

    @Option(name: .customLong(Settings.snapshot.name), help: Settings.snapshot.help(valueName: "dir"))
    var snapshot: String?

    @Option(name: .customLong(Settings.timeZone.name), help: Settings.timeZone.help(valueName: "zone"))
    var timeZone: String?

    @Option(name: .customLong(Settings.imageCache.name), help: Settings.imageCache.help(valueName: "dir"))
    var imageCache: String?

    @Option(name: .customLong(Settings.allowedHosts.name), help: Settings.allowedHosts.help(valueName: "name"))
    var allowedHosts: [String] = []

    @Option(name: .customLong(Settings.cacheMemory.name), help: Settings.cacheMemory.help(valueName: "MB"))
    var cacheMemory: String?

    @Option(name: .customLong(Settings.profiles.name), help: Settings.profiles.help(valueName: "mode"))
    var profiles: String?

    @Option(name: .customLong(Settings.profileMaxAge.name), help: Settings.profileMaxAge.help(valueName: "days"))
    var profileMaxAgeDays: String?

    @Option(name: .customLong(Settings.upstreamRequestsPerMinute.name), help: Settings.upstreamRequestsPerMinute.help(valueName: "n"))
    var upstreamRequestsPerMinute: String?

    @OptionGroup var options: StoreOptions

    @OptionGroup var refresh: RefreshOptions

    func validate() throws { _ = try resolved() }

    /// Where and how to serve, from flags, variables and defaults.
    func resolved() throws(ValidationError) -> ServeConfiguration {
        let host = try Settings.host.resolve(host) ?? "127.0.0.1"
        let extraHosts = allowedHosts.isEmpty ? try Settings.allowedHosts.resolve(nil) ?? [] : allowedHosts
        return ServeConfiguration(
            web: WebConfiguration(
                host: host, port: try Settings.port.resolve(port) ?? 8080,
                defaultTimeZone: try Settings.timeZone.resolve(timeZone) ?? TimeZone(identifier: "UTC") ?? .current,
                // The name the server binds to is always one it answers to.
                allowedHosts: AllowedHosts(extraHosts + [host]),
                cacheBytes: (try Settings.cacheMemory.resolve(cacheMemory)).map { $0 << 20 } ?? WebConfiguration.defaultCacheBytes,
                profiles: try Settings.profiles.resolve(profiles) ?? ProfileMode.default(forHost: host),
                upstreamRequestsPerMinute: (try Settings.upstreamRequestsPerMinute.resolve(upstreamRequestsPerMinute) ?? 60).nonZero
            ),
            snapshot: try Settings.snapshot.resolve(snapshot).map { URL(fileURLWithPath: $0) },
            imageCache: try Settings.imageCache.resolve(imageCache).map { URL(fileURLWithPath: $0) } ?? Defaults.imageCacheDirectory(),
            profileMaxAge: .seconds(((try Settings.profileMaxAge.resolve(profileMaxAgeDays)) ?? 180) * 24 * 3600)
        )
    }

    func run() async throws {
        let composition = try await Composition.open(try options.resolved(), defaultLogLevel: .info)
        let server = try await composition.server(try resolved(), refresh: try refresh.resolved())
        try await server.run()
    }
}

/// What `serve` needs besides the store, resolved.
struct ServeConfiguration: Sendable {
    var web: WebConfiguration
    /// Imported at start for the datasets the store does not hold yet.
    var snapshot: URL?
    var imageCache: URL
    /// Visitor profiles unused this long are deleted.
    var profileMaxAge: Duration = .seconds(180 * 24 * 3600)
}

private extension Int {
    /// The number, or nil for 0 ("no limit").
    var nonZero: Int? { self == 0 ? nil : self }
}
