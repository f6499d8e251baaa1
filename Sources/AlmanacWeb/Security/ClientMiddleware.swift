import AlmanacCore
import HTTPTypes
import Hummingbird

/// Names each request's client (`TrustedProxies`) and whether it reached us over HTTPS (only a
/// trusted proxy's `X-Forwarded-Proto` counts), and runs the request as that client's
/// `UpstreamCaller`, so the `UpstreamGate` in front of every upstream call charges the right
/// bucket whatever route, method or path spelling led to the call. A HEAD request runs as a
/// caller that may not call upstreams: it is answered from the store.
struct ClientMiddleware: RouterMiddleware {
    typealias Context = AlmanacRequestContext
    let proxies: TrustedProxies

    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.client = proxies.client(of: request, peer: context.remoteAddress)
        let peer = context.remoteAddress?.ipAddress.flatMap { IPAddress($0) }
        context.viaHTTPS = peer.map(proxies.trusts) == true && request.headers[Self.forwardedProto]?.lowercased() == "https"
        let caller = UpstreamCaller(client: context.client, mayCallUpstream: request.method != .head)
        return try await UpstreamCaller.$current.withValue(caller) { try await next(request, context) }
    }
}
