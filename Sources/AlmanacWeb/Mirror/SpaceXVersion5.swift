import Foundation

/// The SpaceX API's v5 launches: v4's, except that each crew member is an object naming their
/// role (`{"crew": id, "role": "Commander"}`). Almanac keeps v4's records, which name no role:
/// it is `null`.
enum SpaceXVersion5 {
    /// `json` (a v4 launch, a list of them or a query's envelope) with v5's crew.
    static func launches(fromVersion4 json: String) -> String {
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { return json }
        let converted: Any
        switch parsed {
        case let launch as [String: Any] where launch["docs"] != nil:
            var envelope = launch
            envelope["docs"] = (launch["docs"] as? [[String: Any]])?.map(self.launch)
            converted = envelope
        case let launch as [String: Any]: converted = self.launch(launch)
        case let launches as [[String: Any]]: converted = launches.map(launch)
        default: return json
        }
        guard let data = try? JSONSerialization.data(withJSONObject: converted, options: [.sortedKeys, .withoutEscapingSlashes]) else { return json }
        return String(decoding: data, as: UTF8.self)
    }

    private static func launch(_ v4: [String: Any]) -> [String: Any] {
        guard let crew = v4["crew"] as? [Any] else { return v4 }
        var v5 = v4
        // A populated crew member is already an object: it goes under `crew`, as v5 populates it.
        v5["crew"] = crew.map { ["crew": $0, "role": NSNull()] }
        return v5
    }
}
