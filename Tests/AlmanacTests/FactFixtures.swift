import AlmanacCore
import Foundation

/// Builds chucknorris.io bodies from the facts fixture, for scripted upstreams.
enum FactFixtures {
    /// The fixture's joke objects by id, as JSON text.
    static func jokes() throws -> [String: String] {
        let data = try Data(contentsOf: TestFixtures.directory.appendingPathComponent("chucknorris/jokes.json"))
        let objects = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        var jokes: [String: String] = [:]
        for object in objects {
            let json = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            jokes[object["id"] as? String ?? ""] = String(decoding: json, as: UTF8.self)
        }
        return jokes
    }

    /// `{"total": n, "result": [...]}` holding the fixture jokes with these ids.
    static func searchBody(_ ids: [String]) throws -> String {
        let jokes = try jokes()
        return #"{"total":\#(ids.count),"result":["# + ids.compactMap { jokes[$0] }.joined(separator: ",") + "]}"
    }

    static let kickIDs = ["kickSeparation00000001", "roundhouseTide00000002", "explicitKick0000000005", "scriptInjection0000006"]
}

extension FactStore {
    /// The allowed fact at one offset (by id), for tests that step through the picks.
    func fact(at offset: Int, category: String?, safeMode: SafeMode) async throws -> Fact? {
        try await facts(picking: { _ in [offset] }, category: category, safeMode: safeMode).first
    }
}
