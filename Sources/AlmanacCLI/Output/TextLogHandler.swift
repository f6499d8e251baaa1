import Foundation
import Logging
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--log-format text` (the default): swift-log's `StreamLogHandler` line on standard error,
/// `2026-11-27T02:41:18+0000 info almanac.web: hb.request.id=… hb.request.path=/ [AlmanacWeb] Request`,
/// with the metadata written out only when a line is logged. `StreamLogHandler` writes it out
/// whenever it is set, and Hummingbird sets a request id in every request's logger: that was 2%
/// of every request, logged or not (`--log-level error` logs none), in a profile of the server.
struct TextLogHandler: LogHandler {
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
        var fields = metadata
        if let provided = metadataProvider?.get() { fields.merge(provided) { $1 } }
        if let explicit = event.metadata { fields.merge(explicit) { $1 } }
        if let error = event.error {
            fields["error.message"] = "\(error)"
            fields["error.type"] = "\(String(reflecting: type(of: error)))"
        }
        let written = fields.sorted { $0.key < $1.key }.map { " \($0)=\($1)" }.joined()
        let line = "\(Self.timestamp()) \(event.level) \(label):\(written) [\(event.source)] \(event.message)\n"
        Self.output.withLock { $0.write(Data(line.utf8)) }
    }

    /// Local time to the second with its offset, as `StreamLogHandler` writes it.
    private static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return "<unknown>" }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
