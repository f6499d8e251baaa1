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

    /// A new launch on the upcoming list: Starlink Group 99-1 again under a new id and name,
    /// "Starlink Group 100-1", a week later.
    static func fixturesWithLaunchAnnounced() throws -> URL {
        try fixtures { text in
            guard var list = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                var results = list["results"] as? [[String: Any]], var copy = results.first
            else { return text }
            copy["id"] = "a0000000-0000-4000-8000-0000000000ff"
            copy["name"] = "Falcon 9 Block 5 | Starlink Group 100-1"
            copy["net"] = "2026-12-02T07:25:16Z"
            results.append(copy)
            list["results"] = results
            list["count"] = results.count
            return (try? JSONSerialization.data(withJSONObject: list)).map { String(decoding: $0, as: UTF8.self) } ?? text
        }
    }
}
