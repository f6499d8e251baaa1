import Foundation
import Testing

/// Text with U+0000 in it, from a snapshot or an upstream: PostgreSQL can neither store nor
/// compare it, so it is taken out before decoding, and every dataset imports on both stores.
@Suite("A snapshot with NUL in its text")
struct NULSnapshotContract {
    /// The fixtures with `\u0000` added to every text a record shows.
    private static func write(to directory: URL) throws {
        let fixtures = TestFixtures.directory
        let files =
            FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []
        for file in files {
            let relative = String(file.path.dropFirst(fixtures.path.count + 1))
            let tree = try JSONDecoder().decode(JSONTree.self, from: Data(contentsOf: file))
            let target = directory.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONEncoder().encode(withNUL(tree, key: nil)).write(to: target)
        }
    }

    private static func withNUL(_ value: JSONTree, key: String?) -> JSONTree {
        switch value {
        case .object(let object): .object(object.reduce(into: [:]) { $0[$1.key] = withNUL($1.value, key: $1.key) })
        case .array(let array): .array(array.map { withNUL($0, key: key) })
        case .string(let text)
        where ["name", "value", "details", "description", "title", "region", "opening_crawl", "mission_name"].contains(key ?? ""):
            .string(text + "\u{0}")
        default: value
        }
    }

    @Test("every dataset imports, and the stored text holds no NUL", arguments: StoreKind.available)
    func imports(kind: StoreKind) async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(to: folder)
        let target = try kind.newLocation()
        let imported = await CLIHarness.run(["import", folder.path, "--db", target])
        #expect(imported.code == 0, "\(imported.standardError)")
        #expect(!imported.standardError.contains("refused"), "\(imported.standardError)")
        let launches = await CLIHarness.run(["launches", "--json", "--limit", "3", "--db", target])
        #expect(launches.code == 0 && !launches.standardOutput.contains("\\u0000"), "\(launches.standardError)\(launches.standardOutput.prefix(400))")
        let people = await CLIHarness.run(["swapi", "people", "--json", "--db", target])
        #expect(people.code == 0 && !people.standardOutput.contains("\\u0000"))
    }
}
