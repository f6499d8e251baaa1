import AlmanacCore
import HTTPTypes
import Hummingbird
import Logging

/// What every request passes before its visitor is found and its route runs, in this order:
/// its id and log line (`RequestLog`); its count and time (`HTTPMetricHandles`), which see the
/// status it is finally answered with; the errors that escape everything inside turned into a
/// generic answer (their detail only in the log) and every response's `SecurityHeaders`; its
/// client named (`RequestClient`: the key of the per-client limits, and whether it came over
/// HTTPS) and its query kept (`QueryValues`); the request run as that client's `UpstreamCaller`,
/// so the `UpstreamGate` in front of every upstream call charges the right bucket whatever route
/// led to the call (a HEAD runs as a caller that may not call upstreams: it is answered from the
/// store); and the checks at the door (`RequestGuard`); last, the visitor found (`VisitorStep`),
/// within the request's `StoreDeadline` when the store can make it wait.
///
/// One middleware running plain functions rather than one middleware each: every middleware
/// is an async frame and a copy of the request's context per request, a cost every kept page
/// paid five times over.
struct FrontDoorMiddleware: RouterMiddleware {
    typealias Context = AlmanacRequestContext

    private let proxies: TrustedProxies
    private let requestGuard: RequestGuard
    private let visitor: VisitorStep
    private let storeWait: Duration?
    private let metrics = HTTPMetricHandles()
    /// Counts the requests begun, for what runs when the server falls quiet (`MemoryReleaseWhenQuiet`).
    private let activity: RequestActivity?

    init(proxies: TrustedProxies, allowedHosts: AllowedHosts, visitor: VisitorStep, storeWait: Duration?, activity: RequestActivity?) {
        self.proxies = proxies
        requestGuard = RequestGuard(allowedHosts: allowedHosts)
        self.visitor = visitor
        self.storeWait = storeWait
        self.activity = activity
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        activity?.noteRequest()
        var context = context
        let id = RequestLog.start(request, context: &context)
        let started = ContinuousClock.now
        context.client = RequestClient(headers: request.headers, peer: context.remoteAddress, proxies: proxies)
        context.query = QueryValues(request.uri)
        let caller = UpstreamCaller(context.client, mayCallUpstream: request.method != .head)
        var response: Response
        do {
            response = try await RequestIDLogging.$current.withValue(id) {
                try await UpstreamCaller.$current.withValue(caller) {
                    if let answer = requestGuard.answerInstead(of: request, client: context.client) { return answer }
                    guard let storeWait else { return try await visitor.run(request, context: context, next: next) }
                    return try await StoreDeadline.run(budget: storeWait) { try await visitor.run(request, context: context, next: next) }
                }
            }
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch {
            context.logger.error("request failed", metadata: ["error": "\(error)"])
            response = JSONResponder.error(APIError(error))
        }
        SecurityHeaders.add(to: &response)
        metrics.record(route: context.endpointPath, method: request.method, status: response.status.code, duration: ContinuousClock.now - started)
        // No handler sets it: appended, not looked for.
        response.headers.append(HTTPField(name: RequestLog.header, value: id))
        return response
    }
}
