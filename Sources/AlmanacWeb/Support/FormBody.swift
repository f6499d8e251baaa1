import Foundation
import Hummingbird

/// The fields of a small `application/x-www-form-urlencoded` post (the pages' buttons).
enum FormBody {
    static let limit = 4096

    /// Reads at most 4 KiB (a larger body is a 413); later duplicates of a field win.
    static func read(_ request: Request) async throws -> [String: String] {
        let buffer = try await RequestBodyReader.collect(request, limit: limit)
        return fields(of: String(buffer: buffer))
    }

    /// The fields of form-encoded text, a body's or a query string's (`+` is a space, `%2B` a
    /// plus); later duplicates of a field win.
    static func fields(of text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
            }
            guard let name = parts.first, !name.isEmpty else { continue }
            fields[name] = parts.count > 1 ? parts[1] : ""
        }
        return fields
    }
}
