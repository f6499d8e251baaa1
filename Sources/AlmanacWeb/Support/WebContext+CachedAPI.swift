import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

extension WebContext {
    /// Answers an API request from the response cache, building (and caching) the body on a miss.
    /// Errors are never cached: they answer as `{"error": …}` every time. The hit path does no
    /// formatting. The key includes the dataset's refresh time, so a refresh is seen at once.
    func cachedAPI(
        _ request: Request, _ requestContext: BasicRequestContext, dataset: DatasetID,
        _ make: @escaping @Sendable (PresentationEnvironment, APIMeta) async throws -> EncodedBody
    ) async -> Response {
        await api(requestContext.logger) {
            let environment = try environment(for: request, proxyImages: false)
            let freshness = try await currentFreshness(of: dataset)
            let meta = meta(dataset, freshness: freshness, environment: environment)
            let key = ResponseCache.Key(
                uri: request.uri.description, timeZone: meta.timeZone, day: environment.viewerDay,
                refreshedAt: freshness?.refreshedAt.timeIntervalSince1970, stale: meta.stale, lastError: meta.lastError
            )
            return try await responses.body(for: key) {
                try await make(environment, meta)
            }.response(for: request)
        }
    }
}
