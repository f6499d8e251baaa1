import Foundation

/// Base64url without padding (RFC 4648 §5): how Web Push writes keys, salts and JWT parts.
public enum Base64URL {
    public static func encode(_ bytes: some Sequence<UInt8>) -> String {
        Data(bytes).base64EncodedString().replacing("+", with: "-").replacing("/", with: "_").replacing("=", with: "")
    }

    /// Nil for text that is not base64url (padded or not).
    public static func decode(_ text: String) -> [UInt8]? {
        var base64 = text.replacing("-", with: "+").replacing("_", with: "/")
        guard !base64.contains("=") || base64.hasSuffix("=") else { return nil }
        base64 = base64.replacing("=", with: "")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64).map(Array.init)
    }
}
