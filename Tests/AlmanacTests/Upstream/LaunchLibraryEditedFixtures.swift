import Foundation

/// Launch Library 2's fixtures as later refreshes see them: each a new folder the caller removes,
/// served by `SnapshotLaunchLibrarySource` or the replay server.
extension LaunchLibraryDecodingTests {
    /// The fixtures with their upcoming list edited by `edit`.
    static func fixtures(_ edit: (String) -> String) throws -> URL {
        let edited = try TestFixtures.temporaryDirectory()
        try FileManager.default.createDirectory(at: edited.appendingPathComponent("ll2"), withIntermediateDirectories: true)
        let lists = fixtures.appendingPathComponent("ll2")
        let upcoming = edit(try String(contentsOf: lists.appendingPathComponent("upcoming.json"), encoding: .utf8))
        try upcoming.write(to: edited.appendingPathComponent("ll2/upcoming.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: lists.appendingPathComponent("previous.json"), to: edited.appendingPathComponent("ll2/previous.json"))
        return edited
    }

    /// Starlink Group 99-1 moved two days later (25 → 27 Nov 2026, 07:25 UTC) and on hold.
    static func fixturesWithStarlinkMoved() throws -> URL {
        try fixtures { text in
            text.replacingOccurrences(of: #""net": "2026-11-25T07:25:16Z""#, with: #""net": "2026-11-27T07:25:16Z""#)
                .replacingOccurrences(of: #""status": {"id": 1, "name": "Go for Launch""#, with: #""status": {"id": 5, "name": "On Hold""#)
        }
    }

    /// Starlink Group 99-1 through its launch day: its webcast live or not yet (or no longer), and
    /// its status `status` (Launch Library's id and name): Go, In Flight, Success.
    static func starlink(webcastLive: Bool, status: (Int, String) = (1, "Go for Launch")) throws -> URL {
        try fixtures { text in
            text.replacingOccurrences(of: #""webcast_live": true"#, with: #""webcast_live": \#(webcastLive)"#)
                .replacingOccurrences(
                    of: #""status": {"id": 1, "name": "Go for Launch""#, with: #""status": {"id": \#(status.0), "name": "\#(status.1)""#)
        }
    }
}
