import AlmanacCore
import Foundation

/// One joke object as api.chucknorris.io sends it:
/// `{categories, created_at, icon_url, id, updated_at, url, value}`. Only `id` and `value` are
/// required; older bodies have no dates, and very old ones a `category` (null or an array).
struct ChuckNorrisJokeDTO: Decodable, Sendable {
    let object: [String: JSONValue]

    init(from decoder: any Decoder) throws {
        object = try decoder.singleValueContainer().decode([String: JSONValue].self)
    }

    /// The fact with its object re-encoded (keys sorted) for export.
    func fetchedFact() throws(RecordError) -> FetchedFact {
        guard case .string(let id)? = object["id"], !id.isEmpty else { throw RecordError(reason: "a joke without an id") }
        guard case .string(let text)? = object["value"] else { throw RecordError(reason: "joke \(id) has no value") }
        let categories = Self.strings(object["categories"] ?? object["category"] ?? .null).map { $0.lowercased() }
        var url = "https://api.chucknorris.io/jokes/\(id)"
        if case .string(let given)? = object["url"], !given.isEmpty { url = given }
        let fact = Fact(
            id: id, text: ChuckNorrisText.plain(text), categories: categories, url: url,
            createdAt: Self.date(object["created_at"]), updatedAt: Self.date(object["updated_at"])
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(object) else { throw RecordError(reason: "joke \(id) cannot be re-encoded") }
        return FetchedFact(fact: fact, body: body)
    }

    private static func strings(_ value: JSONValue) -> [String] {
        switch value {
        case .array(let items): items.compactMap { if case .string(let text) = $0 { text } else { nil } }
        case .string(let text): [text]
        default: []
        }
    }

    private static func date(_ value: JSONValue?) -> Date? {
        guard case .string(let text)? = value else { return nil }
        return ChuckNorrisDate.parse(text)
    }

    struct RecordError: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }
}

/// The upstream's timestamps: `2020-01-05 13:42:19.576875`, UTC, a space instead of `T`, up to
/// six fractional digits (sometimes none).
enum ChuckNorrisDate {
    static func parse(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard parts.count == 2 else { return nil }
        let day = parts[0].split(separator: "-").compactMap { Int($0) }
        let clock = parts[1].split(separator: ":")
        guard day.count == 3, clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]),
            let seconds = Double(clock[2])
        else { return nil }
        var components = DateComponents()
        (components.year, components.month, components.day) = (day[0], day[1], day[2])
        (components.hour, components.minute, components.second) = (hour, minute, 0)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        guard Plausible.years.contains(day[0]), (0..<61).contains(seconds), let start = calendar.date(from: components) else { return nil }
        return Plausible.date(start.addingTimeInterval(seconds))
    }
}
