import AlmanacCore
import Hummingbird

/// Names each request's client (`RequestClient`: its key for the per-client limits, and
/// whether it came over HTTPS) and runs the request as that client's `UpstreamCaller`, so the
/// `UpstreamGate` in front of every upstream call charges the right bucket whatever route,
/// method or path spelling led to the call. A HEAD request runs as a caller that may not call
/// upstreams: it is answered from the store.
struct ClientMiddleware: RouterMiddleware {
    typealias Context = AlmanacRequestContext
    let proxies: TrustedProxies

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        let client = RequestClient(headers: request.headers, peer: context.remoteAddress, proxies: proxies)
        context.client = client
        let caller = UpstreamCaller(client, mayCallUpstream: request.method != .head)
        return try await UpstreamCaller.$current.withValue(caller) { try await next(request, context) }
    }
}
