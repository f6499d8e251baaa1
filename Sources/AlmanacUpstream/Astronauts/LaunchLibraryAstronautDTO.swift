import AlmanacCore
import Foundation

/// An astronaut as Launch Library 2 sends it, in either release's shape: 2.2.0's
/// `profile_image` string, `nationality` string and `status` object, or 2.3.0's `image` object and
/// `nationality` list (the cut-down capture keeps `id, name, nationality, date_of_birth,
/// date_of_death, bio, agency, flights, first_flight, last_flight`). Only id and name are
/// required; a field of another shape reads as missing, so one odd field does not lose the person.
struct LaunchLibraryAstronautDTO: Decodable {
    typealias Lenient = LaunchLibraryDTO.Lenient

    let astronaut: Astronaut

    private enum CodingKeys: String, CodingKey {
        case id, name, nationality, date_of_birth, date_of_death, bio, agency, flights, first_flight, last_flight
        case profile_image, image, in_space, status
    }

    /// 2.3.0: `[{nationality_name: "American", …}]`; 2.2.0: `"American"`.
    private enum Nationality: Decodable {
        case names([String])
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let name = try? container.decode(String.self) {
                self = .names([name])
                return
            }
            struct Country: Decodable { let nationality_name: String?, name: String? }
            let countries = try container.decode([Lenient<Country>].self).compactMap(\.value)
            self = .names(countries.compactMap { ($0.nationality_name ?? $0.name).nilIfBlank })
        }
        var names: [String] { if case .names(let names) = self { names } else { [] } }
    }

    private struct AgencyDTO: Decodable {
        let id: Double?
        let name: String?
        let abbrev: String?
    }

    private struct FlightDTO: Decodable {
        let id: String?
        let name: String?
        let net: String?
    }

    private struct Named: Decodable { let name: String? }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) -> String? { ((try? container.decodeIfPresent(String.self, forKey: key)) ?? nil).nilIfBlank }
        func lenient<Value: Decodable>(_ type: Value.Type, _ key: CodingKeys) -> Value? {
            ((try? container.decodeIfPresent(Lenient<Value>.self, forKey: key)) ?? nil)?.value
        }
        let number = try container.decode(Double.self, forKey: .id)
        guard let id = Plausible.wholeNumber(number, in: 1...Int(Int32.max)) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "id must be a positive whole number")
        }
        guard let name = text(.name) else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "name must be a non-empty string")
        }
        let agency = lenient(AgencyDTO.self, .agency).flatMap { agency in
            agency.name.nilIfBlank.map {
                Astronaut.AgencyReference(id: LaunchLibraryDTO.recordID(agency.id), name: $0, abbreviation: agency.abbrev.nilIfBlank)
            }
        }
        let flights = (lenient([Lenient<FlightDTO>].self, .flights) ?? []).compactMap(\.value).compactMap { flight -> Astronaut.Flight? in
            guard let launchID = flight.id.nilIfBlank, launchID.count <= 64 else { return nil }
            let date = LaunchLibraryDTO.parseDate(flight.net).flatMap { Plausible.date($0) }
            return Astronaut.Flight(launchID: launchID, name: flight.name.nilIfBlank ?? "Unnamed flight", date: date)
        }
        let image = text(.profile_image) ?? lenient(LaunchLibraryDTO.Image.self, .image)?.url
        astronaut = Astronaut(
            id: id, name: name, nationalities: lenient(Nationality.self, .nationality)?.names ?? [], agency: agency,
            birthDate: Self.day(text(.date_of_birth)), deathDate: Self.day(text(.date_of_death)), biography: text(.bio),
            imageURL: LaunchLibraryDTO.isWeb(image) ? image : nil,
            flights: flights.sorted { ($0.date ?? .distantFuture) < ($1.date ?? .distantFuture) },
            firstFlight: LaunchLibraryDTO.parseDate(text(.first_flight)).flatMap { Plausible.date($0) },
            lastFlight: LaunchLibraryDTO.parseDate(text(.last_flight)).flatMap { Plausible.date($0) },
            inSpace: (try? container.decodeIfPresent(Bool.self, forKey: .in_space)) ?? nil,
            status: lenient(Named.self, .status)?.name.nilIfBlank)
    }

    /// A day "YYYY-MM-DD" as sent; anything else (a time, words, a year 0) reads as missing.
    static func day(_ text: String?) -> String? {
        guard let text, text.count == 10 else { return nil }
        let parts = text.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1800...2200).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return text
    }
}
