import Foundation
import Logging
import Synchronization

/// `--log-format json`: one JSON object per line on standard error, for log collectors:
/// `{"time":"…","level":"info","label":"almanac","message":"…","request_id":"…",…}` with every
/// metadata field (the handler's, the provider's and the line's) as a string field.
struct JSONLogHandler: LogHandler {
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private static let output = Mutex(FileHandle.standardError)

    init(label: String, metadataProvider: Logger.MetadataProvider?) {
        self.label = label
        self.metadataProvider = metadataProvider
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var fields: [String: String] = [:]
        let provided = metadataProvider?.get() ?? [:]
        for (key, value) in metadata.merging(provided, uniquingKeysWith: { $1 }).merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) {
            fields[key] = "\(value)"
        }
        fields["time"] = Date().formatted(.iso8601)
        fields["level"] = event.level.rawValue
        fields["label"] = label
        fields["message"] = "\(event.message)"
        fields["source"] = event.source
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var line = try? encoder.encode(fields) else { return }
        line.append(UInt8(ascii: "\n"))
        Self.output.withLock { $0.write(line) }
    }
}
