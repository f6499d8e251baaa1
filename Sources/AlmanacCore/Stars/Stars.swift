import Foundation

/// Starring: a visitor follows launches, boosters, astronauts, space stations, facts and Star
/// Wars records. A star names a
/// record the store holds (a typo is refused before anything is stored, the profile included);
/// a profile holds at most `limit`.
public struct Stars: Sendable {
    public static let limit = 500
    /// The longest id any starred kind has (launch ids are UUIDs, fact ids 22 letters).
    public static let idLimit = 64

    private let store: any StarStore
    private let targets: StarTargets
    private let now: Now

    public init(store: any StarStore, targets: StarTargets, now: Now = .system) {
        self.store = store
        self.targets = targets
        self.now = now
    }

    /// The star a request names, made before anything is stored: `NotFound` when the store
    /// holds no such record, `InvalidInput` for an id no record could have.
    public func target(_ kind: StarKind, id: String) async throws -> Star {
        let id = try Self.checked(id, kind)
        guard let name = try await targets.name(kind, id) else { throw NotFound(kind.missing, id: id) }
        return Star(kind: kind, id: id, name: name, starredAt: now())
    }

    /// Keeps a star `target` made.
    public func keep(_ star: Star, for profile: ProfileID) async throws {
        try await store.star(star, for: profile, limit: Self.limit)
    }

    /// Returns the star it removed; nil when it was not starred. An id no record could have is
    /// refused, as when starring.
    @discardableResult
    public func unstar(_ kind: StarKind, id: String, for profile: ProfileID) async throws -> Star? {
        try await store.unstar(kind, id: try Self.checked(id, kind), for: profile)
    }

    /// The id as stored: 1 to `idLimit` characters (`InvalidInput` otherwise), a booster's serial
    /// in capitals however it is typed ("b1067" is B1067). Characters are counted as JSON Schema's
    /// `maxLength` counts them, by code point: "ė" written as e and a combining dot is two.
    public static func checked(_ id: String, _ kind: StarKind) throws(InvalidInput) -> String {
        guard !id.isEmpty, id.unicodeScalars.count <= idLimit else { throw InvalidInput(.id, "\(InputField.id) must be 1 to \(idLimit) characters") }
        return kind == .booster ? id.uppercased() : id
    }

    /// Whether the profile has starred the record.
    public func isStarred(_ kind: StarKind, id: String, by profile: ProfileID) async throws -> Bool {
        try await store.stars(of: profile).contains { $0.kind == kind && $0.id == id }
    }

    /// The token in the address of the profile's starred-launches calendar, made on first
    /// asking: 128 random bits of its own, so the address opens that feed and nothing else.
    public func feedToken(for profile: ProfileID) async throws -> String {
        if let token = try await store.feedToken(of: profile) { return token }
        return try await store.keepFeedToken(ProfileID.random().rawValue, for: profile)
    }

    /// The profile whose calendar `token` opens, at its current revision (what its calendar is
    /// kept drawn by); nil for a token nobody holds (or one no token could be).
    public func feedOwner(token: String) async throws -> ProfileRevision? {
        guard ProfileID(token: token) != nil, token != ProfileID.local.rawValue else { return nil }
        return try await store.owner(ofFeedToken: token)
    }

    /// The ids of the launches starred by the profile whose calendar `token` opens; nil for a
    /// token nobody holds (or one no token could be).
    public func starredLaunches(feedToken token: String) async throws -> Set<String>? {
        guard let owner = try await feedOwner(token: token) else { return nil }
        return Set(try await store.stars(of: owner.profile).filter { $0.kind == .launch }.map(\.id))
    }

    /// The profile's stars, newest first, each with whether its record is still in the data.
    public func list(of profile: ProfileID) async throws -> [StarredRecord] {
        var listed: [StarredRecord] = []
        for star in try await store.stars(of: profile) {
            listed.append(StarredRecord(star: star, isInData: try await targets.name(star.kind, star.id) != nil))
        }
        return listed
    }

    /// The profile's stars, newest first, as stored: one read, without asking whether each
    /// record is still in the data.
    public func stars(of profile: ProfileID) async throws -> [Star] {
        try await store.stars(of: profile)
    }

    /// The first `limit` of `stars` whose record is still in the data: a look-up per star only
    /// until enough are found (the home page shows a few of a profile's up to 500).
    public func inData(_ stars: [Star], limit: Int) async throws -> [Star] {
        var found: [Star] = []
        for star in stars where found.count < limit {
            if try await targets.name(star.kind, star.id) != nil { found.append(star) }
        }
        return found
    }
}

/// How a star finds the record it names, by kind: the composition root wires each kind to the
/// store that holds it.
public struct StarTargets: Sendable {
    private let lookUp: @Sendable (StarKind, String) async throws -> String?

    public init(_ lookUp: @escaping @Sendable (StarKind, String) async throws -> String?) { self.lookUp = lookUp }

    /// The record's name, nil when the store holds no such record.
    public func name(_ kind: StarKind, _ id: String) async throws -> String? { try await lookUp(kind, id) }

    /// Every kind looked up in the store that holds it.
    public init(launches: any LaunchStore, astronauts: any AstronautStore, galaxy: any GalaxyStore, facts: any FactStore) {
        self.init { kind, id in
            switch kind {
            case .launch:
                return try await launches.launch(id: id)?.name
            case .booster:
                return try await BrowseBoosters(store: launches)().first { $0.serial == id }?.serial
            case .astronaut:
                guard let number = Int(id), number > 0 else { return nil }
                return try await astronauts.astronaut(id: number)?.name
            case .station:
                guard let number = Int(id), number > 0 else { return nil }
                return try await astronauts.stations().first { $0.id == number }?.name
            case .fact:
                return try await facts.fact(id: id).map { String($0.text.prefix(80)) }
            case .galaxy(let resource):
                guard let number = Int(id), number > 0 else { return nil }
                return try await galaxy.record(GalaxyReference(resource, number))?.name
            }
        }
    }
}
