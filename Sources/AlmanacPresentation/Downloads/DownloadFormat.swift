/// How a whole list is downloaded: a spreadsheet's CSV (RFC 4180), one JSON object a line
/// (NDJSON, for `jq` and loaders), or one JSON array.
public enum DownloadFormat: String, CaseIterable, Hashable, Sendable {
    case csv
    case ndjson
    case json

    /// The file's media type, as its `Content-Type` says it.
    public var mediaType: String {
        switch self {
        case .csv: "text/csv; charset=utf-8; header=present"
        case .ndjson: "application/x-ndjson"
        case .json: "application/json"
        }
    }

    /// "CSV", "NDJSON", "JSON": a download link's words.
    public var label: String { rawValue.uppercased() }
}
