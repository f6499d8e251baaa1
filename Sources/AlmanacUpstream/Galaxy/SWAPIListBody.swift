import AlmanacCore
import Foundation

/// A list body in either shape SWAPI mirrors use: swapi.dev's pages
/// (`{count, next, previous, results}`) or swapi.info's bare array of every record.
enum SWAPIListBody: Decodable, Sendable {
    /// Every record of the resource at once.
    case complete([SWAPIRecordDTO])
    /// One page; `next` is the following page's URL, nil on the last.
    case page(count: Int, next: String?, results: [SWAPIRecordDTO])

    private enum Keys: String, CodingKey { case count, next, results }

    /// The records the body holds, whichever its shape.
    var records: [SWAPIRecordDTO] {
        switch self {
        case .complete(let records), .page(_, _, let records): records
        }
    }

    init(from decoder: any Decoder) throws {
        if let records = try? decoder.singleValueContainer().decode([SWAPIRecordDTO].self) {
            self = .complete(records)
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        let announced = try container.decode(Double.self, forKey: .count)
        guard let count = Plausible.wholeNumber(announced, in: Plausible.collectionCount) else {
            throw DecodingError.dataCorruptedError(
                forKey: .count, in: container,
                debugDescription:
                    "count \(announced) is not a whole number from \(Plausible.collectionCount.lowerBound) to \(Plausible.collectionCount.upperBound)"
            )
        }
        self = .page(
            count: count,
            next: try container.decodeIfPresent(String.self, forKey: .next),
            results: try container.decode([SWAPIRecordDTO].self, forKey: .results)
        )
    }
}
