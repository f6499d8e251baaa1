import AlmanacCore
import Foundation

/// The four `/v4` bodies that make up the SpaceX dataset, and their decoding into a catalogue.
/// The live client and the snapshot reader both end here, so they accept exactly the same data.
public struct SpaceXDocuments: Sendable {
    /// Endpoint name (`launches`) → body.
    public var bodies: [SpaceXEndpoint: Data]

    public init(bodies: [SpaceXEndpoint: Data]) { self.bodies = bodies }

    /// Decodes every body; a failure names the endpoint (as `location`) and what was wrong.
    public func decode(origin: Origin, location: (SpaceXEndpoint) -> String) throws -> SpaceXDownload {
        let decoder = JSONDecoder()
        func decodeBody<Value: Decodable>(_ type: Value.Type, _ endpoint: SpaceXEndpoint) throws -> Value {
            guard let body = bodies[endpoint] else {
                throw UpstreamFailure.decoding(url: location(endpoint), reason: "no body")
            }
            do {
                return try decoder.decode(type, from: body)
            } catch {
                throw UpstreamFailure.decoding(url: location(endpoint), reason: DecodingErrorText.describe(error))
            }
        }
        let company = try decodeBody(SpaceXCompanyDTO.self, .company).toDomain()
        let launches: [Launch]
        do {
            launches = try decodeBody([SpaceXLaunchDTO].self, .launches).map { try $0.toDomain() }
        } catch let failure as UpstreamFailure {
            throw failure
        } catch {
            throw UpstreamFailure.decoding(url: location(.launches), reason: DecodingErrorText.describe(error))
        }
        let rockets = try decodeBody([SpaceXRocketDTO].self, .rockets).map { $0.toDomain() }
        let launchpads = try decodeBody([SpaceXLaunchpadDTO].self, .launchpads).map { $0.toDomain() }
        let catalog = SpaceXCatalog(company: company, launches: launches, rockets: rockets, launchpads: launchpads)
        let documents = SpaceXEndpoint.allCases.compactMap { endpoint in
            bodies[endpoint].map { SnapshotDocument(path: endpoint.snapshotPath, body: $0) }
        }
        return SpaceXDownload(catalog: catalog, documents: documents, origin: origin)
    }
}

/// The SpaceX endpoints Almanac reads.
public enum SpaceXEndpoint: String, CaseIterable, Sendable {
    case company, launches, rockets, launchpads

    /// `/v4/launches`
    public var urlPath: String { "/v4/\(rawValue)" }
    /// `spacex/v4/launches.json`
    public var snapshotPath: String { "spacex/v4/\(rawValue).json" }
}
