import AlmanacCore
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Sends one notification to a browser's push service (RFC 8030): the payload encrypted for the
/// browser (RFC 8291), signed for by the server's VAPID key (RFC 8292). The endpoint was chosen
/// by a browser, so it passes the same checks as the image proxy's addresses (`OutsideHost`:
/// https only, no loopback, private or link-local address, the checked address pinned), and
/// every attempt is bounded by its own timeouts: a push service that hangs costs only its own
/// deliveries. Within a cycle, the pushes to one push service share a client (its connections
/// kept alive), pinned to the address checked when the cycle first reached that service.
public struct WebPushSender: PushDelivery {
    private let vapid: VAPID
    private let outside: OutsideHost
    private let schemes: Set<String>
    private let connectTimeout: TimeAmount
    private let readTimeout: TimeAmount
    private let now: Now
    private let clients = PinnedClients()

    /// - Parameters:
    ///   - allows: public addresses only unless a test says otherwise (its push service lives on
    ///     loopback, and speaks plain http: `schemes`).
    public init(
        vapid: VAPID, resolve: @escaping OutsideHost.Resolver = HostResolution.addresses(of:),
        allows: @escaping OutsideHost.AddressPolicy = OutsideHost.publicOnly,
        schemes: Set<String> = ["https"], connectTimeout: TimeAmount = .seconds(5), readTimeout: TimeAmount = .seconds(10), now: Now = .system
    ) {
        self.vapid = vapid
        outside = OutsideHost(resolve: resolve, allows: allows)
        self.schemes = schemes
        self.connectTimeout = connectTimeout
        self.readTimeout = readTimeout
        self.now = now
    }

    public func deliver(_ payload: String, to subscription: PushSubscription, urgentFor ttl: TimeInterval) async -> PushOutcome {
        guard let url = URL(string: subscription.endpoint) else { return .gone }
        // Keys no message can be made for will never work: the subscription is as good as gone.
        guard let keys = WebPushEncryption.Keys(p256dh: subscription.p256dh, auth: subscription.auth) else { return .gone }
        let body: [UInt8]
        let authorization: String
        do {
            body = try WebPushEncryption().encrypt(Array(payload.utf8), for: keys)
            authorization = try vapid.authorization(for: url, now: now())
        } catch {
            return .refused(reason: "\(error)")
        }
        let client: HTTPClient
        do {
            client = try await clients.client(for: url) {
                try outside.address(of: url, schemes: schemes)
            } make: { [connectTimeout, readTimeout] address in
                OutsideHost.client(for: url, pinnedTo: address, connect: connectTimeout, read: readTimeout)
            }
        } catch let failure as UpstreamFailure {
            if case .transport = failure { return .retry(after: nil, reason: failure.description) }
            return .refused(reason: failure.description)
        } catch {
            return .refused(reason: "\(error)")
        }
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .POST
        request.headers.add(name: "Authorization", value: authorization)
        request.headers.add(name: "Content-Encoding", value: "aes128gcm")
        request.headers.add(name: "Content-Type", value: "application/octet-stream")
        request.headers.add(name: "TTL", value: String(Int(exactly: min(max(ttl, 0), 28 * 86_400).rounded(.down)) ?? 0))
        request.headers.add(name: "Urgency", value: "high")
        request.body = .bytes(ByteBuffer(bytes: body))
        do {
            let response = try await client.execute(request, timeout: connectTimeout + readTimeout)
            // The answer's body is not needed, and a service that streams one for ever must not hold us.
            _ = try? await response.body.collect(upTo: 4_096)
            return Self.outcome(status: Int(response.status.code), retryAfter: response.headers.first(name: "Retry-After"))
        } catch {
            return .retry(after: nil, reason: "\(url.host ?? "push service"): \(error)")
        }
    }

    public func finishCycle() async { await clients.shutdown() }

    /// What a push service's status says (RFC 8030 §5, §8.4).
    static func outcome(status: Int, retryAfter: String?) -> PushOutcome {
        switch status {
        case 200..<300: .delivered
        case 404, 410: .gone
        case 429, 500..<600:
            .retry(after: RetryAfter.parse(retryAfter).map { TimeInterval($0.components.seconds) }, reason: "the push service answered \(status)")
        default: .refused(reason: "the push service answered \(status)")
        }
    }
}

/// The clients of one cycle, one per push service (scheme, host and port), each made once with
/// the address checked for it; shut down together when the cycle ends.
private actor PinnedClients {
    private var clients: [String: HTTPClient] = [:]

    func client(for url: URL, checked address: () throws -> String, make: (String) -> HTTPClient) throws -> HTTPClient {
        let key = "\(url.scheme ?? "")://\(url.host ?? ""):\(url.port ?? 0)"
        if let client = clients[key] { return client }
        let client = make(try address())
        clients[key] = client
        return client
    }

    func shutdown() async {
        let all = clients.values
        clients = [:]
        for client in all { try? await client.shutdown() }
    }
}
