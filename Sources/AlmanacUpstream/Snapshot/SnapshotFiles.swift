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
/// `prepare` first refuses a target that holds anything (or a symbolic link anywhere inside it)
/// unless forced, and when forced removes the dataset folders it is about to write, so no stale
/// file is left for the next import to trip on. Links inside the target are never followed: a
/// forced export removes the link itself, never what it points at.
public struct DirectorySnapshotWriter: SnapshotWriter {
    private let directory: URL

    public init(directory: URL) { self.directory = directory.resolvingSymlinksInPath() }

    /// Makes the target ready for `folders` (`spacex`, `swapi`, …): created when missing,
    /// refused when not empty or holding a symbolic link, unless `force`.
    public func prepare(folders: Set<String>, force: Bool) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            do {
                try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw SnapshotError(path: directory.path, reason: "cannot be created (\(error.localizedDescription))")
            }
            return
        }
        guard isDirectory.boolValue else { throw SnapshotError(path: directory.path, reason: "is a file, not a directory") }
        let entries = (try? manager.subpathsOfDirectory(atPath: directory.path)) ?? []
        let links = entries.filter { Self.isSymbolicLink(directory.appendingPathComponent($0)) }
        if !force {
            if let link = links.first {
                throw SnapshotError(
                    path: directory.appendingPathComponent(link).path,
                    reason: "is a symbolic link; export never writes through one (use --force to replace it)")
            }
            if !entries.isEmpty {
                throw SnapshotError(
                    path: directory.path,
                    reason: "is not empty (\(entries.count) entries); choose an empty directory or use --force to replace the snapshot files in it")
            }
            return
        }
        for folder in folders.sorted() {
            let url = directory.appendingPathComponent(folder)
            guard Self.isSymbolicLink(url) || manager.fileExists(atPath: url.path) else { continue }
            do {
                try manager.removeItem(at: url)
            } catch {
                throw SnapshotError(path: url.path, reason: "cannot be replaced (\(error.localizedDescription))")
            }
        }
    }

    static func isSymbolicLink(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    public func write(_ document: SnapshotDocument) throws {
        let url = directory.appendingPathComponent(document.path)
        // Every folder on the way must be a real one, never a link to somewhere else.
        var folder = directory
        for component in document.path.split(separator: "/").dropLast() {
            folder.appendPathComponent(String(component))
            if Self.isSymbolicLink(folder) { throw SnapshotError(path: folder.path, reason: "is a symbolic link; export never writes through one") }
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try document.body.write(to: url, options: .atomic)
        } catch {
            throw SnapshotError(path: url.path, reason: "cannot be written (\(error.localizedDescription))")
        }
    }
}
