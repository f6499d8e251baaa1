import AlmanacCore
import AlmanacUpstream
import Crypto
import Foundation
import Testing

/// Web Push messages as a push service and a browser read them, checked by implementations
/// that are not Almanac's (`scripts/push-peer`: http-ece decrypts, cryptography verifies).
@Suite("Web Push: encryption (RFC 8291) and VAPID (RFC 8292), read by independent peers")
struct WebPushPeerTests {
    @Test("http-ece decrypts what Almanac encrypts for a browser's keys; cryptography verifies the VAPID JWT's ES256 signature, audience and expiry")
    func peerReadsIt() async throws {
        // The browser's side, made as a browser makes it when it subscribes.
        let browser = P256.KeyAgreement.PrivateKey()
        let auth = (0..<16).map { _ in UInt8.random(in: .min ... .max) }
        let keys = try #require(WebPushEncryption.Keys(p256dh: Base64URL.encode(browser.publicKey.x963Representation), auth: Base64URL.encode(auth)))
        let message = #"{"title":"Starlink Group 99-1 moved","body":"Now Wed 25 Nov 09:25 UTC, two hours later","url":"/launches/a0"}"#
        let body = try WebPushEncryption().encrypt(Array(message.utf8), for: keys)

        let vapid = VAPID(subject: "mailto:operator@example.org")
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let authorization = try vapid.authorization(for: try #require(URL(string: "https://push.example.net:8443/wpush/v2/abc")), now: now)

        let read = try await PushPeer.read([
            "body": Base64URL.encode(body), "receiverKey": Base64URL.encode(browser.rawRepresentation), "auth": Base64URL.encode(auth),
            "authorization": authorization,
        ])
        #expect(read["plaintext"] as? String == message)
        #expect(read["scheme"] as? String == "vapid")
        #expect((read["jwtHeader"] as? [String: String]) == ["typ": "JWT", "alg": "ES256"])
        let claims = try #require(read["claims"] as? [String: Any])
        #expect(claims["aud"] as? String == "https://push.example.net:8443", "the push service's origin, no path")
        #expect(claims["exp"] as? Int == 1_795_000_000 + 12 * 3600, "12 hours: within the 24 RFC 8292 allows")
        #expect(claims["sub"] as? String == "mailto:operator@example.org")
        #expect(read["signatureValid"] as? Bool == true)
        #expect(read["publicKey"] as? String == vapid.publicKey)
    }

    @Test(
        "the JWT's audience is the endpoint's origin as RFC 6454 writes it: the scheme's own port left out, case folded, IPv6 bracketed",
        arguments: [
            ("https://push.example.net:443/wpush/v2/abc", "https://push.example.net"),
            ("HTTPS://Push.Example.NET/x", "https://push.example.net"),
            ("https://[2001:db8::1]:8443/x", "https://[2001:db8::1]:8443"),
            ("http://push.example.net:80/x", "http://push.example.net"),
        ])
    func audience(endpoint: String, origin: String) async throws {
        let vapid = VAPID(subject: "mailto:operator@example.org")
        let authorization = try vapid.authorization(for: try #require(URL(string: endpoint)), now: Date(timeIntervalSince1970: 1_795_000_000))
        let browser = P256.KeyAgreement.PrivateKey()
        let auth = (0..<16).map { _ in UInt8.random(in: .min ... .max) }
        let keys = try #require(WebPushEncryption.Keys(p256dh: Base64URL.encode(browser.publicKey.x963Representation), auth: Base64URL.encode(auth)))
        let read = try await PushPeer.read([
            "body": Base64URL.encode(try WebPushEncryption().encrypt(Array("{}".utf8), for: keys)),
            "receiverKey": Base64URL.encode(browser.rawRepresentation), "auth": Base64URL.encode(auth), "authorization": authorization,
        ])
        #expect((read["claims"] as? [String: Any])?["aud"] as? String == origin)
        #expect(read["signatureValid"] as? Bool == true)
    }

    @Test("a stored key is the same key again; keys no browser sends are refused; a message over the limit is refused")
    func refusals() throws {
        let vapid = VAPID(subject: "mailto:operator@example.org")
        #expect(VAPID(storedKey: vapid.storedKey, subject: vapid.subject)?.publicKey == vapid.publicKey)
        #expect(VAPID(storedKey: "not a key", subject: vapid.subject) == nil)

        let point = Base64URL.encode(P256.KeyAgreement.PrivateKey().publicKey.x963Representation)
        let auth = Base64URL.encode([UInt8](repeating: 7, count: 16))
        #expect(WebPushEncryption.Keys(p256dh: point, auth: auth) != nil)
        #expect(WebPushEncryption.Keys(p256dh: point, auth: Base64URL.encode([1, 2, 3])) == nil, "auth must be 16 bytes")
        #expect(WebPushEncryption.Keys(p256dh: Base64URL.encode([UInt8](repeating: 4, count: 65)), auth: auth) == nil, "not a point on P-256")
        #expect(WebPushEncryption.Keys(p256dh: "!!", auth: auth) == nil)

        let keys = try #require(WebPushEncryption.Keys(p256dh: point, auth: auth))
        #expect(try WebPushEncryption().encrypt([UInt8](repeating: 65, count: WebPushEncryption.maximumPlaintext), for: keys).count == 4_096)
        #expect(throws: WebPushError.payloadTooLarge(WebPushEncryption.maximumPlaintext + 1)) {
            try WebPushEncryption().encrypt([UInt8](repeating: 65, count: WebPushEncryption.maximumPlaintext + 1), for: keys)
        }
    }
}
