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
        let keys = try #require(WebPushEncryption.Keys(p256dh: Self.base64URL(browser.publicKey.x963Representation), auth: Self.base64URL(auth)))
        let message = #"{"title":"Starlink Group 99-1 moved","body":"Now Wed 25 Nov 09:25 UTC, two hours later","url":"/spacex/launches/a0"}"#
        let body = try WebPushEncryption().encrypt(Array(message.utf8), for: keys)

        let vapid = VAPID(subject: "mailto:operator@example.org")
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let authorization = try vapid.authorization(for: try #require(URL(string: "https://push.example.net:8443/wpush/v2/abc")), now: now)

        let read = try await Self.peer([
            "body": Self.base64URL(body), "receiverKey": Self.base64URL(browser.rawRepresentation), "auth": Self.base64URL(auth),
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

    @Test("a stored key is the same key again; keys no browser sends are refused; a message over the limit is refused")
    func refusals() throws {
        let vapid = VAPID(subject: "mailto:operator@example.org")
        #expect(VAPID(storedKey: vapid.storedKey, subject: vapid.subject)?.publicKey == vapid.publicKey)
        #expect(VAPID(storedKey: "not a key", subject: vapid.subject) == nil)

        let point = Self.base64URL(P256.KeyAgreement.PrivateKey().publicKey.x963Representation)
        let auth = Self.base64URL([UInt8](repeating: 7, count: 16))
        #expect(WebPushEncryption.Keys(p256dh: point, auth: auth) != nil)
        #expect(WebPushEncryption.Keys(p256dh: point, auth: Self.base64URL([1, 2, 3])) == nil, "auth must be 16 bytes")
        #expect(WebPushEncryption.Keys(p256dh: Self.base64URL([UInt8](repeating: 4, count: 65)), auth: auth) == nil, "not a point on P-256")
        #expect(WebPushEncryption.Keys(p256dh: "!!", auth: auth) == nil)

        let keys = try #require(WebPushEncryption.Keys(p256dh: point, auth: auth))
        #expect(try WebPushEncryption().encrypt([UInt8](repeating: 65, count: WebPushEncryption.maximumPlaintext), for: keys).count == 4_096)
        #expect(throws: WebPushError.payloadTooLarge(WebPushEncryption.maximumPlaintext + 1)) {
            try WebPushEncryption().encrypt([UInt8](repeating: 65, count: WebPushEncryption.maximumPlaintext + 1), for: keys)
        }
    }

    private static func base64URL(_ bytes: some DataProtocol) -> String {
        Data(bytes).base64EncodedString().replacing("+", with: "-").replacing("/", with: "_").replacing("=", with: "")
    }

    /// Runs `scripts/push-peer` with `request` on its standard input; its answer, parsed.
    private static func peer(_ request: [String: String]) async throws -> [String: Any] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/push-peer").path]
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        let answer: Data = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { _ in continuation.resume(returning: output.fileHandleForReading.readDataToEndOfFile()) }
            do {
                try process.run()
                try input.fileHandleForWriting.write(contentsOf: try JSONSerialization.data(withJSONObject: request))
                try input.fileHandleForWriting.close()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        #expect(process.terminationStatus == 0, "scripts/push-peer failed (its errors are above)")
        return try JSONSerialization.jsonObject(with: answer) as? [String: Any] ?? [:]
    }
}
