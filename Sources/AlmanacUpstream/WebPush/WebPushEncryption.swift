import AlmanacCore
import Crypto
import Foundation

/// A push message encrypted for one browser (RFC 8291, "aes128gcm" of RFC 8188): only the
/// browser holding the subscription's private key can read it, not the push service carrying it.
public struct WebPushEncryption: Sendable {
    /// What a browser's push subscription gives the server: its public key (`p256dh`, an
    /// uncompressed P-256 point) and an authentication secret (`auth`, 16 bytes).
    public struct Keys: Sendable, Hashable {
        public let p256dh: [UInt8]
        public let auth: [UInt8]

        /// Nil when either is not what a browser sends (65-byte point on the curve, 16-byte secret).
        public init?(p256dh: String, auth: String) {
            guard let point = Base64URL.decode(p256dh), let secret = Base64URL.decode(auth), secret.count == 16,
                (try? P256.KeyAgreement.PublicKey(x963Representation: point)) != nil, point.count == 65
            else { return nil }
            self.p256dh = point
            self.auth = secret
        }
    }

    /// The largest plaintext one record holds: 4,096 bytes less the padding delimiter, the
    /// tag and the header (RFC 8291 §4 keeps a push message to 4,096 bytes in all).
    public static let maximumPlaintext = 3_993
    /// The record size written in the header: one record holds the whole message.
    static let recordSize: UInt32 = 4_096

    public init() {}

    /// The request body for a push service: header (salt, record size, the server's ephemeral
    /// public key) then the one encrypted record. `salt` and `ephemeral` are for tests only.
    public func encrypt(
        _ plaintext: [UInt8], for keys: Keys, salt: [UInt8]? = nil, ephemeral: P256.KeyAgreement.PrivateKey? = nil
    ) throws -> [UInt8] {
        guard plaintext.count <= Self.maximumPlaintext else { throw WebPushError.payloadTooLarge(plaintext.count) }
        let salt = salt ?? (0..<16).map { _ in UInt8.random(in: .min ... .max) }
        let serverKey = ephemeral ?? P256.KeyAgreement.PrivateKey()
        let serverPublic = Array(serverKey.publicKey.x963Representation)
        let shared = try serverKey.sharedSecretFromKeyAgreement(with: try P256.KeyAgreement.PublicKey(x963Representation: keys.p256dh))

        // RFC 8291 §3.4: the auth secret and both public keys go into the input keying material…
        let keyInfo = Array("WebPush: info".utf8) + [0] + keys.p256dh + serverPublic
        let inputKey = shared.hkdfDerivedSymmetricKey(using: SHA256.self, salt: keys.auth, sharedInfo: keyInfo, outputByteCount: 32)
        // …and RFC 8188 §2.2–2.3 derive the content key and nonce from it with the salt.
        let contentKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: inputKey, salt: salt, info: Array("Content-Encoding: aes128gcm".utf8) + [0], outputByteCount: 16)
        let nonce = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: inputKey, salt: salt, info: Array("Content-Encoding: nonce".utf8) + [0], outputByteCount: 12)

        // The last (and only) record ends with the delimiter 0x02 (RFC 8188 §2).
        let sealed = try AES.GCM.seal(plaintext + [2], using: contentKey, nonce: try AES.GCM.Nonce(data: nonce.withUnsafeBytes { Array($0) }))
        var body = salt
        withUnsafeBytes(of: Self.recordSize.bigEndian) { body += $0 }
        body.append(UInt8(serverPublic.count))
        body += serverPublic
        body += sealed.ciphertext
        body += sealed.tag
        return body
    }
}

/// Why a push message could not be made.
public enum WebPushError: Error, Equatable, CustomStringConvertible {
    case payloadTooLarge(Int)

    public var description: String {
        switch self {
        case .payloadTooLarge(let count): "a push message holds at most \(WebPushEncryption.maximumPlaintext) bytes (got \(count))"
        }
    }
}
