import AlmanacCore
import Foundation

/// Why a snapshot directory could not be read or written.
public struct SnapshotError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}

/// File access for snapshot directories.
enum SnapshotFiles {
    static func read(_ relativePath: String, in directory: URL) throws -> Data {
        let url = directory.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SnapshotError(path: url.path, reason: "missing (a snapshot holds \(relativePath))")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw SnapshotError(path: url.path, reason: "cannot be read (\(error.localizedDescription))")
        }
    }
}

/// Writes snapshot documents under a directory, creating folders; each file is replaced atomically.
public struct DirectorySnapshotWriter: SnapshotWriter {
    private let directory: URL

    public init(directory: URL) { self.directory = directory }

    public func write(_ document: SnapshotDocument) throws {
        let url = directory.appendingPathComponent(document.path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try document.body.write(to: url, options: .atomic)
        } catch {
            throw SnapshotError(path: url.path, reason: "cannot be written (\(error.localizedDescription))")
        }
    }
}
