import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// `/img?url=…`: an outside image through the proxy, or the placeholder on any failure.
struct ImageProxyController: Sendable {
    let images: ProxyImage?
    let placeholder: Response

    func addRoutes(to router: SiteRouter) {
        router.get(.image) { request, _ -> Response in
            guard let images, let url = request.parameter("url"), let image = await images(url) else {
                return placeholder
            }
            return Response(
                status: .ok,
                headers: [.contentType: image.contentType, .cacheControl: "public, max-age=86400", .contentSecurityPolicy: "default-src 'none'; sandbox"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes))
            )
        }
    }
}
