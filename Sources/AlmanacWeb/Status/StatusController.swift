import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird
import Logging

/// Health, readiness, the status of every dataset (page and API), and "refresh now".
struct StatusController: Sendable {
    let status: ReportStatus
    /// Whether the store is open and migrated, for `/readyz`; nil: always ready.
    let health: (any StoreHealth)?
    /// Where "Refresh now" goes; nil in a server that only reads.
    let refreshRequests: (any RefreshRequests)?
    /// A refresh asks upstreams on the client's behalf: it is charged to the client's budget.
    let gate: UpstreamGate
    /// The statuses as last read, and drawn.
    let parts: KeptParts

    struct StatusMeta: Encodable, Sendable {
        let generatedAt: String
        let timeZone: String
    }

    func addRoutes(pages: PageRoutes, api: APIRoutes) {
        pages.raw(.healthz, .fixed) { _, _ in Self.text(.ok, "ok\n") }
        pages.raw(.readyz, .perRequest, use: ready)
        pages.get(.status, use: statusPage)
        pages.post(.refresh, use: refresh)
        api.get(.apiStatus, .perVisitor(nil), use: statusAnswer)
        api.post(.apiRefresh, .perVisitor(nil), use: refreshByAPI)
    }

    /// 200 when the store is open and migrated, else 503 with the reason: a load balancer's probe.
    @Sendable func ready(_ request: Request, context: AlmanacRequestContext) async -> Response {
        guard let health else { return Self.text(.ok, "ready\n") }
        do {
            try await health.checkReady()
            return Self.text(.ok, "ready\n")
        } catch {
            context.logger.error("not ready", metadata: ["error": "\(error)"])
            return Self.text(.serviceUnavailable, "not ready: \(error)\n")
        }
    }

    @Sendable func statusPage(_ request: Request, context: AlmanacRequestContext) async throws -> StatusPage {
        StatusPage(datasets: try await statuses(context.viewer.page).views)
    }

    @Sendable func statusAnswer(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let environment = context.viewer.api
        let meta = StatusMeta(generatedAt: DateText.iso8601(environment.now()), timeZone: DateText.zoneName(environment.timeZone))
        return .data(encoded: try await statuses(environment).json, meta: meta)
    }

    @Sendable func refresh(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        let dataset = try refreshable(context.pathParameter("dataset"))
        let form = try await FormBody.read(request)
        try await requestRefresh(dataset)
        // The page's button brings everything the page shows: the launches list shows the
        // SpaceX API's and Launch Library's launches (one refreshed moments ago is skipped).
        let keeps = refreshRequests?.datasets ?? []
        for other in dataset.shownWith where keeps.contains(other) { try? await requestRefresh(other) }
        return Redirect(to: LocalPath.back(form["back"], within: .section(of: dataset), or: Route.otherPages(of: dataset)))
    }

    @Sendable func refreshByAPI(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let dataset = try refreshable(context.pathParameter("dataset"))
        try await requestRefresh(dataset)
        return APIAnswer.data(["dataset": dataset.rawValue, "state": "accepted"], meta: ["dataset": dataset.rawValue]).with(status: .accepted)
    }

    /// Every dataset's status in the viewer's words, and as the API writes them. Putting the
    /// statuses in words and encoding them is the bulk of a status request, for what changes
    /// only with a new read of the statuses, the zone or the clock's second (ages and
    /// staleness read the clock): they are drawn once per second at most, as of its start, as the
    /// statuses themselves are read at most once per freshness lifetime.
    private func statuses(_ environment: PresentationEnvironment) async throws -> DrawnStatuses {
        let read = try await parts.statuses.value { [status] in try await status(DatasetID.allCases) }
        let second = Date(timeIntervalSince1970: environment.now().timeIntervalSince1970.rounded(.down))
        return try parts.drawnStatuses(DrawnStatuses.Key(statuses: read, timeZone: environment.timeZone, second: second)).get()
    }

    /// Every dataset's status in words and as JSON, drawn from what they depend on.
    struct DrawnStatuses: Sendable {
        struct Key: Equatable, Sendable {
            let statuses: [DatasetStatus]
            let timeZone: TimeZone
            let second: Date
        }
        let views: [DatasetStatusViewModel]
        let json: EncodedJSON

        init(_ key: Key) throws {
            let atSecond = PresentationEnvironment(now: .fixed(key.second), timeZone: key.timeZone)
            views = key.statuses.map { DatasetStatusViewModel($0, environment: atSecond) }
            json = try EncodedJSON(encoding: views)
        }
    }

    /// The dataset a refresh names, when this server refreshes it.
    private func refreshable(_ name: String) throws -> DatasetID {
        let known = refreshRequests?.datasets ?? []
        guard let dataset = known.first(where: { $0.rawValue == name }) else {
            let allowed = known.isEmpty ? "none: this server does not refresh" : known.map(\.rawValue).joined(separator: ", ")
            throw APIError(status: .notFound, code: "not_found", message: "There is no dataset \"\(name)\" to refresh (refreshable: \(allowed)).")
        }
        return dataset
    }

    /// Queues the refresh; asked again within the interval it is a 429 with `Retry-After`. It
    /// asks upstreams on the client's behalf, so it is charged to the client's budget too.
    private func requestRefresh(_ dataset: DatasetID) async throws {
        guard let refreshRequests else { return }
        try gate.admit(.data, url: "refresh of \(dataset.rawValue)")
        if case .tooSoon(let wait) = try await refreshRequests.request(dataset) {
            let seconds = String(wait.components.seconds)
            throw APIError(
                status: .tooManyRequests, code: "rate_limited",
                message: "\(dataset.displayName) was refreshed moments ago; try again in \(seconds) s.", headers: [.retryAfter: seconds]
            )
        }
    }

    private static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
