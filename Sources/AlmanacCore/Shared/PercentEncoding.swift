import Foundation

/// Percent-encoding for a value inside a URL's query or path: everything but the unreserved
/// ASCII characters (RFC 3986) is encoded, so `&`, `=`, `+`, `/` and non-ASCII letters are safe.
public enum PercentEncoding {
    public static func component(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
