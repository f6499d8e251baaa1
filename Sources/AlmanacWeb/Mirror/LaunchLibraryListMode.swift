import Foundation

/// Launch Library 2's `mode=list`: each launch cut to the list's fields, its provider, mission,
/// pad and first booster named by a word rather than an object, made from the record Almanac
/// keeps (fetched in detailed mode). A field the record lacks is `null`.
enum LaunchLibraryListMode {
    /// The fields taken as they are.
    private static let kept = [
        "id", "url", "slug", "name", "status", "last_updated", "net", "window_end", "window_start", "net_precision", "probability",
        "weather_concerns", "holdreason", "failreason", "hashtag", "image", "infographic", "program",
    ]

    /// `body` (one launch as Launch Library sent it) in list mode; unchanged when it is not an object.
    static func record(_ body: String) -> String {
        guard let launch = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] else { return body }
        func object(_ value: Any?) -> [String: Any]? { value as? [String: Any] }
        let mission = object(launch["mission"]), pad = object(launch["pad"])
        let stage = (object(launch["rocket"])?["launcher_stage"] as? [Any])?.compactMap { $0 as? [String: Any] }.first
        let landing = object(stage?["landing"])
        var list: [String: Any] = [:]
        for field in kept { list[field] = launch[field].jsonValue }
        list["lsp_name"] = (object(launch["launch_service_provider"])?["name"]).jsonValue
        list["mission"] = (mission?["name"]).jsonValue
        list["mission_type"] = (mission?["type"]).jsonValue
        list["orbit"] = (object(mission?["orbit"])?["name"]).jsonValue
        list["pad"] = (pad?["name"]).jsonValue
        list["location"] = (object(pad?["location"])?["name"]).jsonValue
        list["launcher"] = (object(stage?["launcher"])?["serial_number"]).jsonValue
        list["landing"] = (object(landing?["location"])?["abbrev"]).jsonValue
        list["landing_success"] = (landing?["success"]).jsonValue
        guard let data = try? JSONSerialization.data(withJSONObject: list, options: [.sortedKeys, .withoutEscapingSlashes]) else { return body }
        return String(decoding: data, as: UTF8.self)
    }
}
