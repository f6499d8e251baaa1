import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// `/img?url=…`: an outside image through the proxy, or the placeholder on any failure; a client
/// past its image budget gets a 429 (its browser may ask again later).
struct ImageProxyController: Sendable {
    let images: ProxyImage?
    let placeholder: Response

    func addRoutes(to router: SiteRouter) {
        router.get(.image) { request, _ -> Response in
            let image: ImageData?
            do {
                image = try await request.parameter("url").asyncMap { try await images?($0) } ?? nil
            } catch {
                return JSONResponder.error(APIError(error))
            }
            guard let image else { return placeholder }
            return Response(
                status: .ok,
                headers: [
                    .contentType: image.contentType, .cacheControl: "public, max-age=86400", .contentSecurityPolicy: "default-src 'none'; sandbox",
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes))
            )
        }
    }
}
