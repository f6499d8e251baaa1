import AlmanacCore
import AlmanacServer
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

    @Option(name: .customLong(Settings.imageRequestsPerMinute.name), help: Settings.imageRequestsPerMinute.help(valueName: "n"))
    var imageRequestsPerMinute: String?

    @Option(name: .customLong(Settings.newProfilesPerHour.name), help: Settings.newProfilesPerHour.help(valueName: "n"))
    var newProfilesPerHour: String?

    @Option(name: .customLong(Settings.mirrors.name), help: Settings.mirrors.help(valueName: "apis"))
    var mirrors: String?

    @Option(name: .customLong(Settings.downloadsPerClient.name), help: Settings.downloadsPerClient.help(valueName: "n"))
    var downloadsPerClient: String?

    @Option(name: .customLong(Settings.trustedProxies.name), help: Settings.trustedProxies.help(valueName: "block"))
    var trustedProxies: [String] = []

    @Option(name: .customLong(Settings.idleTimeout.name), help: Settings.idleTimeout.help(valueName: "duration"))
    var idleTimeout: String?

    @Option(name: .customLong(Settings.headerTimeout.name), help: Settings.headerTimeout.help(valueName: "duration"))
    var headerTimeout: String?

    @Option(name: .customLong(Settings.bodyTimeout.name), help: Settings.bodyTimeout.help(valueName: "duration"))
    var bodyTimeout: String?

    @Option(name: .customLong(Settings.connectionsPerClient.name), help: Settings.connectionsPerClient.help(valueName: "n"))
    var connectionsPerClient: String?

    @Option(name: .customLong(Settings.forecastsPerCycle.name), help: Settings.forecastsPerCycle.help(valueName: "n"))
    var forecastsPerCycle: String?

    @Option(name: .customLong(Settings.metrics.name), help: Settings.metrics.help(valueName: "on|off"))
    var metrics: String?

    @Option(name: .customLong(Settings.push.name), help: Settings.push.help(valueName: "on|off"))
    var push: String?

    @Option(name: .customLong(Settings.pushContact.name), help: Settings.pushContact.help(valueName: "url"))
    var pushContact: String?

    @OptionGroup var options: StoreOptions

    @OptionGroup var refresh: RefreshOptions

    func validate() throws { _ = try resolved() }

    /// Where and how to serve, from flags, variables and defaults.
    func resolved() throws(ValidationError) -> ServeConfiguration {
        let host = try Settings.host.resolve(host) ?? "127.0.0.1"
        let extraHosts = allowedHosts.isEmpty ? try Settings.allowedHosts.resolve(nil) ?? [] : allowedHosts
        let proxies = trustedProxies.isEmpty ? try Settings.trustedProxies.resolve(nil) ?? [] : trustedProxies
        var web = WebConfiguration(
            host: host, port: try Settings.port.resolve(port) ?? 8080,
            defaultTimeZone: try Settings.timeZone.resolve(timeZone) ?? TimeZone(identifier: "UTC") ?? .current,
            // The name the server binds to is always one it answers to.
            allowedHosts: AllowedHosts(extraHosts + [host]),
            cacheBytes: (try Settings.cacheMemory.resolve(cacheMemory)).map { $0 << 20 } ?? WebConfiguration.defaultCacheBytes,
            profiles: try Settings.profiles.resolve(profiles) ?? ProfileMode.default(forHost: host),
            newProfilesPerHour: (try Settings.newProfilesPerHour.resolve(newProfilesPerHour) ?? 20).nonZero,
            downloadsPerClient: (try Settings.downloadsPerClient.resolve(downloadsPerClient) ?? 2).nonZero,
            mirrors: try Settings.mirrors.resolve(mirrors) ?? Set(MirroredAPI.allCases),
            connections: ConnectionLimits(
                idleTimeout: try Settings.idleTimeout.resolve(idleTimeout) ?? .seconds(30),
                headerTimeout: try Settings.headerTimeout.resolve(headerTimeout) ?? .seconds(10),
                bodyTimeout: try Settings.bodyTimeout.resolve(bodyTimeout) ?? .seconds(30),
                perClient: (try Settings.connectionsPerClient.resolve(connectionsPerClient) ?? 64).nonZero
            ),
            exposesMetrics: try Settings.metrics.resolve(metrics) ?? ProfileMode.default(forHost: host).isLocal
        )
        for block in proxies {
            guard WebConfiguration.isAddressBlock(block) else {
                throw ValidationError("--trusted-proxy must be an IP address or CIDR block (got \"\(block)\")")
            }
        }
        _ = web.trustProxies(proxies)
        return ServeConfiguration(
            web: web,
            snapshot: try Settings.snapshot.resolve(snapshot).map { URL(fileURLWithPath: $0) },
            imageCache: try Settings.imageCache.resolve(imageCache).map { URL(fileURLWithPath: $0) } ?? Defaults.imageCacheDirectory(),
            profileMaxAge: .seconds(((try Settings.profileMaxAge.resolve(profileMaxAgeDays)) ?? 180) * 24 * 3600),
            upstreamRequestsPerMinute: (try Settings.upstreamRequestsPerMinute.resolve(upstreamRequestsPerMinute) ?? 60).nonZero,
            imageRequestsPerMinute: (try Settings.imageRequestsPerMinute.resolve(imageRequestsPerMinute) ?? 240).nonZero,
            forecastsPerCycle: try Settings.forecastsPerCycle.resolve(forecastsPerCycle) ?? 200,
            push: try Settings.push.resolve(push) ?? true,
            pushContact: try Settings.pushContact.resolve(pushContact) ?? "mailto:almanac@localhost"
        )
    }

    func run() async throws {
        let composition = try await Composition.open(try options.resolved(), defaultLogLevel: .info)
        let server = try await composition.server(try resolved(), refresh: try refresh.resolved())
        try await server.run()
    }
}

private extension Int {
    /// The number, or nil for 0 ("no limit").
    var nonZero: Int? { self == 0 ? nil : self }
}
