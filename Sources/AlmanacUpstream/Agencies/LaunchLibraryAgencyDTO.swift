import AlmanacCore
import Foundation

/// An agency as Launch Library 2 sends it (`/2.2.0/agencies/?mode=detailed`). Only id and name
/// are required; a counter that is missing, negative or not a whole number reads as 0, and a
/// field of another shape as missing, so one odd field does not lose the agency.
struct LaunchLibraryAgencyDTO: Decodable {
    let id: Int
    let name: String
    let abbrev: String?
    let type: String?
    let country_code: String?
    let description: String?
    let administrator: String?
    let founding_year: String?
    let launchers: String?
    let spacecraft: String?
    let info_url: String?
    let wiki_url: String?
    let counters: [CodingKeys: Double]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, abbrev, type, country_code, description, administrator, founding_year, launchers, spacecraft, info_url, wiki_url
        case total_launch_count, successful_launches, failed_launches, pending_launches, consecutive_successful_launches
        case attempted_landings, successful_landings, failed_landings, consecutive_successful_landings
    }

    private static let counterKeys: [CodingKeys] = [
        .total_launch_count, .successful_launches, .failed_launches, .pending_launches, .consecutive_successful_launches,
        .attempted_landings, .successful_landings, .failed_landings, .consecutive_successful_landings,
    ]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) -> String? { ((try? container.decodeIfPresent(String.self, forKey: key)) ?? nil).nilIfBlank }
        let number = try container.decode(Double.self, forKey: .id)
        guard let id = Plausible.wholeNumber(number, in: 1...Int(Int32.max)) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "id must be a positive whole number")
        }
        self.id = id
        guard let name = text(.name) else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "name must be a non-empty string")
        }
        self.name = name
        abbrev = text(.abbrev)
        type = text(.type)
        country_code = text(.country_code)
        description = text(.description)
        administrator = text(.administrator)
        founding_year = text(.founding_year)
        launchers = text(.launchers)
        spacecraft = text(.spacecraft)
        info_url = text(.info_url)
        wiki_url = text(.wiki_url)
        var counters: [CodingKeys: Double] = [:]
        for key in Self.counterKeys { counters[key] = (try? container.decodeIfPresent(Double.self, forKey: key)) ?? nil }
        self.counters = counters
    }

    func toDomain() -> Agency {
        func count(_ key: CodingKeys) -> Int { Plausible.wholeNumber(counters[key], in: 0...10_000_000) ?? 0 }
        func names(_ list: String?) -> [String] {
            (list ?? "").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        return Agency(
            id: id, name: name, abbreviation: abbrev, type: type,
            countryCodes: (country_code ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
                .filter { !$0.isEmpty },
            summary: description, administrator: administrator,
            foundingYear: founding_year.flatMap { Int($0) }.flatMap { (1000...9999).contains($0) ? $0 : nil },
            launchers: names(launchers), spacecraft: names(spacecraft),
            launches: .init(
                total: count(.total_launch_count), successful: count(.successful_launches), failed: count(.failed_launches),
                pending: count(.pending_launches), consecutiveSuccessful: count(.consecutive_successful_launches)),
            landings: .init(
                attempted: count(.attempted_landings), successful: count(.successful_landings), failed: count(.failed_landings),
                consecutiveSuccessful: count(.consecutive_successful_landings)),
            infoURL: info_url, wikiURL: wiki_url
        )
    }
}
