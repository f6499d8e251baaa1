import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// A loopback server that misbehaves on purpose: each request to a path takes the next step of
/// that path's script (the last step repeats), and every request is counted. `{base}` in a body
/// becomes the address the request was sent to (`http://127.0.0.1:PORT`), for a `next` link.
public final class ScriptedUpstream: Sendable {
    public enum Step: Sendable {
        /// Answer with this status, headers and body.
        case respond(status: Int, headers: [String: String] = [:], body: String = "")
        /// Answer like `respond`, after a delay (a probe that takes a while).
        case respondAfter(Duration, status: Int, headers: [String: String] = [:], body: String = "")
        /// Never answer (until the server stops), to trip the client's timeout.
        case stall
    }

    private let scripts: [String: [Step]]
    private let counts = Mutex<[String: Int]>([:])
    private let headers = Mutex<[String: [String: String]]>([:])

    public init(_ scripts: [String: [Step]]) { self.scripts = scripts }

    /// How many requests `path` has received.
    public func requestCount(_ path: String) -> Int { counts.withLock { $0[path, default: 0] } }

    /// How many requests every path has received together.
    public var totalRequests: Int { counts.withLock { $0.values.reduce(0, +) } }

    /// The headers of the latest request to `path`, by lower-cased name.
    public func lastHeaders(_ path: String) -> [String: String] { headers.withLock { $0[path] ?? [:] } }

    public func application(onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        let router = Router()
        router.get("**") { [self] request, _ -> Response in
            let path = request.uri.path
            let received = Dictionary(request.headers.map { ($0.name.canonicalName, $0.value) }, uniquingKeysWith: { $1 })
            headers.withLock { $0[path] = received }
            let index = counts.withLock { counts -> Int in
                defer { counts[path, default: 0] += 1 }
                return counts[path, default: 0]
            }
            guard let script = scripts[path], let step = script.isEmpty ? nil : script[min(index, script.count - 1)] else {
                return Response(status: .notFound)
            }
            var answer = step
            if case .respondAfter(let delay, let status, let headers, let body) = step {
                try await Task.sleep(for: delay)
                answer = .respond(status: status, headers: headers, body: body)
            }
            switch answer {
            case .stall, .respondAfter:
                try await Task.sleep(for: .seconds(3600))
                return Response(status: .gatewayTimeout)
            case .respond(let status, let headers, let body):
                var fields = HTTPFields()
                fields[.contentType] = "application/json"
                for (name, value) in headers {
                    if let field = HTTPField.Name(name) { fields[field] = value }
                }
                let base = "http://" + (request.head.authority ?? "127.0.0.1")
                return Response(
                    status: HTTPResponse.Status(code: status), headers: fields,
                    body: ResponseBody(byteBuffer: ByteBuffer(string: body.replacingOccurrences(of: "{base}", with: base)))
                )
            }
        }
        return Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) }
        )
    }
}
