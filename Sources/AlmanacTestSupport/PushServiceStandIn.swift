import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// A push service on loopback (RFC 8030 §5): it takes `POST /push/{name}`, keeps each request's
/// headers and body for a test (and `scripts/push-peer`) to read, and answers as the name's
/// script says: 201 by default, or 410 (the subscription is gone), 503, 429, or never (a
/// service that hangs).
public final class PushServiceStandIn: Sendable {
    public enum Answer: Sendable {
        case status(Int, retryAfter: Int? = nil)
        /// Never answer (until the server stops).
        case hang
    }

    /// One request as the service received it.
    public struct Received: Sendable {
        public let name: String
        /// By lower-cased name.
        public let headers: [String: String]
        public let body: Data
    }

    private let answers: Mutex<[String: Answer]>
    private let received = Mutex<[Received]>([])

    /// - Parameter answers: by the endpoint's last path segment; any other answers 201.
    public init(answers: [String: Answer] = [:]) { self.answers = Mutex(answers) }

    /// Every request so far, in the order they arrived.
    public var requests: [Received] { received.withLock { $0 } }

    /// Changes how `name` is answered from now on.
    public func answer(_ name: String, with answer: Answer) { answers.withLock { $0[name] = answer } }

    public func application(onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        let router = Router()
        router.post("/push/{name}") { [self] request, context -> Response in
            let name = context.parameters.get("name") ?? ""
            let body = try await request.body.collect(upTo: 8_192)
            let headers = Dictionary(request.headers.map { ($0.name.canonicalName, $0.value) }, uniquingKeysWith: { $1 })
            received.withLock { $0.append(Received(name: name, headers: headers, body: Data(body.readableBytesView))) }
            switch answers.withLock({ $0[name] }) ?? .status(201) {
            case .hang:
                try await Task.sleep(for: .seconds(3600))
                return Response(status: .gatewayTimeout)
            case .status(let code, let retryAfter):
                var fields = HTTPFields()
                if let retryAfter { fields[.retryAfter] = String(retryAfter) }
                return Response(status: HTTPResponse.Status(code: code), headers: fields)
            }
        }
        return Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) }
        )
    }
}
