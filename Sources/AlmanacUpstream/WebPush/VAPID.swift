import AlmanacCore
import Crypto
import Foundation

/// The server's identity to push services (RFC 8292, VAPID): a P-256 key pair whose public half
/// browsers are given when they subscribe, and which signs a short-lived JWT on every push, so
/// a push service accepts messages for a subscription only from the server it was made for.
public struct VAPID: Sendable {
    public let privateKey: P256.Signing.PrivateKey
    /// Who runs this server, for a push service to contact: a `mailto:` or `https:` URL.
    public let subject: String

    /// How long a token stays valid (RFC 8292 §2 allows at most 24 hours).
    public static let tokenLifetime: TimeInterval = 12 * 60 * 60

    public init(privateKey: P256.Signing.PrivateKey = P256.Signing.PrivateKey(), subject: String) {
        self.privateKey = privateKey
        self.subject = subject
    }

    /// A key pair kept as text: the private key's 32 bytes in base64url. Nil when it is not one.
    public init?(storedKey: String, subject: String) {
        guard let bytes = Base64URL.decode(storedKey), let key = try? P256.Signing.PrivateKey(rawRepresentation: bytes) else { return nil }
        self.init(privateKey: key, subject: subject)
    }

    /// The private key as `init(storedKey:)` reads it.
    public var storedKey: String { Base64URL.encode(privateKey.rawRepresentation) }

    /// The public key as browsers take it (`applicationServerKey`): the uncompressed point, base64url.
    public var publicKey: String { Base64URL.encode(privateKey.publicKey.x963Representation) }

    /// The `Authorization` header for a push to `endpoint`: `vapid t=<JWT>, k=<public key>`,
    /// the JWT naming the endpoint's origin as its audience and expiring `tokenLifetime` from `now`.
    public func authorization(for endpoint: URL, now: Date) throws -> String {
        guard let audience = Self.origin(of: endpoint) else { throw URLError(.badURL) }
        let header = #"{"typ":"JWT","alg":"ES256"}"#
        let claims = try JSONSerialization.data(
            withJSONObject: ["aud": audience, "exp": Int(now.timeIntervalSince1970 + Self.tokenLifetime), "sub": subject],
            options: [.sortedKeys, .withoutEscapingSlashes])
        let signingInput = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(claims)
        // ES256 in a JWT is the raw r‖s pair (RFC 7518 §3.4), not DER.
        let signature = try privateKey.signature(for: Array(signingInput.utf8)).rawRepresentation
        return "vapid t=\(signingInput).\(Base64URL.encode(signature)), k=\(publicKey)"
    }

    /// The endpoint's origin as RFC 6454 serialises it (RFC 8292 §2's `aud`): scheme and host
    /// lower-cased, an IPv6 host in brackets, the port only when it is not the scheme's own.
    static func origin(of endpoint: URL) -> String? {
        guard let scheme = endpoint.scheme?.lowercased(), let host = endpoint.host?.lowercased(), !host.isEmpty else { return nil }
        let defaultPort = ["https": 443, "http": 80][scheme]
        let port = endpoint.port.flatMap { $0 == defaultPort ? nil : ":\($0)" } ?? ""
        return "\(scheme)://\(host.contains(":") ? "[\(host)]" : host)\(port)"
    }
}
