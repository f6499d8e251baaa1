import AlmanacCore
import Foundation

/// A space station as Launch Library 2 sends it (`/space_stations/?mode=detailed`, 2.2.0 or
/// 2.3.0). Only id and name are required; an odd field reads as missing, an odd element of a
/// list is left out.
struct LaunchLibraryStationDTO: Decodable {
    typealias Lenient = LaunchLibraryDTO.Lenient

    let station: SpaceStation

    private enum CodingKeys: String, CodingKey {
        case id, name, status, founded, deorbited, description, orbit, owners, onboard_crew, active_expeditions
        case docking_location, image, image_url, height, width, mass, volume
    }

    private struct Named: Decodable { let name: String? }
    /// A docked vehicle and its kind.
    private struct Vehicle: Decodable {
        struct Configuration: Decodable { let id: Double? }
        let name: String?
        let spacecraft_config: Lenient<Configuration>?
    }

    private struct ExpeditionDTO: Decodable {
        let name: String?
        let start: String?
        let end: String?
        let crew: [Lenient<CrewDTO>]?

        struct CrewDTO: Decodable {
            struct Role: Decodable { let role: String? }
            let role: Lenient<Role>?
            let astronaut: AstronautName?
        }
        struct AstronautName: Decodable {
            let id: Double?
            let name: String?
        }
    }

    private struct PortDTO: Decodable {
        let name: String?
        let currently_docked: Lenient<Docking>?

        struct Docking: Decodable {
            let docking: String?
            let flight_vehicle_chaser: Lenient<Chaser>?
        }
        struct Chaser: Decodable {
            let spacecraft: Lenient<Vehicle>?
            let launch: Lenient<LaunchDTO>?
        }
        struct LaunchDTO: Decodable {
            let id: String?
            let name: String?
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) -> String? { ((try? container.decodeIfPresent(String.self, forKey: key)) ?? nil).nilIfBlank }
        func lenient<Value: Decodable>(_ type: Value.Type, _ key: CodingKeys) -> Value? {
            ((try? container.decodeIfPresent(Lenient<Value>.self, forKey: key)) ?? nil)?.value
        }
        func measure(_ key: CodingKeys) -> Double? {
            lenient(LaunchLibraryDTO.LenientNumber.self, key)?.value.flatMap { $0.isFinite && $0 > 0 && $0 < 1e7 ? $0 : nil }
        }
        let number = try container.decode(Double.self, forKey: .id)
        guard let id = Plausible.wholeNumber(number, in: 1...Int(Int32.max)) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "id must be a positive whole number")
        }
        guard let name = text(.name) else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "name must be a non-empty string")
        }
        let expeditions = (lenient([Lenient<ExpeditionDTO>].self, .active_expeditions) ?? []).compactMap(\.value).compactMap {
            expedition -> SpaceStation.Expedition? in
            guard let name = expedition.name.nilIfBlank else { return nil }
            let crew = (expedition.crew ?? []).compactMap(\.value).compactMap { member -> CrewAssignment? in
                guard let person = member.astronaut?.name.nilIfBlank else { return nil }
                return CrewAssignment(
                    astronautID: LaunchLibraryDTO.recordID(member.astronaut?.id), name: person, role: member.role?.value?.role.nilIfBlank)
            }
            return SpaceStation.Expedition(
                name: name, start: Self.date(expedition.start), end: Self.date(expedition.end), crew: crew)
        }
        let docked = (lenient([Lenient<PortDTO>].self, .docking_location) ?? []).compactMap(\.value).compactMap {
            port -> SpaceStation.DockedVehicle? in
            guard let docking = port.currently_docked?.value, let chaser = docking.flight_vehicle_chaser?.value,
                let spacecraft = chaser.spacecraft?.value?.name.nilIfBlank
            else { return nil }
            let launch = chaser.launch?.value
            return SpaceStation.DockedVehicle(
                port: port.name.nilIfBlank ?? "Unnamed port", spacecraft: spacecraft, dockedAt: Self.date(docking.docking),
                launchID: launch?.id.nilIfBlank.flatMap { $0.count <= 64 ? $0 : nil }, launchName: launch?.name.nilIfBlank,
                spacecraftID: LaunchLibraryDTO.recordID(chaser.spacecraft?.value?.spacecraft_config?.value?.id))
        }
        let onboard = lenient(LaunchLibraryDTO.LenientNumber.self, .onboard_crew)?.value.flatMap { Plausible.wholeNumber($0, in: 0...1000) }
        let image = text(.image_url) ?? lenient(LaunchLibraryDTO.Image.self, .image)?.url
        station = SpaceStation(
            id: id, name: name, status: lenient(Named.self, .status)?.name.nilIfBlank,
            founded: LaunchLibraryAstronautDTO.day(text(.founded)), deorbited: LaunchLibraryAstronautDTO.day(text(.deorbited)),
            summary: text(.description), orbit: text(.orbit),
            owners: (lenient([Lenient<Named>].self, .owners) ?? []).compactMap { $0.value?.name.nilIfBlank },
            onboardCrew: onboard, expeditions: expeditions, docked: docked, imageURL: LaunchLibraryDTO.isWeb(image) ? image : nil,
            height: measure(.height), width: measure(.width), mass: measure(.mass), volume: measure(.volume))
    }

    private static func date(_ text: String?) -> Date? { LaunchLibraryDTO.parseDate(text).flatMap { Plausible.date($0) } }
}
