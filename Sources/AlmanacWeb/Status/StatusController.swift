import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird
import Logging

/// Health, readiness, the status of every dataset (page and API), and "refresh now".
struct StatusController: Sendable {
    let context: WebContext

    struct StatusMeta: Encodable, Sendable {
        let generatedAt: String
        let timeZone: String
    }

    func addRoutes(to router: SiteRouter) {
        router.get(.healthz) { _, _ in Self.text(.ok, "ok\n") }
        router.get(.readyz) { _, requestContext in
            guard let health = context.services.health else { return Self.text(.ok, "ready\n") }
            do {
                try await health.checkReady()
                return Self.text(.ok, "ready\n")
            } catch {
                requestContext.logger.error("not ready", metadata: ["error": "\(error)"])
                return Self.text(.serviceUnavailable, "not ready: \(error)\n")
            }
        }
        router.get(.apiStatus) { request, requestContext in
            await context.api(requestContext.logger) {
                let environment = try context.environment(for: request, proxyImages: false)
                let meta = StatusMeta(generatedAt: DateText.iso8601(environment.now()), timeZone: DateText.zoneName(environment.timeZone))
                return try JSONResponder.encode(try await statuses(environment), meta: meta).response(for: request)
            }
        }
        router.get(.status) { request, requestContext in
            await context.page(request, requestContext, proxyImages: false) { environment in
                try await context.render(StatusPage(datasets: try await statuses(environment)), request, environment)
            }
        }
        router.post(.refresh) { request, requestContext in
            await context.action(request, requestContext) {
                let dataset = try refreshable(requestContext.pathParameter("dataset"))
                let form = try await FormBody.read(request)
                try await requestRefresh(dataset)
                // The page's button brings everything the page shows: the launches list shows the
                // SpaceX API's and Launch Library's launches (one refreshed moments ago is skipped).
                let keeps = context.services.refreshRequests?.datasets ?? []
                for other in dataset.shownWith where keeps.contains(other) { try? await requestRefresh(other) }
                return Redirect.to(LocalPath.back(form["back"], within: Self.section(of: dataset)))
            }
        }
        router.post(.apiRefresh) { request, requestContext in
            await context.api(requestContext.logger) {
                let dataset = try refreshable(requestContext.pathParameter("dataset"))
                try await requestRefresh(dataset)
                let body = try JSONResponder.encode(["dataset": dataset.rawValue, "state": "accepted"], meta: ["dataset": dataset.rawValue])
                var response = body.response(for: request)
                response.status = .accepted
                return response
            }
        }
    }

    /// Counting records takes queries over every table, so the statuses are read at most once
    /// per freshness lifetime (a second) however many ask; "generated at" says when.
    private func statuses(_ environment: PresentationEnvironment) async throws -> [DatasetStatusViewModel] {
        let services = context.services
        return try await context.statuses.value { try await services.status(DatasetID.allCases) }
            .map { DatasetStatusViewModel($0, environment: environment) }
    }

    /// The dataset a refresh names, when this server refreshes it.
    private func refreshable(_ name: String) throws -> DatasetID {
        let known = context.services.refreshRequests?.datasets ?? []
        guard let dataset = known.first(where: { $0.rawValue == name }) else {
            let allowed = known.isEmpty ? "none: this server does not refresh" : known.map(\.rawValue).joined(separator: ", ")
            throw APIError(status: .notFound, code: "not_found", message: "There is no dataset \"\(name)\" to refresh (refreshable: \(allowed)).")
        }
        return dataset
    }

    /// Queues the refresh; asked again within the interval it is a 429 with `Retry-After`. It
    /// asks upstreams on the client's behalf, so it is charged to the client's budget too.
    private func requestRefresh(_ dataset: DatasetID) async throws {
        guard let requests = context.services.refreshRequests else { return }
        try context.services.gate.admit(.data, url: "refresh of \(dataset.rawValue)")
        if case .tooSoon(let wait) = try await requests.request(dataset) {
            let seconds = String(wait.components.seconds)
            throw APIError(
                status: .tooManyRequests, code: "rate_limited",
                message: "\(dataset.displayName) was refreshed moments ago; try again in \(seconds) s.", headers: [.retryAfter: seconds]
            )
        }
    }

    /// Where a refresh goes back to when the form does not say: the dataset's section.
    static func section(of dataset: DatasetID) -> Route {
        switch dataset {
        case .swapi: .galaxy
        case .facts: .facts()
        case .weather: .weather()
        default: .company
        }
    }

    private static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
