import Foundation

/// A snapshot directory built from the hand-written fixtures with every outside value turned
/// hostile: each text carries an HTML payload, each link a `javascript:` or `data:` address,
/// each measurement an absurd or non-representable number. Ids, record links and timestamps
/// stay as they are, so the records still import and every page has something to show.
enum HostileSnapshot {
    /// Keys whose string value is an outside link (patches, articles, wikipedia, company links…).
    static let linkKeys: Set<String> = [
        "small", "large", "article", "wikipedia", "webcast", "presskit", "campaign", "launch", "media", "recovery",
        "website", "flickr", "twitter", "elon_twitter", "icon_url", "image", "image_url",
    ]
    /// Keys kept verbatim: ids, references between records, dates and codes the decoders need.
    static let keptKeys: Set<String> = [
        "id", "rocket", "launchpad", "date_utc", "date_precision", "created_at", "updated_at", "created", "edited",
        "release_date", "time", "sunrise", "sunset", "country_code", "timezone", "url", "timezone_abbreviation",
        "feature_code", "admin1_id", "date_local", "first_flight", "net", "window_start", "window_end", "last_updated",
    ]
    /// SWAPI sends measurements as strings: these get numbers no measurement has.
    static let quantityKeys: Set<String> = [
        "population", "diameter", "height", "mass", "cost_in_credits", "length", "rotation_period", "orbital_period",
        "surface_water", "average_height", "average_lifespan", "max_atmosphering_speed", "crew", "passengers", "cargo_capacity",
        "episode_id",
    ]
    /// Numbers a record cannot do without: they stay, so the records import (their refusal has
    /// its own tests); every other number turns absurd.
    static let requiredNumbers: Set<String> = [
        "latitude", "longitude", "utc_offset_seconds", "flight_number", "date_unix", "founded", "employees", "launch_sites",
        "valuation", "is_day", "id",
    ]
    /// Numbers that become 1e300, -1e300 or 1e19 (finite, but beyond any plausible value).
    static let absurdNumbers: [Double] = [1e300, -1e300, 1e19]

    /// Writes the hostile copy of `fixtures` into `directory`.
    static func write(from fixtures: URL, to directory: URL) throws {
        let files =
            FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []
        var counter = 0
        for file in files {
            let relative = String(file.path.dropFirst(fixtures.path.count + 1))
            let tree = try JSONDecoder().decode(JSONTree.self, from: Data(contentsOf: file))
            let target = directory.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONEncoder().encode(transform(tree, key: nil, counter: &counter)).write(to: target)
        }
    }

    private static func transform(_ value: JSONTree, key: String?, counter: inout Int) -> JSONTree {
        counter += 1
        switch value {
        case .object(let object):
            var result: [String: JSONTree] = [:]
            for (name, child) in object.sorted(by: { $0.key < $1.key }) { result[name] = transform(child, key: name, counter: &counter) }
            return .object(result)
        case .array(let array):
            // SWAPI link lists stay links; flickr images become bad addresses like every link.
            let itemKey = key == "flickr_images" ? "small" : key
            return .array(array.map { transform($0, key: itemKey, counter: &counter) })
        case .string(let text):
            if text.contains("/api/") { return value }
            if let key, keptKeys.contains(key) { return value }
            if let key, linkKeys.contains(key) { return .string(HostilePayloads.badURLs[counter % HostilePayloads.badURLs.count]) }
            if let key, quantityKeys.contains(key) { return .string(counter % 2 == 0 ? "100000000000000000000" : "-1e400") }
            return .string(text + " " + HostilePayloads.all[counter % HostilePayloads.all.count])
        case .number:
            guard let key, !requiredNumbers.contains(key) else {
                return value
            }
            return .number(absurdNumbers[counter % absurdNumbers.count])
        case .bool, .null, .raw:
            return value
        }
    }
}

/// Any JSON value, read and written back without a schema. `raw` is written as it is: a number
/// literal no `Double` holds (`1e309`, `18446744073709551616`).
enum JSONTree: Codable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([String: JSONTree])
    case raw(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONTree].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONTree].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            // Whole numbers go back as integers, as the upstreams write ids and counts.
            if let whole = Int(exactly: value) { try container.encode(whole) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .raw(let text): try container.encode(text)
        }
    }

    /// JSON text; unlike `JSONEncoder`, it writes `raw` literals unquoted.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): Int(exactly: value).map(String.init) ?? "\(value)"
        case .string(let value): String(decoding: (try? JSONEncoder().encode(value)) ?? Data("\"\"".utf8), as: UTF8.self)
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.sorted { $0.key < $1.key }.map { JSONTree.string($0.key).text + ":" + $0.value.text }.joined(separator: ",") + "}"
        case .raw(let literal): literal
        }
    }

    /// The number of scalar leaves (strings, numbers, booleans, nulls), in `replacingLeaf` order.
    var leafCount: Int {
        switch self {
        case .array(let items): items.reduce(0) { $0 + $1.leafCount }
        case .object(let members): members.values.reduce(0) { $0 + $1.leafCount }
        default: 1
        }
    }

    /// The tree with its `index`th leaf (depth first, object members by key) replaced.
    func replacingLeaf(_ index: Int, with replacement: JSONTree) -> JSONTree {
        var remaining = index
        return replacing(&remaining, replacement)
    }

    private func replacing(_ remaining: inout Int, _ replacement: JSONTree) -> JSONTree {
        switch self {
        case .array(let items):
            return .array(items.map { $0.replacing(&remaining, replacement) })
        case .object(let members):
            var result: [String: JSONTree] = [:]
            for (key, value) in members.sorted(by: { $0.key < $1.key }) { result[key] = value.replacing(&remaining, replacement) }
            return .object(result)
        default:
            defer { remaining -= 1 }
            return remaining == 0 ? replacement : self
        }
    }
}
