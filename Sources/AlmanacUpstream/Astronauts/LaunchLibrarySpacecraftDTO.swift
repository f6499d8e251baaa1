import AlmanacCore
import Foundation

/// A kind of spacecraft as Launch Library 2 sends it (`/spacecraft_configurations/?mode=detailed`,
/// 2.2.0 or 2.3.0: an `image` object or an `image_url` string). Only id and name are required; an
/// odd field reads as missing.
struct LaunchLibrarySpacecraftDTO: Decodable {
    typealias Lenient = LaunchLibraryDTO.Lenient

    let spacecraft: Spacecraft

    private enum CodingKeys: String, CodingKey {
        case id, name, type, agency, in_use, human_rated, crew_capacity, capability, history, details, maiden_flight
        case height, diameter, payload_capacity, payload_return_capacity, flight_life
        case total_launch_count, successful_launches, failed_launches, spacecraft_flown
        case image, image_url, wiki_link, wiki_url, info_link, info_url
    }

    private struct Named: Decodable { let name: String? }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) -> String? { ((try? container.decodeIfPresent(String.self, forKey: key)) ?? nil).nilIfBlank }
        func flag(_ key: CodingKeys) -> Bool? { (try? container.decodeIfPresent(Bool.self, forKey: key)) ?? nil }
        func lenient<Value: Decodable>(_ type: Value.Type, _ key: CodingKeys) -> Value? {
            ((try? container.decodeIfPresent(Lenient<Value>.self, forKey: key)) ?? nil)?.value
        }
        func number(_ key: CodingKeys) -> Double? { lenient(LaunchLibraryDTO.LenientNumber.self, key)?.value }
        func measure(_ key: CodingKeys) -> Double? { number(key).flatMap { $0.isFinite && $0 > 0 && $0 < 1e6 ? $0 : nil } }
        func count(_ key: CodingKeys) -> Int? { number(key).flatMap { Plausible.wholeNumber($0, in: 0...10_000_000) } }
        func web(_ keys: CodingKeys...) -> String? { keys.lazy.compactMap(text).first.flatMap { LaunchLibraryDTO.isWeb($0) ? $0 : nil } }

        let id = try container.decode(Double.self, forKey: .id)
        guard let id = Plausible.wholeNumber(id, in: 1...Int(Int32.max)) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "id must be a positive whole number")
        }
        guard let name = text(.name) else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "name must be a non-empty string")
        }
        let image = text(.image_url) ?? lenient(LaunchLibraryDTO.Image.self, .image)?.url
        // The crew capacity is 0 for some uncrewed kinds and missing for others: both are "none".
        let crew = count(.crew_capacity).flatMap { $0 > 0 && $0 <= 1000 ? $0 : nil }
        spacecraft = Spacecraft(
            id: id, name: name, type: lenient(Named.self, .type)?.name.nilIfBlank, agency: lenient(Named.self, .agency)?.name.nilIfBlank,
            inUse: flag(.in_use) ?? false, humanRated: flag(.human_rated), crewCapacity: crew, capability: text(.capability),
            history: text(.history), details: text(.details), maidenFlight: LaunchLibraryAstronautDTO.day(text(.maiden_flight)),
            height: measure(.height), diameter: measure(.diameter), payloadCapacity: count(.payload_capacity),
            payloadReturnCapacity: count(.payload_return_capacity), flightLife: text(.flight_life),
            launchCount: count(.total_launch_count), successfulLaunches: count(.successful_launches),
            failedLaunches: count(.failed_launches), vehiclesFlown: count(.spacecraft_flown),
            imageURL: LaunchLibraryDTO.isWeb(image) ? image : nil, wikiURL: web(.wiki_link, .wiki_url), infoURL: web(.info_link, .info_url))
    }
}
