import AlmanacCore
import AlmanacPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// Turns what an API handler answers into `{"data": …, "meta": …}`: `meta` states the dataset's
/// freshness, whether it is stale and the viewer's zone; a shared answer is kept encoded until
/// any of that changes.
struct APIResponder: Sendable {
    let freshness: DatasetFreshness
    /// How old each dataset may get; older data is flagged `stale`.
    let intervals: RefreshIntervals
    /// Shared answers, kept with every shared page.
    let answers: SharedAnswers
    /// Each visitor's own answers, bounded in bytes.
    let personalAnswers: PersonalAnswers<PersonalAnswerFrame>

    init(freshness: DatasetFreshness, intervals: RefreshIntervals, answers: SharedAnswers, personalCacheBytes: Int) {
        self.freshness = freshness
        self.intervals = intervals
        self.answers = answers
        personalAnswers = PersonalAnswers(byteLimit: personalCacheBytes, name: "personal_api")
    }

    /// The answer `handler` gives, in its envelope. A `.shared` one is a look-up when the same URL
    /// was answered for the same zone, day and freshness; a `.perVisitor` one states the
    /// freshness as it is after the handler ran (a search may have just stored facts).
    func respond(
        _ request: Request, _ context: AlmanacRequestContext, caching: APICaching, _ handler: @escaping APIRoutes.Handler
    ) async throws -> Response {
        // Only the zone, the day and the clock: no environment (and its calendar) is made.
        let viewer = context.viewer
        switch caching {
        case .shared(let dataset):
            let table = try await freshness.table()
            let current = table[dataset]
            let (now, timeZone) = (viewer.now(), DateText.zoneName(viewer.timeZone))
            // The key holds what `meta` is said from, not its words: a kept answer formats no date.
            let key = SharedAnswerKey.api(
                APIBodyKey(
                    uri: request.uri.description, timeZone: timeZone, day: viewer.day,
                    refreshedAt: current?.refreshedAt.timeIntervalSince1970, shownWith: table.shownWithVersions(of: dataset),
                    stale: isStale(dataset, current, at: now), shownStale: dataset.shownWith.map { isStale($0, table[$0], at: now) },
                    lastError: current?.currentFailure?.reason
                ))
            // Looked up before the making's closure is made: a kept answer makes none.
            if let hit = answers.cached(key) { return hit.response(for: request) }
            return try await answers.made(for: key) {
                let meta = meta(dataset, timeZone: timeZone, at: now) { table[$0] }
                return MadeAnswer(body: try await handler(request, context).body(meta: meta))
            }.response(for: request)
        case .perVisitor(let dataset):
            return try await answered(request, context, dataset: dataset, viewer: viewer, handler).response
        case .personal(let dataset, let drawnFrom):
            let table = try await freshness.table()
            let frame = PersonalAnswerFrame(
                timeZone: DateText.zoneName(viewer.timeZone), day: viewer.day,
                failingSince: dataset.flatMap { table[$0]?.currentFailure?.at.timeIntervalSince1970 })
            let key = try await personalAnswers.key(
                request, context, versions: table.versions(stating: dataset, drawnFrom: drawnFrom), frame: frame)
            if let key, let hit = personalAnswers.cache.cached(key) { return hit.response(for: request) }
            var response: Response?
            _ = try await personalAnswers.drawing(request, context, key: key) {
                let made = try await answered(request, context, dataset: dataset, viewer: viewer, handler)
                response = made.response
                // Headers of its own besides `Cache-Control` are not kept: such an answer is made anew.
                return (made.body, made.response.status, made.addsHeaders == false)
            }
            return response ?? Response(status: .internalServerError)
        }
    }

    /// A visitor's answer, made now, with `dataset`'s freshness as it is after the handler ran;
    /// whether it has headers of its own besides `Cache-Control`.
    private func answered(
        _ request: Request, _ context: AlmanacRequestContext, dataset: DatasetID?, viewer: Viewer, _ handler: APIRoutes.Handler
    ) async throws -> (response: Response, body: EncodedBody, addsHeaders: Bool) {
        let answer = try await handler(request, context)
        var stated: APIMeta?
        if let dataset {
            // The stated dataset read afresh (the handler may have just written it); those shown
            // with it from the table kept by their versions, with no read of the store.
            let current = try await freshness.current(dataset)
            let table = dataset.shownWith.isEmpty ? nil : try await freshness.table()
            stated = meta(dataset, timeZone: DateText.zoneName(viewer.timeZone), at: viewer.now()) { $0 == dataset ? current : table?[$0] }
        }
        var body = try answer.body(meta: stated)
        var others = answer.headers
        if let cacheControl = others[.cacheControl] {
            body.cacheControl = cacheControl
            others[.cacheControl] = nil
        }
        var response = body.response(for: request)
        if answer.status != .ok, response.status == .ok { response.status = answer.status }
        for field in others { response.headers[field.name] = field.value }
        return (response, body, !others.isEmpty)
    }

    /// What `meta`'s `stale` says of `dataset` at `now`.
    private func isStale(_ dataset: DatasetID, _ freshness: Freshness?, at now: Date) -> Bool {
        freshness?.isStale(maxAge: intervals.byDataset[dataset], at: now) ?? false
    }

    private func meta(_ dataset: DatasetID, timeZone: String, at now: Date, freshness: (DatasetID) -> Freshness?) -> APIMeta {
        APIMeta(dataset: dataset, timeZone: timeZone, now: now, maxAge: { intervals.byDataset[$0] }, freshness: freshness)
    }
}

/// Whether an API answer is kept for other requests.
enum APICaching: Sendable {
    /// The same for everyone until `dataset` changes: kept encoded.
    case shared(DatasetID)
    /// The visitor's own, kept for them (`PersonalAnswers`) until their profile, a cookie, the
    /// minute or a dataset it shows changes (`dataset`, and `drawnFrom`: every one unless the
    /// route says fewer), with `dataset`'s `meta` (nil: the answer brings its own).
    case personal(DatasetID?, drawnFrom: [DatasetID] = DatasetID.allCases)
    /// The visitor's own, or made by asking an upstream: made every time, with `dataset`'s
    /// `meta` (nil: the answer brings its own).
    case perVisitor(DatasetID?)

    /// How the route is listed (`almanac routes`).
    var reuse: AnswerReuse {
        switch self {
        case .shared: .shared
        case .personal: .personal
        case .perVisitor: .perRequest
        }
    }
}

/// What an API body depends on besides its URL: the viewer's zone and day, and the dataset's
/// freshness as `meta` reports it.
struct APIBodyKey: Hashable, Sendable {
    let uri: String
    let timeZone: String
    let day: Int
    let refreshedAt: Double?
    /// The versions of the datasets shown with it (`DatasetID.shownWith`).
    let shownWith: [ChangeStamp]
    let stale: Bool
    /// Whether each dataset shown with it is stale (age moves no version).
    let shownStale: [Bool]
    /// Why its latest refresh failed, as stored (`meta` says it without server paths).
    let lastError: String?

    /// What keeping the key costs besides its answer (its texts and the cache's slot), counted
    /// so that many small answers stay within the cache's budget.
    var memoryCost: Int { uri.utf8.count + timeZone.utf8.count + (lastError?.utf8.count ?? 0) + shownWith.count * 16 + 256 }
}
