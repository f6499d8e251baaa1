/// Finds places by name: asks the geocoder when there is one (keeping what it returns, so the
/// same search works offline later), then adds stored matches it did not return. When the
/// geocoder fails, or there is none, the stored places alone answer, and the result says so.
public struct SearchPlaces: Sendable {
    private let source: (any WeatherSource)?
    private let store: any WeatherStore
    private let now: Now

    public init(source: (any WeatherSource)?, store: any WeatherStore, now: Now = .system) {
        self.source = source
        self.store = store
        self.now = now
    }

    public enum Outcome: Hashable, Sendable {
        /// The geocoder answered; its places come first.
        case upstream
        /// The geocoder failed (why); these are stored places.
        case offline(UpstreamFailure)
        /// No geocoder was asked; these are stored places.
        case stored
    }

    public struct Result: Sendable {
        public let term: PlaceSearchTerm
        public let places: [Place]
        public let outcome: Outcome
    }

    public func callAsFunction(_ term: PlaceSearchTerm, limit: Int = 10) async throws -> Result {
        guard let source else {
            return Result(term: term, places: try await store.searchPlaces(term.key, limit: limit), outcome: .stored)
        }
        do {
            let answer = try await source.geocode(term, count: limit)
            // The stored copies may know more (a population the geocoder left out).
            var places = try await store.saveGeocoding(answer.places, query: term.key, body: answer.body, at: now())
            var seen = Set(places.map(\.id))
            for place in try await store.searchPlaces(term.key, limit: limit) where places.count < limit && seen.insert(place.id).inserted {
                places.append(place)
            }
            return Result(term: term, places: Array(places.prefix(limit)), outcome: .upstream)
        } catch is CancellationError {
            throw CancellationError()
        } catch let failure as UpstreamFailure {
            // Only the geocoder's failures fall back: a store that cannot save is an error of its own.
            return Result(term: term, places: try await store.searchPlaces(term.key, limit: limit), outcome: .offline(failure))
        }
    }
}
