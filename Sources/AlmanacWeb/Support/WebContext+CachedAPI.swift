import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// What an API body depends on besides its URL: the viewer's zone and day, and the dataset's
/// freshness as `meta` reports it.
struct APIBodyKey: Hashable, Sendable {
    let uri: String
    let timeZone: String
    let day: Int
    let refreshedAt: Double?
    /// The refresh times of the datasets shown with it (`DatasetID.shownWith`).
    let shownWithRefreshedAt: [Double?]
    let stale: Bool
    let lastError: String?
}

extension WebContext {
    /// Runs a JSON handler for one dataset through the response cache: a repeated request is a
    /// look-up; a refresh, a failed refresh or a new day makes a new key.
    func cachedAPI(
        _ request: Request, _ requestContext: AlmanacRequestContext, dataset: DatasetID,
        _ make: @escaping @Sendable (PresentationEnvironment, APIMeta) async throws -> EncodedBody
    ) async -> Response {
        await api(requestContext.logger) {
            let environment = try environment(for: request, proxyImages: false)
            let freshness = try await currentFreshness(of: dataset)
            let meta = meta(dataset, freshness: freshness, environment: environment)
            let key = APIBodyKey(
                uri: request.uri.description, timeZone: meta.timeZone, day: environment.viewerDay,
                refreshedAt: freshness?.refreshedAt.timeIntervalSince1970, shownWithRefreshedAt: try await shownWithVersion(of: dataset),
                stale: meta.stale, lastError: meta.lastError
            )
            return try await responses.body(for: key) {
                try await make(environment, meta)
            }.response(for: request)
        }
    }
}
