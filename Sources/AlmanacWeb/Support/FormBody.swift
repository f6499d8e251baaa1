import Foundation
import Hummingbird

/// The fields of a small `application/x-www-form-urlencoded` post (the pages' buttons).
enum FormBody {
    static let limit = 4096

    /// Reads at most 4 KiB (a larger body is a 413); later duplicates of a field win.
    static func read(_ request: Request) async throws -> [String: String] {
        let buffer = try await RequestBodyReader.collect(request, limit: limit)
        var fields: [String: String] = [:]
        for pair in String(buffer: buffer).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
            }
            guard let name = parts.first, !name.isEmpty else { continue }
            fields[name] = parts.count > 1 ? parts[1] : ""
        }
        return fields
    }
}
