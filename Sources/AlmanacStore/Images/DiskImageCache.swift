import AlmanacCore
import Foundation

/// Images on disk under one folder, at most `maxBytes` in all; the least recently written go first.
public actor DiskImageCache: ImageCache {
    private let directory: URL
    private let maxBytes: Int

    public init(directory: URL, maxBytes: Int = 64 * 1024 * 1024) {
        self.directory = directory
        self.maxBytes = maxBytes
    }

    public func image(for url: String) -> ImageData? {
        let base = directory.appendingPathComponent(Self.key(url))
        guard let type = try? String(contentsOf: base.appendingPathExtension("type"), encoding: .utf8),
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
            try Data(image.contentType.utf8).write(to: base.appendingPathExtension("type"), options: .atomic)
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
            try? FileManager.default.removeItem(at: file.deletingPathExtension().appendingPathExtension("type"))
            total -= size
        }
    }

    /// A file name for a URL.
    static func key(_ url: String) -> String { StableHash.fnv1a64(url.utf8) }
}
