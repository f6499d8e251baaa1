import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird
import Logging

/// Turns what a page handler answers into a response: the frame around it (its dataset's
/// freshness in words, "Refresh now", the viewer's zone), and for a shared page the drawn bytes
/// kept in memory until anything they show changes.
struct PageResponder: Sendable {
    /// What a footer's words are said from; a page is kept by its footers' keys.
    typealias FooterKey = FreshnessFooters.Key

    let freshness: DatasetFreshness
    /// Where "Refresh now" goes; nil in a server that only reads (then no page offers it).
    let refreshRequests: (any RefreshRequests)?
    /// Shared pages, kept with every shared answer.
    let answers: SharedAnswers
    /// Each visitor's own pages, bounded in bytes.
    let personalPages: PersonalAnswers<PersonalPageFrame>
    private let footers = FreshnessFooters()

    init(freshness: DatasetFreshness, refreshRequests: (any RefreshRequests)?, answers: SharedAnswers, personalCacheBytes: Int) {
        self.freshness = freshness
        self.refreshRequests = refreshRequests
        self.answers = answers
        personalPages = PersonalAnswers(byteLimit: personalCacheBytes, name: "personal_pages")
    }

    /// The page `handler` answers, drawn in its frame; for `.shared` caching, answered from memory
    /// when the same URL was drawn for the same day, frame and variant.
    func respond(
        _ request: Request, _ context: AlmanacRequestContext, caching: PageCaching,
        _ handler: @escaping PageRoutes.Handler
    ) async throws -> Response {
        switch caching {
        case .perVisitor:
            let answer = try await handler(request, context)
            return answer.rendered(
                chrome: await chrome(request, context.viewer.page, dataset: answer.dataset, in: try await freshness.table())
            ).response(for: request)
        case .personal(let dataset, let drawnFrom):
            return try await personal(request, context, dataset: dataset, drawnFrom: drawnFrom, owner: nil, handler)
        case .personalByToken(let dataset, let drawnFrom, let owner):
            return try await personal(request, context, dataset: dataset, drawnFrom: drawnFrom, owner: owner, handler)
        case .shared(let dataset, let variant):
            return try await shared(request, context, dataset: dataset, variant: variant, handler)
        }
    }

    /// A page of one profile's things, kept for it (`PersonalAnswers`): the visitor's, or with
    /// `owner` the one a token in the address opens.
    private func personal(
        _ request: Request, _ context: AlmanacRequestContext, dataset: DatasetID?, drawnFrom: [DatasetID],
        owner: PageCaching.Owner?, _ handler: @escaping PageRoutes.Handler
    ) async throws -> Response {
        let table = try await freshness.table()
        let frame = await frameInputs(context, dataset: dataset, in: table)
        let versions = table.versions(stating: dataset, drawnFrom: drawnFrom)
        let keyFrame = PersonalPageFrame(day: frame.day, zone: frame.zone, footers: frame.footers)
        let key =
            if let owner {
                personalPages.key(request, context, owner: try await owner(request, context), versions: versions, frame: keyFrame)
            } else {
                try await personalPages.key(request, context, versions: versions, frame: keyFrame)
            }
        if let key, let hit = personalPages.cache.cached(key) { return hit.response(for: request) }
        var cacheControl: String?
        let drawn = try await personalPages.drawing(request, context, key: key, ofVisitor: owner == nil) {
            let answer = try await handler(request, context)
            let rendered = answer.rendered(chrome: try await chrome(of: answer, request, frame))
            cacheControl = rendered.cacheControl
            // A page of another dataset than registered has another chrome than the key's, so it
            // is never kept: said in the log, since such a page is drawn for every request.
            let keepable = frame.matches(answer)
            if !keepable, rendered.status == .ok {
                context.logger.warning(
                    "a personal page states another dataset than its route names, so it is drawn for every request",
                    metadata: [
                        "route": "\(context.endpointPath ?? "")", "route_dataset": "\(frame.dataset?.rawValue ?? "none")",
                        "page_dataset": "\(answer.dataset?.rawValue ?? "none")",
                    ])
            }
            return (rendered.body, rendered.status, keepable)
        }
        return RenderedPage(body: drawn.body, status: drawn.status, cacheControl: cacheControl).response(for: request)
    }

    /// A shared page: answered from memory when the same URL was drawn for the same day, frame
    /// and variant.
    private func shared(
        _ request: Request, _ context: AlmanacRequestContext, dataset: DatasetID?,
        variant: (@Sendable (Request, AlmanacRequestContext) -> String)?, _ handler: @escaping PageRoutes.Handler
    ) async throws -> Response {
        let table = try await freshness.table()
        let frame = await frameInputs(context, dataset: dataset, in: table)
        let key = SharedAnswerKey.page(
            PageKey(
                uri: request.uri.description, day: frame.day, zone: frame.zone, footers: frame.footers, variant: variant?(request, context) ?? "",
                versions: table.versions(stating: dataset, drawnFrom: [])))
        if let hit = answers.cached(key) { return hit.response(for: request) }
        return try await answers.made(for: key) {
            let answer = try await handler(request, context)
            let drawn = answer.rendered(chrome: try await chrome(of: answer, request, frame))
            return MadeAnswer(body: drawn.body, status: drawn.status, cacheControl: drawn.cacheControl)
        }.response(for: request)
    }

    /// What a kept page's key and frame are made from, taken once before the look-up: only the
    /// zone, the day and the clock (no environment, and its calendar, is made for a kept page)
    /// and the footers' keys of the registered dataset.
    private struct FrameInputs: Sendable {
        let viewer: Viewer
        let moment: Date
        let day: Int
        let zone: String
        let dataset: DatasetID?
        let footers: [FooterKey]

        /// Whether `answer`'s frame is the one these inputs key: it states the registered dataset.
        func matches(_ answer: any PageAnswer) -> Bool { answer.dataset == dataset }
    }

    private func frameInputs(_ context: AlmanacRequestContext, dataset: DatasetID?, in table: FreshnessTable) async -> FrameInputs {
        let viewer = context.viewer
        let moment = viewer.now()
        let zone = viewer.timeZone.identifier
        return FrameInputs(
            viewer: viewer, moment: moment, day: DateText.civilDayNumber(of: moment, in: viewer.timeZone), zone: zone, dataset: dataset,
            footers: await footerKeys(dataset, zone: zone, in: table, at: moment))
    }

    /// The frame of a drawn `answer`: said from the keyed footers when it states the registered
    /// dataset, else from its own dataset's (its chrome then differs from the key's).
    private func chrome(of answer: any PageAnswer, _ request: Request, _ frame: FrameInputs) async throws -> PageChrome {
        let environment = frame.viewer.page
        guard frame.matches(answer) else { return await chrome(request, environment, dataset: answer.dataset, in: try await freshness.table()) }
        return chrome(request, environment, footers: frame.footers, at: frame.moment)
    }

    /// The frame around a page: its dataset's freshness in words, the viewer's zone, its path.
    private func chrome(
        _ request: Request, _ environment: PresentationEnvironment, dataset: DatasetID?, in table: FreshnessTable
    ) async -> PageChrome {
        let moment = environment.now()
        let keys = await footerKeys(dataset, zone: environment.timeZone.identifier, in: table, at: moment)
        return chrome(request, environment, footers: keys, at: moment)
    }

    /// The frame whose footers `keys` says (`footerKeys`, taken at `moment`).
    private func chrome(_ request: Request, _ environment: PresentationEnvironment, footers keys: [FooterKey], at moment: Date) -> PageChrome {
        let said = keys.map { footers.footer($0, environment: environment, at: moment) }
        return PageChrome(
            freshness: said.first, shownWith: Array(said.dropFirst()), timeZone: DateText.zoneName(environment.timeZone),
            currentPath: LocalPath.checked(request.uri.description) ?? Route.home.href
        )
    }

    /// What the footers of a page of `dataset` are said from: its own first, then those of the
    /// datasets shown with it that hold data (`DatasetID.shownWith`); none for a page of none.
    private func footerKeys(_ dataset: DatasetID?, zone: String, in table: FreshnessTable, at moment: Date) async -> [FooterKey] {
        guard let dataset else { return [] }
        var keys = [await footerKey(dataset, zone: zone, in: table, at: moment)]
        for other in dataset.shownWith where table[other] != nil {
            keys.append(await footerKey(other, zone: zone, in: table, at: moment))
        }
        return keys
    }

    /// A footer's key, with "Refresh now" when a refresher keeps the dataset.
    private func footerKey(_ dataset: DatasetID, zone: String, in table: FreshnessTable, at moment: Date) async -> FooterKey {
        let canRefresh = refreshRequests?.datasets.contains(dataset) ?? false
        return FooterKey(
            freshness: table[dataset], dataset: dataset, zone: zone, canRefresh: canRefresh,
            isRefreshing: canRefresh ? await refreshRequests?.isPending(dataset) ?? false : false, at: moment)
    }
}

/// Whether a page's drawing is kept for other requests.
enum PageCaching: Sendable {
    /// Shared by every visitor: what it shows depends only on its URL, the viewer's zone and
    /// day, `dataset`'s freshness and `variant` (a preference such as safe mode).
    case shared(DatasetID?, variant: (@Sendable (Request, AlmanacRequestContext) -> String)? = nil)
    /// The visitor's own (their cities, their searches), kept for them (`PersonalAnswers`) until
    /// their profile, a cookie, the minute or a dataset it shows changes: `dataset`, the one
    /// whose freshness the page's footer states (its `PageView.dataset`), and `drawnFrom`, those
    /// whose records it shows (every one unless the route says fewer).
    case personal(DatasetID?, drawnFrom: [DatasetID] = DatasetID.allCases)
    /// One profile's, opened by a token in the address rather than by the visitor (the starred
    /// launches' calendar, which calendar apps poll): kept as `.personal` is, for the profile and
    /// revision `Owner` finds before anything is drawn; drawn, not kept, when it finds none.
    case personalByToken(DatasetID?, drawnFrom: [DatasetID], owner: Owner)
    /// Drawn every time: it shows something new on each request (a random fact) or what no key
    /// here covers (the server's status).
    case perVisitor

    /// Shared, one copy per address the page was asked at (its scheme and host): a feed, whose
    /// links are absolute, to the address the reader used.
    static func sharedPerOrigin(_ dataset: DatasetID) -> PageCaching {
        .shared(dataset, variant: { request, context in request.origin(context) })
    }

    /// The profile a request's token opens, at its current revision; nil for none.
    typealias Owner = @Sendable (Request, AlmanacRequestContext) async throws -> ProfileRevision?

    /// How the route is listed (`almanac routes`).
    var reuse: AnswerReuse {
        switch self {
        case .shared: .shared
        case .personal, .personalByToken: .personal
        case .perVisitor: .perRequest
        }
    }
}

extension Optional {
    /// `map` for an async transform.
    func asyncMap<Result>(_ transform: (Wrapped) async throws -> Result) async rethrows -> Result? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
