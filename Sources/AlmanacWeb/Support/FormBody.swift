import Foundation
import Hummingbird

/// The fields of a small `application/x-www-form-urlencoded` post (the pages' buttons).
enum FormBody {
    /// Reads at most 4 KiB; later duplicates of a field win.
    static func read(_ request: Request, context: BasicRequestContext) async throws -> [String: String] {
        let buffer = try await request.body.collect(upTo: 4096)
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

    /// A form's return address: one of our pages under `section`, never another site.
    static func backURL(_ raw: String?, within section: String) -> String {
        guard let raw, raw.hasPrefix(section), !raw.contains("//"), !raw.contains("\\") else { return section }
        return raw
    }
}
