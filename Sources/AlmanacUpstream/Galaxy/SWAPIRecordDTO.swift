import AlmanacCore
import Foundation

/// One SWAPI record as any mirror sends it. Fields are read through the resource's schema, so
/// a string where a number was expected (or the reverse) is read, not a decoding failure; only
/// a record without a usable `url` or name is refused.
struct SWAPIRecordDTO: Codable, Hashable, Sendable {
    let object: [String: JSONValue]

    init(from decoder: any Decoder) throws {
        object = try decoder.singleValueContainer().decode([String: JSONValue].self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(object)
    }

    /// The record, or a reason it cannot be one.
    func toDomain(_ resource: GalaxyResource) throws(RecordError) -> GalaxyRecord {
        guard case .string(let url)? = object["url"], let reference = GalaxyReference(url: url) else {
            throw RecordError(reason: "a \(resource.singular) without a usable url")
        }
        guard reference.resource == resource else {
            throw RecordError(reason: "\(url) is listed among \(resource.rawValue)")
        }
        guard let name = object[resource.nameKey]?.scalarText?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty else {
            throw RecordError(reason: "\(reference) has no \(resource.nameKey)")
        }
        var values: [String: String] = [:]
        var links: [String: [GalaxyReference]] = [:]
        for field in resource.fields {
            guard let value = object[field.key] else { continue }
            switch (field.kind, value) {
            case (.link, .string(let url)):
                links[field.key] = GalaxyReference(url: url).map { [$0] }
            case (.links, .array(let urls)):
                links[field.key] = urls.compactMap { url in
                    if case .string(let text) = url { GalaxyReference(url: text) } else { nil }
                }
            case (.link, _), (.links, _):
                continue
            default:
                values[field.key] = value.scalarText?.trimmingCharacters(in: .whitespaces)
            }
        }
        for key in GalaxyResource.timestampKeys {
            if case .string(let text)? = object[key] { values[key] = text.trimmingCharacters(in: .whitespaces) }
        }
        return GalaxyRecord(reference: reference, name: name, values: values, links: links.filter { !$0.value.isEmpty })
    }

    struct RecordError: Error {
        let reason: String
    }
}
