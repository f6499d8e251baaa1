import AlmanacCore
import Foundation

/// The SpaceX API (api.spacexdata.com, v4 and v5) from its snapshot files (`spacex/v4/launches.json`,
/// `rockets.json`, `launchpads.json`, `company.json`, and `cores.json` and `landpads.json` when
/// there): every list whole, one record by id, the launches `latest`, `next`, `past` and
/// `upcoming` as the API picks them (by `upcoming` and `date_unix`), and its `Not Found`.
/// Almanac's SpaceX mirror answers with it from the store.
public struct SpaceXShape: Sendable {
    public struct Record: Sendable {
        public let id: String
        /// The record's JSON as sent.
        public let json: String
        /// Whether it is still ahead, and when: as the record says, unless newer word overrides it
        /// (`init(documents:adding:current:)`).
        let upcoming: Bool
        let dateUnix: Double
        /// Called upcoming, but newer word passed it by without a mention: neither next nor past.
        let superseded: Bool

        public init(id: String, json: String, upcoming: Bool, dateUnix: Double, superseded: Bool = false) {
            self.id = id
            self.json = json
            self.upcoming = upcoming
            self.dateUnix = dateUnix
            self.superseded = superseded
        }
    }

    /// What is known now of a launch the record calls upcoming: whether it still is, and its date.
    public struct Current: Sendable {
        public let upcoming: Bool
        public let dateUnix: Double
        public let success: Bool?
        /// Still called upcoming, but later launches have flown and no newer word names it.
        public let superseded: Bool

        public init(upcoming: Bool, dateUnix: Double, success: Bool?, superseded: Bool = false) {
            self.upcoming = upcoming
            self.dateUnix = dateUnix
            self.success = success
            self.superseded = superseded
        }
    }

    /// What is known now of launches whose records are older, by id.
    public let current: [String: Current]

    /// List name ("launches", "rockets"…) → records in the file's order.
    let lists: [String: [Record]]
    /// `company.json` as sent.
    let company: String?

    static let listNames = ["launches", "rockets", "launchpads", "cores", "landpads"]

    /// From the snapshot files by path, as a store exports them; `later` launches follow the
    /// file's, and `current` says by id which launches have flown since, or moved, for the
    /// picks (`latest`, `next`, `past`, `upcoming`), while each record stays as sent.
    public init(documents: [String: Data], adding later: [Record] = [], current: [String: Current] = [:]) throws {
        var lists: [String: [Record]] = [:]
        for name in Self.listNames {
            guard let document = documents[SnapshotLayout.spacex(name)] else { continue }
            guard let objects = try JSONSerialization.jsonObject(with: document) as? [[String: Any]] else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: SnapshotLayout.spacex(name)])
            }
            lists[name] = try objects.map { object in
                let data = try JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes])
                let id = object["id"] as? String ?? ""
                return Record(
                    id: id, json: String(decoding: data, as: UTF8.self), upcoming: current[id]?.upcoming ?? object["upcoming"] as? Bool ?? false,
                    dateUnix: current[id]?.dateUnix ?? (object["date_unix"] as? NSNumber)?.doubleValue ?? Self.seconds(object["date_utc"] as? String)
                        ?? 0,
                    superseded: current[id]?.superseded ?? false)
            }
        }
        if !later.isEmpty { lists["launches", default: []] += later }
        self.lists = lists
        self.current = current
        company = documents[SnapshotLayout.spacex("company")].map { String(decoding: $0, as: UTF8.self) }
    }

    /// These records with `later` launches after the file's, and `current` applied to the picks,
    /// without reading the files again.
    public func adding(_ later: [Record], current: [String: Current]) -> SpaceXShape {
        var lists = lists.mapValues { records in
            records.map { record in
                guard let now = current[record.id] else { return record }
                return Record(id: record.id, json: record.json, upcoming: now.upcoming, dateUnix: now.dateUnix, superseded: now.superseded)
            }
        }
        if !later.isEmpty { lists["launches", default: []] += later }
        return SpaceXShape(lists: lists, current: current, company: company)
    }

    private init(lists: [String: [Record]], current: [String: Current], company: String?) {
        self.lists = lists
        self.current = current
        self.company = company
    }

    /// The status and body for `path` after the version (`launches/latest`, `rockets/{id}`, `company`).
    public func answer(path: String) -> (status: Int, body: String) {
        let parts = path.split(separator: "/").map(String.init)
        guard let name = parts.first else { return Self.notFound }
        if name == "company", parts.count == 1 { return company.map { (200, $0) } ?? Self.notFound }
        // A list the store holds nothing of yet is empty, as the API's would be.
        guard Self.listNames.contains(name), parts.count <= 2 else { return Self.notFound }
        let records = lists[name] ?? []
        guard parts.count == 2 else { return (200, Self.array(records)) }
        if name == "launches" {
            let past = records.filter { !$0.upcoming && !$0.superseded }, upcoming = records.filter { $0.upcoming && !$0.superseded }
            switch parts[1] {
            case "latest": return past.max { $0.dateUnix < $1.dateUnix }.map { (200, $0.json) } ?? Self.notFound
            case "next": return upcoming.min { $0.dateUnix < $1.dateUnix }.map { (200, $0.json) } ?? Self.notFound
            case "past": return (200, Self.array(past))
            case "upcoming": return (200, Self.array(upcoming))
            default: break
            }
        }
        return records.first { $0.id == parts[1] }.map { (200, $0.json) } ?? Self.notFound
    }

    /// The answer to `POST /v4/{list}/query` with `body` (`SpaceXQuery`): mongoose-paginate's
    /// envelope, or the API's 400 naming what it could not read.
    public func query(list name: String, body: Data) -> (status: Int, body: String) {
        guard let records = lists[name] else { return Self.notFound }
        func object(_ record: Record) -> [String: Any]? { try? JSONSerialization.jsonObject(with: Data(record.json.utf8)) as? [String: Any] }
        do {
            let envelope = try SpaceXQuery.answer(body, records: records.compactMap(object)) { list, id in
                lists[list]?.first { $0.id == id }.flatMap(object)
            }
            let data = try JSONSerialization.data(withJSONObject: envelope, options: [.withoutEscapingSlashes])
            return (200, String(decoding: data, as: UTF8.self))
        } catch let invalid as SpaceXQuery.Invalid {
            return (400, invalid.message)
        } catch {
            return (400, "The answer could not be written: \(error)")
        }
    }

    /// `date_utc` ("2006-03-24T22:30:00.000Z") as seconds since 1970, for a record without `date_unix`.
    private static func seconds(_ text: String?) -> Double? {
        guard let text else { return nil }
        let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        return ((try? Date(text, strategy: withFraction)) ?? (try? Date(text, strategy: .iso8601)))?.timeIntervalSince1970
    }

    /// The records of list `name` (`launches`…) as JSON objects, in order, with whether each
    /// launch is upcoming now, or superseded (`Current`), and its date now.
    public func objects(of name: String) -> [(object: [String: Any], upcoming: Bool, superseded: Bool, dateUnix: Double)] {
        (lists[name] ?? []).compactMap { record in
            (try? JSONSerialization.jsonObject(with: Data(record.json.utf8)) as? [String: Any]).map {
                ($0, record.upcoming, record.superseded, record.dateUnix)
            }
        }
    }

    /// `company.json` as a JSON object.
    public var companyObject: [String: Any]? {
        company.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The API's 404: the words, not JSON.
    public static let notFound = (status: 404, body: "Not Found")

    private static func array(_ records: [Record]) -> String { "[" + records.map(\.json).joined(separator: ",") + "]" }
}
