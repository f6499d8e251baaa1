import AlmanacCore
import Foundation

/// Astronauts, space stations and kinds of spacecraft: one row each, as Almanac reads them; the bodies as sent are
/// the dataset's documents (what an export writes). A plain store: every read is its statement.
public struct SQLAstronautStore: AstronautStore {
    private let database: any SQLDatabase

    public init(database: any SQLDatabase) { self.database = database }

    public func replaceAstronauts(with download: AstronautDownload, refreshedAt: Date) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let astronauts: [[SQLValue]] = try download.astronauts.map { astronaut in
            [Int64(astronaut.id).sqlValue, .text(astronaut.name), .text(String(decoding: try encoder.encode(astronaut), as: UTF8.self))]
        }
        let stations: [[SQLValue]] = try download.stations.map { station in
            [Int64(station.id).sqlValue, .text(station.name), .text(String(decoding: try encoder.encode(station), as: UTF8.self))]
        }
        let spacecraft: [[SQLValue]] = try download.spacecraft.map { spacecraft in
            [Int64(spacecraft.id).sqlValue, .text(spacecraft.name), .text(String(decoding: try encoder.encode(spacecraft), as: UTF8.self))]
        }
        let entries = download.astronauts.map { astronaut in
            SearchEntry(
                kind: .astronaut, key: String(astronaut.id), title: astronaut.name,
                detail: [astronaut.agency.map { $0.abbreviation ?? $0.name }, astronaut.nationalities.first].compactMap { $0 }
                    .joined(separator: " · "))
        }
        try await database.write(.dataset(.astronauts)) { session in
            try await session.execute("DELETE FROM ll2_astronaut")
            try await session.insert("INSERT INTO ll2_astronaut (id, name, astronaut)", rows: astronauts)
            try await session.execute("DELETE FROM ll2_station")
            try await session.insert("INSERT INTO ll2_station (id, name, station)", rows: stations)
            try await session.execute("DELETE FROM ll2_spacecraft")
            try await session.insert("INSERT INTO ll2_spacecraft (id, name, spacecraft)", rows: spacecraft)
            // The one search box finds a person by name ("whitson").
            try await session.execute("DELETE FROM search_entry WHERE kind = \(SearchKind.astronaut.rawValue)")
            try await session.insert(SearchEntryRow.insert, rows: entries.map(SearchEntryRow.values))
            try await session.recordRefresh(of: .astronauts, documents: download.documents, origin: download.origin, at: refreshedAt)
        }
    }

    public func astronauts() async throws -> [Astronaut] {
        try await database.read { session in
            try await session.rows("SELECT astronaut FROM ll2_astronaut ORDER BY name\(session.engine.byteOrder), id").map {
                try Self.decode(Astronaut.self, $0["astronaut"])
            }
        }
    }

    public func astronaut(id: Int) async throws -> Astronaut? {
        try await database.read { session in
            try await session.firstRow("SELECT astronaut FROM ll2_astronaut WHERE id = \(Int64(id))").map {
                try Self.decode(Astronaut.self, $0["astronaut"])
            }
        }
    }

    public func stations() async throws -> [SpaceStation] {
        try await database.read { session in
            try await session.rows("SELECT station FROM ll2_station ORDER BY name\(session.engine.byteOrder), id").map {
                try Self.decode(SpaceStation.self, $0["station"])
            }
        }
    }

    public func spacecraft() async throws -> [Spacecraft] {
        try await database.read { session in
            try await session.rows("SELECT spacecraft FROM ll2_spacecraft ORDER BY name\(session.engine.byteOrder), id").map {
                try Self.decode(Spacecraft.self, $0["spacecraft"])
            }
        }
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ data: Data) throws -> Value {
        try JSONDecoder().decode(type, from: data)
    }
}
