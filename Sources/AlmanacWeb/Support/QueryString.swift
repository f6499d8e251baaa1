import AlmanacCore

/// Builds `path?a=1&b=2` from ordered pairs, dropping empty values and percent-encoding the rest.
enum QueryString {
    static func url(_ path: String, _ pairs: [(String, String?)]) -> String {
        let query = pairs.compactMap { name, value -> String? in
            guard let value, !value.isEmpty else { return nil }
            return "\(encode(name))=\(encode(value))"
        }
        return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
    }

    static func encode(_ text: String) -> String { PercentEncoding.component(text) }
}
