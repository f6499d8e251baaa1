import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Builds the web app over the fixture data with a fixed clock and UTC as default zone.
enum WebApp {
    static func make(images: ProxyImage? = nil, empty: Bool = false) async throws -> some ApplicationProtocol {
        let database = try AppDatabase.inMemory()
        let store = SQLiteLaunchStore(database: database)
        if !empty { try await store.replaceSpaceX(with: try await TestFixtures.download(), refreshedAt: TestFixtures.now) }
        let services = AlmanacServices(
            launches: store, datasets: SQLiteDatasetStore(database: database), images: images,
            now: .fixed(TestFixtures.now.addingTimeInterval(3 * 3600))
        )
        let router = try await buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        return Application(router: router)
    }
}

extension TestClientProtocol {
    /// GETs `uri` and hands back status, headers and body text.
    func get(_ uri: String, headers: HTTPFields = [:]) async throws -> (status: HTTPResponse.Status, headers: HTTPFields, body: String) {
        try await execute(uri: uri, method: .get, headers: headers) { response in
            (response.status, response.headers, String(buffer: response.body))
        }
    }
}

/// The `data` and `meta` of an API body, loosely typed for assertions.
struct APIBody {
    let json: [String: Any]
    init(_ text: String) throws {
        json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
    var data: Any? { json["data"] }
    var meta: [String: Any] { json["meta"] as? [String: Any] ?? [:] }
    var error: [String: Any]? { json["error"] as? [String: Any] }
}
