import Foundation
import Testing

@Suite("Command line against hostile data and targets")
struct CLIHostileTests {
    /// A store loaded from the fixtures with terminal escape sequences in a fact and a person's name.
    private func hostileStore() async throws -> (folder: URL, database: String) {
        let folder = try TestFixtures.temporaryDirectory()
        let snapshot = folder.appendingPathComponent("snapshot")
        try FileManager.default.copyItem(at: TestFixtures.directory, to: snapshot)
        for (file, original) in [("chucknorris/jokes.json", "all six degrees of separation."), ("swapi/people.json", "Luke Skywalker")] {
            let url = snapshot.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            // JSON escapes for ESC ] 0 ; title BEL, ESC [ 2 J (clear screen) and a right-to-left override.
            try text.replacingOccurrences(of: original, with: original + #" \u001b]0;pwned\u0007\u001b[2J\u202eevil"#)
                .write(to: url, atomically: true, encoding: .utf8)
        }
        let database = folder.appendingPathComponent("store.sqlite").path
        let imported = await CLIHarness.run(["import", snapshot.path], database: database)
        #expect(imported.code == 0, "\(imported.standardError)")
        return (folder, database)
    }

    @Test("control characters and bidi overrides from data never reach the terminal; the text around them does")
    func stripsControls() async throws {
        let (folder, database) = try await hostileStore()
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["facts", "show", "kickSeparation00000001"], ["swapi", "people"], ["swapi", "people", "1"]] {
            let run = await CLIHarness.run(arguments, database: database)
            #expect(run.code == 0, "\(arguments): \(run.standardError)")
            #expect(!run.standardOutput.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, "\(arguments)")
            // Lists cut long names; the detail views show the whole text without its controls.
            if arguments.count == 3 { #expect(run.standardOutput.contains("]0;pwned[2Jevil"), "\(arguments): \(run.standardOutput)") }
        }
    }

    @Test("export refuses a directory that is not empty or holds a link, and with --force replaces the link, not what it points at")
    func exportTargets() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        #expect(await CLIHarness.run(["import", TestFixtures.directory.path], database: database).code == 0)
        let manager = FileManager.default

        let busy = folder.appendingPathComponent("busy")
        try manager.createDirectory(at: busy.appendingPathComponent("spacex/v4"), withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: busy.appendingPathComponent("spacex/v4/stale.json"))
        let refused = await CLIHarness.run(["export", busy.path], database: database)
        #expect(refused.code == 1 && refused.standardError.contains("is not empty"), "\(refused.standardError)")

        let elsewhere = folder.appendingPathComponent("elsewhere")
        try manager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let linked = folder.appendingPathComponent("linked")
        try manager.createDirectory(at: linked, withIntermediateDirectories: true)
        try manager.createSymbolicLink(at: linked.appendingPathComponent("swapi"), withDestinationURL: elsewhere)
        let refusedLink = await CLIHarness.run(["export", linked.path], database: database)
        #expect(refusedLink.code == 1 && refusedLink.standardError.contains("is a symbolic link"), "\(refusedLink.standardError)")

        #expect(await CLIHarness.run(["export", "--force", linked.path], database: database).code == 0)
        #expect(try manager.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(manager.fileExists(atPath: linked.appendingPathComponent("swapi/people.json").path))

        #expect(await CLIHarness.run(["export", "--force", busy.path], database: database).code == 0)
        #expect(!manager.fileExists(atPath: busy.appendingPathComponent("spacex/v4/stale.json").path))
        let again = await CLIHarness.run(["import", busy.path], database: folder.appendingPathComponent("again.sqlite").path)
        #expect(again.code == 0, "\(again.standardError)")
    }
}
