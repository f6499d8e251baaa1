import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// `/img?url=…`: an outside image through the proxy, or the placeholder on any failure; a client
/// past its image budget gets a 429 (its browser may ask again later).
struct ImageProxyController: Sendable {
    let images: ProxyImage?
    let placeholder: Response

    /// Its refusals (a client past its budget) are the API's, in JSON: no one reads an image's error page.
    func addRoutes(to api: APIRoutes) {
        // Kept on disk by the proxy, for everyone.
        api.raw(.image, .shared, use: image)
    }

    @Sendable func image(_ request: Request, context: AlmanacRequestContext) async throws -> Response {
        guard let image = try await context.query["url"].asyncMap({ try await images?($0) }) ?? nil else { return placeholder }
        return Response(
            status: .ok,
            headers: [
                .contentType: image.contentType, .cacheControl: "public, max-age=86400", .contentSecurityPolicy: "default-src 'none'; sandbox",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes))
        )
    }
}
