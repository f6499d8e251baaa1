import AlmanacCore
import Foundation

/// The `/v4` bodies that make up the SpaceX dataset (four always, the cores and landing pads when
/// present), and their decoding into a catalogue. The live client and the snapshot reader both
/// end here, so they accept exactly the same data.
public struct SpaceXDocuments: Sendable {
    /// Endpoint name (`launches`) → body.
    public var bodies: [SpaceXEndpoint: Data]
    /// Endpoint → the validators its body came with (live fetches only).
    public var validators: [SpaceXEndpoint: Validators] = [:]

    public init(bodies: [SpaceXEndpoint: Data], validators: [SpaceXEndpoint: Validators] = [:]) {
        self.bodies = bodies
        self.validators = validators
    }

    /// One endpoint's body decoded; a failure names `location` and what was wrong. The live
    /// client runs it while fetching, so a body that does not decode counts against its host.
    static func decodePart(_ endpoint: SpaceXEndpoint, _ body: Data, location: String) throws(UpstreamFailure) -> SpaceXPart {
        do {
            switch endpoint {
            case .company: return .company(try OutsideJSON.decode(SpaceXCompanyDTO.self, from: body).toDomain())
            case .launches:
                // Named with the cores and pads in `assemble`; decoded here too, so a bad body counts against its host.
                let launches = try OutsideJSON.decode([SpaceXLaunchDTO].self, from: body)
                _ = try launches.map { try $0.toDomain() }
                return .launches(launches)
            case .cores: return .cores(try SpaceXNames.cores(body))
            case .landpads: return .landpads(try SpaceXNames.landpads(body))
            case .rockets: return .rockets(try OutsideJSON.decode([SpaceXRocketDTO].self, from: body).map { $0.toDomain() })
            case .launchpads: return .launchpads(try OutsideJSON.decode([SpaceXLaunchpadDTO].self, from: body).map { $0.toDomain() })
            }
        } catch {
            throw .decoding(url: location, reason: DecodingErrorText.describe(error))
        }
    }

    /// Decodes every body; a failure names the endpoint (as `location`) and what was wrong.
    public func decode(origin: Origin, location: (SpaceXEndpoint) -> String) throws(UpstreamFailure) -> SpaceXDownload {
        var parts: [SpaceXEndpoint: SpaceXPart] = [:]
        for endpoint in SpaceXEndpoint.allCases {
            guard let body = bodies[endpoint] else {
                if endpoint.isOptional { continue }
                throw .decoding(url: location(endpoint), reason: "no body")
            }
            parts[endpoint] = try Self.decodePart(endpoint, body, location: location(endpoint))
        }
        return try assemble(parts, origin: origin)
    }

    /// The catalogue from already decoded parts (one per endpoint) and these bodies.
    func assemble(_ parts: [SpaceXEndpoint: SpaceXPart], origin: Origin) throws(UpstreamFailure) -> SpaceXDownload {
        guard case .company(let company)? = parts[.company], case .launches(let launchDTOs)? = parts[.launches],
            case .rockets(let rockets)? = parts[.rockets], case .launchpads(let launchpads)? = parts[.launchpads]
        else { throw .decoding(url: origin.location, reason: "an endpoint is missing") }
        var names = SpaceXNames()
        if case .cores(let cores)? = parts[.cores] { names.cores = cores }
        if case .landpads(let landpads)? = parts[.landpads] { names.landpads = landpads }
        let launches: [Launch]
        do {
            launches = try launchDTOs.map { try $0.toDomain(names: names) }
        } catch {
            throw .decoding(url: origin.location, reason: DecodingErrorText.describe(error))
        }
        let catalog = SpaceXCatalog(company: company, launches: launches, rockets: rockets, launchpads: launchpads)
        let documents = SpaceXEndpoint.allCases.compactMap { endpoint in
            bodies[endpoint].map { SnapshotDocument(path: endpoint.snapshotPath, body: $0, validators: validators[endpoint]) }
        }
        return SpaceXDownload(catalog: catalog, documents: documents, origin: origin)
    }
}

/// One endpoint's decoded content.
enum SpaceXPart: Sendable {
    case company(Company)
    case launches([SpaceXLaunchDTO])
    case rockets([Rocket])
    case launchpads([Launchpad])
    case cores([String: String])
    case landpads([String: (name: String?, abbreviation: String?)])
}

/// The SpaceX endpoints Almanac reads.
public enum SpaceXEndpoint: String, CaseIterable, Sendable {
    case company, launches, rockets, launchpads, cores, landpads

    /// The cores and landing pads only name what the launches hold: a dataset without them is whole.
    public var isOptional: Bool { self == .cores || self == .landpads }

    /// `/v4/launches`
    public var urlPath: String { "/v4/\(rawValue)" }
    /// `spacex/v4/launches.json`
    public var snapshotPath: String { SnapshotLayout.spacex(rawValue) }
}
