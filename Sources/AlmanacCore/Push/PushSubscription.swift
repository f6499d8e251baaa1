import Foundation

/// A browser's push subscription, as its service worker gives it (`PushSubscription.toJSON()`):
/// the push service's address for this browser and the keys a message is encrypted with.
public struct PushSubscription: Hashable, Sendable {
    /// The push service's URL for this browser: a capability, so it is never shown whole.
    public let endpoint: String
    /// The browser's P-256 public key, an uncompressed point in base64url (65 bytes).
    public let p256dh: String
    /// The browser's authentication secret in base64url (16 bytes).
    public let auth: String
    public let createdAt: Date

    public init(endpoint: String, p256dh: String, auth: String, createdAt: Date) {
        self.endpoint = endpoint
        self.p256dh = p256dh
        self.auth = auth
        self.createdAt = createdAt
    }

    /// The subscription's name in addresses and what was sent: a fingerprint of its endpoint
    /// (FNV-1a, which the page's script computes the same way to name its own).
    public var id: String { Self.id(ofEndpoint: endpoint) }

    public static func id(ofEndpoint endpoint: String) -> String { StableHash.fnv1a64(Array(endpoint.utf8)) }

    /// The push service's host, which is all a list shows of the endpoint.
    public var serviceHost: String { PushDevice(self).serviceHost }
}

/// A device receiving a profile's reminders, as a list shows it.
public struct PushDevice: Hashable, Sendable, Codable {
    public let id: String
    public let serviceHost: String
    public let createdAt: Date
    /// When its notices were last failing (`PushStore.failingDevices`); nil while they arrive.
    public let failingSince: Date?

    public init(_ subscription: PushSubscription, failingSince: Date? = nil) {
        self.init(endpoint: subscription.endpoint, createdAt: subscription.createdAt, failingSince: failingSince)
    }

    /// The device of the subscription at `endpoint`, named as the subscription is.
    public init(endpoint: String, createdAt: Date, failingSince: Date? = nil) {
        id = PushSubscription.id(ofEndpoint: endpoint)
        serviceHost = URL(string: endpoint)?.host ?? "?"
        self.createdAt = createdAt
        self.failingSince = failingSince
    }
}
