import Foundation

/// The snapshot files of the datasets that grow piece by piece (facts search by search, weather
/// forecast by forecast, Launch Library launch by launch), assembled on export from what a
/// store holds. Every store builds them here, so an export reads the same whatever the store.
public enum StoredDocuments {
    /// `chucknorris/categories.json`: the names, in upstream's order.
    public static func factCategories(_ names: [String]) throws -> SnapshotDocument? {
        guard !names.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted]
        return SnapshotDocument(path: SnapshotLayout.factCategories, body: try encoder.encode(names))
    }

    /// `chucknorris/jokes.json`: every fact's upstream object as fetched, by id.
    public static func facts(_ bodies: [Data]) -> SnapshotDocument? {
        guard !bodies.isEmpty else { return nil }
        return SnapshotDocument(path: SnapshotLayout.facts, body: jsonArray(bodies, opening: "[\n", separator: ",\n", closing: "\n]\n"))
    }

    /// One Launch Library list in LL2's paged shape with every launch on one page, oldest first.
    public static func launchLibrary(_ list: LaunchLibraryList, bodies: [Data]) -> SnapshotDocument? {
        guard !bodies.isEmpty else { return nil }
        let opening = #"{"count":\#(bodies.count),"next":null,"previous":null,"results":["#
        return SnapshotDocument(path: SnapshotLayout.launchLibrary(list), body: jsonArray(bodies, opening: opening, separator: ",", closing: "]}"))
    }

    private static func jsonArray(_ bodies: [Data], opening: String, separator: String, closing: String) -> Data {
        var document = Data(opening.utf8)
        for (index, body) in bodies.enumerated() {
            if index > 0 { document.append(contentsOf: Array(separator.utf8)) }
            document.append(body)
        }
        document.append(contentsOf: Array(closing.utf8))
        return document
    }

    /// Every forecast as fetched, named after the local profile's saved city it belongs to (a
    /// visitor's cities are theirs, not the snapshot's), else its coordinates; and every geocoder
    /// answer, named after its search.
    public static func weather(
        forecasts: [(latitude: Double, longitude: Double, body: Data)], localCities: [SavedCity], geocoding: [(query: String, body: Data)]
    ) -> [SnapshotDocument] {
        var usedNames = Set<String>()
        func unique(_ name: String) -> String {
            var candidate = name
            var counter = 2
            while !usedNames.insert(candidate).inserted {
                candidate = "\(name)-\(counter)"
                counter += 1
            }
            return candidate
        }
        var documents: [SnapshotDocument] = []
        for forecast in forecasts {
            let near = localCities.first { Forecast.isNear(forecast.latitude, forecast.longitude, $0.latitude, $0.longitude) }
            let name = near.map { $0.name.slug(fallback: "place") } ?? "\(forecast.latitude)_\(forecast.longitude)"
            documents.append(SnapshotDocument(path: "\(SnapshotLayout.weatherForecasts)/\(unique(name)).json", body: forecast.body))
        }
        for answer in geocoding {
            documents.append(
                SnapshotDocument(path: "\(SnapshotLayout.weatherGeocoding)/\(answer.query.slug(fallback: "place")).json", body: answer.body))
        }
        return documents
    }
}
