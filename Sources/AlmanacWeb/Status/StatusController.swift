import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// Health, readiness, the status of every dataset (page and API), and "refresh now".
struct StatusController: Sendable {
    let context: WebContext

    /// Every dataset the status lists, in the order of the site's sections.
    static let datasets: [DatasetID] = [.spacex, .swapi, .facts, .weather]

    struct StatusPage: Sendable {
        let freshness: FreshnessViewModel?
        let timeZone: String
        let datasets: [DatasetStatusViewModel]
    }

    struct StatusMeta: Encodable, Sendable {
        let generatedAt: String
        let timeZone: String
    }

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/healthz") { _, _ in Self.text(.ok, "ok\n") }
        router.get("/readyz") { _, _ in
            guard let health = context.services.health else { return Self.text(.ok, "ready\n") }
            do {
                try await health.checkReady()
                return Self.text(.ok, "ready\n")
            } catch {
                return Self.text(.serviceUnavailable, "not ready: \(error)\n")
            }
        }
        router.get("/api/v1/status") { request, requestContext in
            await context.api(requestContext.logger) {
                let environment = try context.environment(for: request, proxyImages: false)
                let meta = StatusMeta(generatedAt: DateText.iso8601(environment.now()), timeZone: DateText.zoneName(environment.timeZone))
                return try JSONResponder.encode(try await statuses(environment), meta: meta).response(for: request)
            }
        }
        router.get("/status") { request, requestContext in
            await context.page(request, requestContext.logger) {
                let environment = try context.environment(for: request, proxyImages: false)
                return context.renderer.render("status", StatusPage(
                    freshness: nil, timeZone: DateText.zoneName(environment.timeZone), datasets: try await statuses(environment)
                ))
            }
        }
        router.post("/refresh/:dataset") { request, requestContext in
            await context.page(request, requestContext.logger) {
                let dataset = try refreshable(requestContext.pathParameter("dataset"))
                if case .tooSoon(let wait) = try await requestRefresh(dataset) {
                    throw APIError(
                        status: .tooManyRequests, code: "rate_limited",
                        message: "\(dataset.displayName) was refreshed moments ago; try again in \(wait.components.seconds) s."
                    )
                }
                return Response(status: .seeOther, headers: [.location: Self.backURL(request, dataset: dataset)])
            }
        }
        router.post("/api/v1/refresh/:dataset") { request, requestContext in
            await context.api(requestContext.logger) {
                let dataset = try refreshable(requestContext.pathParameter("dataset"))
                switch try await requestRefresh(dataset) {
                case .tooSoon(let wait):
                    var response = JSONResponder.error(APIError(
                        status: .tooManyRequests, code: "rate_limited",
                        message: "\(dataset.displayName) was refreshed moments ago; try again in \(wait.components.seconds) s."
                    ))
                    response.headers[.retryAfter] = String(wait.components.seconds)
                    return response
                default:
                    let body = try JSONResponder.encode(["dataset": dataset.rawValue, "state": "accepted"], meta: ["dataset": dataset.rawValue])
                    var response = body.response(for: request)
                    response.status = .accepted
                    return response
                }
            }
        }
    }

    private func statuses(_ environment: PresentationEnvironment) async throws -> [DatasetStatusViewModel] {
        try await context.services.status(Self.datasets).map { DatasetStatusViewModel($0, environment: environment) }
    }

    /// The dataset a refresh names, when this server refreshes it.
    private func refreshable(_ name: String) throws -> DatasetID {
        let known = context.services.refresher?.datasets ?? []
        guard let dataset = known.first(where: { $0.rawValue == name }) else {
            let allowed = known.isEmpty ? "none: this server does not refresh" : known.map(\.rawValue).joined(separator: ", ")
            throw APIError(status: .notFound, code: "not_found", message: "There is no dataset \"\(name)\" to refresh (refreshable: \(allowed)).")
        }
        return dataset
    }

    private func requestRefresh(_ dataset: DatasetID) async throws -> BackgroundRefresh.Request {
        guard let refresher = context.services.refresher else { return .unknownDataset }
        return await refresher.request(dataset)
    }

    /// Back to the page the button was on (from `Referer`, our own paths only), else the
    /// dataset's section.
    static func backURL(_ request: Request, dataset: DatasetID) -> String {
        let section = switch dataset {
        case .swapi: "/swapi"
        case .facts: "/facts"
        case .weather: "/weather"
        default: "/spacex"
        }
        guard let referer = request.headers[.referer], let url = URLComponents(string: referer),
              url.host == nil || url.host == request.head.authority?.split(separator: ":").first.map(String.init),
              url.path.hasPrefix("/"), !url.path.hasPrefix("//")
        else { return section }
        return url.path + (url.query.map { "?" + $0 } ?? "")
    }

    private static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
