import Foundation
import HTTPTypes
import Hummingbird

/// Every answer that is the same for everyone, in one cache: shared pages, shared API bodies and
/// GraphQL answers that read nobody's own data. One bound on their memory (the oldest go first),
/// one single flight (requests that miss one key together wait for one making, also right after
/// a refresh), and one rule for when an answer is stale: its key holds what it was drawn from,
/// the datasets' freshness as it states them and the versions of the datasets it shows
/// (`DataVersions`), so a refresh or a failed one is a new key.
final class SharedAnswers: Sendable {
    private let bodies: KeptBodies<SharedAnswerKey, EncodedBody>
    private let beingMade = SingleFlight<SharedAnswerKey, MadeAnswer>()
    /// Answers are kept from their second making on (`AskedBefore` says why).
    private let asked = AskedBefore<SharedAnswerKey>()

    init(byteLimit: Int) {
        bodies = KeptBodies(byteLimit: byteLimit, names: SharedAnswerKey.kinds, kind: \.kind, keyCost: \.memoryCost)
    }

    /// The body kept for `key`, counted as a hit or a miss: looked up before anything is made,
    /// so a kept answer costs no closure.
    func cached(_ key: SharedAnswerKey) -> EncodedBody? { bodies.cached(key) }

    /// The answer `make` makes for a key `cached` missed: made once however many requests miss it
    /// at once, and kept when it is a shared 200 asked for before (unless larger than the cache).
    func made(for key: SharedAnswerKey, _ make: () async throws -> MadeAnswer) async throws -> MadeAnswer {
        try await beingMade.run(key, sharing: \.isShared) {
            // A making that ended between the look-up and now left its answer here.
            if let kept = bodies.cachedSinceMiss(key) { return MadeAnswer(body: kept) }
            let made = try await make()
            if made.isShared, made.status == .ok, asked.isRepeat(key) { bodies.store(made.body, for: key) }
            return made
        }
    }

    /// Keeps `body` for `key` (for tests).
    func store(_ body: EncodedBody, for key: SharedAnswerKey) { bodies.store(body, for: key) }

    /// How many answers are kept and the bytes they count.
    var usage: (count: Int, bytes: Int) { bodies.usage }
}

/// What a kept shared answer is found by: the key of its face.
enum SharedAnswerKey: Hashable, Sendable {
    case page(PageKey)
    case api(APIBodyKey)
    case graphQL(GraphQLAnswerKey)

    /// What the metrics call each kind (`almanac_cache_requests_total{cache}`).
    static let kinds = ["pages", "api", "graphql"]

    var kind: Int {
        switch self {
        case .page: 0
        case .api: 1
        case .graphQL: 2
        }
    }

    /// What keeping the key costs besides its answer: its texts and the cache's slot, so many
    /// small answers (or long GraphQL queries) stay within the budget.
    var memoryCost: Int {
        switch self {
        case .page(let key): key.memoryCost
        case .api(let key): key.memoryCost
        case .graphQL(let key): key.request.utf8.count + 64
        }
    }
}

/// An answer as a request that missed made it.
struct MadeAnswer: Sendable {
    let body: EncodedBody
    var status: HTTPResponse.Status = .ok
    var cacheControl: String? = nil
    /// Whether it may go to anyone else: kept, and handed to the requests that waited for it.
    /// Not a GraphQL answer that read its visitor's cities, nor a refusal: each asker makes its own.
    var isShared = true

    func response(for request: Request) -> Response {
        var response = body.response(for: request, status: status)
        if let cacheControl { response.headers[.cacheControl] = cacheControl }
        return response
    }
}
