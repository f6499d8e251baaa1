import Foundation

/// A visitor's reminders: the devices that receive them (push subscriptions) and how long before
/// a starred launch they come. A subscription is checked before anything is stored: an https
/// endpoint on a public host (the server will connect to it: no requests into this machine or
/// its network through push), and keys of the sizes browsers make.
public struct PushReminders: Sendable {
    /// Devices per profile: a household's phones and laptops, not a botnet's.
    public static let subscriptionLimit = 10
    /// Browsers' endpoints are 150 to 500 characters.
    public static let endpointLimit = 1_024

    /// The addresses a host name resolves to (the system's resolver, on the server).
    public typealias HostResolver = @Sendable (String) async -> [IPAddress]

    private let store: any PushStore
    private let now: Now
    private let allowPrivateEndpoints: Bool
    private let resolve: HostResolver

    /// - Parameters:
    ///   - allowPrivateEndpoints: only for tests, whose push service lives on loopback.
    ///   - resolve: how an endpoint's host name is resolved when it is subscribed; by default
    ///     it is not (delivery checks every address again in any case).
    public init(store: any PushStore, now: Now = .system, allowPrivateEndpoints: Bool = false, resolve: @escaping HostResolver = { _ in [] }) {
        self.store = store
        self.now = now
        self.allowPrivateEndpoints = allowPrivateEndpoints
        self.resolve = resolve
    }

    /// Keeps the browser's subscription for the profile; returns it as kept.
    @discardableResult
    public func subscribe(endpoint: String, p256dh: String, auth: String, for profile: ProfileID) async throws -> PushSubscription {
        let subscription = try await checked(endpoint: endpoint, p256dh: p256dh, auth: auth)
        try await store.subscribe(subscription, for: profile, limit: Self.subscriptionLimit)
        return subscription
    }

    /// The subscription as it would be kept, or `InvalidInput` naming what is wrong: the literal
    /// checks, then the host's addresses (a name that resolves to this machine or a private
    /// network is refused now, in words, rather than failing at every notice). A name that does
    /// not resolve at this moment is kept: an offline server cannot tell, and delivery checks again.
    public func checked(endpoint: String, p256dh: String, auth: String) async throws(InvalidInput) -> PushSubscription {
        let subscription = try checkedLiterally(endpoint: endpoint, p256dh: p256dh, auth: auth)
        guard !allowPrivateEndpoints, let host = URL(string: endpoint)?.host, IPAddress(literal: host) == nil else { return subscription }
        guard await resolve(host).allSatisfy(\.isPublic) else {
            throw InvalidInput(.endpoint, "\(InputField.endpoint) must be on a public host: \(host) resolves to this machine or a private network")
        }
        return subscription
    }

    /// The checks that need no network: scheme, host literal, no credentials, key sizes.
    func checkedLiterally(endpoint: String, p256dh: String, auth: String) throws(InvalidInput) -> PushSubscription {
        guard !endpoint.isEmpty, endpoint.unicodeScalars.count <= Self.endpointLimit, let url = URL(string: endpoint), let host = url.host,
            !host.isEmpty
        else { throw InvalidInput(.endpoint, "\(InputField.endpoint) must be a URL of at most \(Self.endpointLimit) characters") }
        let scheme = url.scheme?.lowercased()
        guard scheme == "https" || (allowPrivateEndpoints && scheme == "http") else {
            throw InvalidInput(.endpoint, "\(InputField.endpoint) must be an https URL")
        }
        guard allowPrivateEndpoints || !HostAddress.isPrivateOrLoopback(host) else {
            throw InvalidInput(.endpoint, "\(InputField.endpoint) must be on a public host, not this machine or a private network")
        }
        guard url.user == nil, url.password == nil else { throw InvalidInput(.endpoint, "\(InputField.endpoint) must not carry a user or password") }
        guard let point = Base64URL.decode(p256dh), point.count == 65, point.first == 4 else {
            throw InvalidInput(.p256dh, "\(InputField.p256dh) must be an uncompressed P-256 point in base64url (65 bytes)")
        }
        guard let secret = Base64URL.decode(auth), secret.count == 16 else {
            throw InvalidInput(.auth, "\(InputField.auth) must be 16 bytes in base64url")
        }
        return PushSubscription(endpoint: endpoint, p256dh: p256dh, auth: auth, createdAt: now())
    }

    /// Removes one of the profile's devices; false when it had none by that id.
    @discardableResult
    public func unsubscribe(id: String, for profile: ProfileID) async throws -> Bool {
        guard !id.isEmpty, id.count <= 16, id.allSatisfy(\.isHexDigit) else { return false }
        return try await store.unsubscribe(id: id, for: profile)
    }

    /// The profile's devices, newest first.
    public func devices(of profile: ProfileID) async throws -> [PushDevice] {
        let failing = try await store.failingDevices(of: profile)
        return try await store.subscriptions(of: profile).sorted { $0.createdAt > $1.createdAt }.map {
            PushDevice($0, failingSince: failing[$0.id])
        }
    }

    public func lead(of profile: ProfileID) async throws -> ReminderLead {
        try await store.reminderLead(of: profile) ?? .standard
    }

    public func setLead(_ lead: ReminderLead, for profile: ProfileID) async throws {
        try await store.setReminderLead(lead, for: profile)
    }

    /// The kinds of notice the profile turned off.
    public func quietNotices(of profile: ProfileID) async throws -> Set<PushNotice.Kind> {
        try await store.quietNotices(of: profile)
    }

    public func setQuietNotices(_ kinds: Set<PushNotice.Kind>, for profile: ProfileID) async throws {
        try await store.setQuietNotices(kinds, for: profile)
    }

    /// What the profile is pushed about the weather in its saved cities.
    public func weatherAlerts(of profile: ProfileID) async throws -> WeatherAlertSettings {
        try await store.weatherAlerts(of: profile)
    }

    public func setWeatherAlerts(_ settings: WeatherAlertSettings, for profile: ProfileID) async throws {
        try await store.setWeatherAlerts(settings, for: profile)
    }
}
