import AlmanacCore
import Crypto
import Foundation

/// Images on disk under one folder, at most `maxBytes` in all; the least recently written go first.
/// Files are named by the SHA-256 of the URL, and each keeps its URL beside it: a hit is only a
/// hit when the stored URL is the one asked for.
public actor DiskImageCache: ImageCache {
    private let directory: URL
    private let maxBytes: Int

    public init(directory: URL, maxBytes: Int = 64 * 1024 * 1024) {
        self.directory = directory
        self.maxBytes = maxBytes
    }

    public func image(for url: String) -> ImageData? {
        let base = directory.appendingPathComponent(Self.key(url))
        guard let meta = try? String(contentsOf: base.appendingPathExtension("meta"), encoding: .utf8),
            let (type, storedURL) = Self.parseMeta(meta), storedURL == url,
            let bytes = try? Data(contentsOf: base.appendingPathExtension("bin"))
        else { return nil }
        return ImageData(bytes: bytes, contentType: type)
    }

    public func store(_ image: ImageData, for url: String) {
        guard image.bytes.count <= maxBytes / 4 else { return }
        let base = directory.appendingPathComponent(Self.key(url))
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.bytes.write(to: base.appendingPathExtension("bin"), options: .atomic)
            try Data("\(image.contentType)\n\(url)".utf8).write(to: base.appendingPathExtension("meta"), options: .atomic)
            trim()
        } catch {
            // A cache that cannot write only costs a refetch next time.
        }
    }

    /// Deletes the oldest images until the folder is back under its limit.
    private func trim() {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return }
        let images = files.filter { $0.pathExtension == "bin" }.map { file -> (URL, Int, Date) in
            let values = try? file.resourceValues(forKeys: Set(keys))
            return (file, values?.fileSize ?? 0, values?.contentModificationDate ?? .distantPast)
        }
        var total = images.reduce(0) { $0 + $1.1 }
        for (file, size, _) in images.sorted(by: { $0.2 < $1.2 }) where total > maxBytes {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: file.deletingPathExtension().appendingPathExtension("meta"))
            total -= size
        }
    }

    /// A file name for a URL: its SHA-256 in hexadecimal.
    static func key(_ url: String) -> String {
        SHA256.hash(data: Data(url.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// The content type and URL a `.meta` file holds.
    private static func parseMeta(_ text: String) -> (String, String)? {
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard lines.count == 2 else { return nil }
        return (String(lines[0]), String(lines[1]))
    }
}
