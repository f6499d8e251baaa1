import Foundation
import Logging
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Log lines on standard error, in the `--log-format` asked for, every metadata field (the
/// handler's, the provider's and the line's) in each:
/// - `text`: swift-log's `StreamLogHandler` line, `2026-11-27T02:41:18+0000 info almanac.web:
///   hb.request.id=… hb.request.path=/ [AlmanacWeb] Request`;
/// - `json`, for log collectors: `{"label":"almanac","level":"info","message":"…","request_id":"…",…}`
///   with every field a string.
///
/// Metadata is written out only when a line is logged. `StreamLogHandler` writes it out whenever
/// it is set, and Hummingbird sets a request id in every request's logger, logged or not
/// (`--log-level error` logs none): work on every request for lines mostly never written.
package struct StandardErrorLogHandler: LogHandler {
    package var logLevel: Logger.Level = .info
    package var metadata: Logger.Metadata = [:]
    package var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let format: LogFormat
    private static let output = Mutex(FileHandle.standardError)

    package init(label: String, format: LogFormat, metadataProvider: Logger.MetadataProvider?) {
        self.label = label
        self.format = format
        self.metadataProvider = metadataProvider
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    package func log(event: LogEvent) {
        var fields = metadata
        if let provided = metadataProvider?.get() { fields.merge(provided) { $1 } }
        if let explicit = event.metadata { fields.merge(explicit) { $1 } }
        if let error = event.error {
            fields["error.message"] = "\(error)"
            fields["error.type"] = "\(String(reflecting: type(of: error)))"
        }
        guard var line = format == .json ? jsonLine(event, fields) : textLine(event, fields) else { return }
        line.append(UInt8(ascii: "\n"))
        Self.output.withLock { $0.write(line) }
    }

    private func textLine(_ event: LogEvent, _ fields: Logger.Metadata) -> Data {
        let written = fields.sorted { $0.key < $1.key }.map { " \($0)=\($1)" }.joined()
        return Data("\(Self.localTimestamp()) \(event.level) \(label):\(written) [\(event.source)] \(event.message)".utf8)
    }

    private func jsonLine(_ event: LogEvent, _ fields: Logger.Metadata) -> Data? {
        var strings = fields.mapValues { "\($0)" }
        strings["time"] = Date().formatted(.iso8601)
        strings["level"] = event.level.rawValue
        strings["label"] = label
        strings["message"] = "\(event.message)"
        strings["source"] = event.source
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try? encoder.encode(strings)
    }

    /// Local time to the second with its offset, as `StreamLogHandler` writes it.
    private static func localTimestamp() -> String {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return "<unknown>" }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
