import AlmanacCore
import Foundation
import Synchronization

/// When a host's circuit opens and for how long.
public struct CircuitBreakerPolicy: Sendable, Hashable {
    /// Failures in a row that open the circuit.
    public var failureThreshold: Int
    /// How long an open circuit refuses calls before letting one probe through.
    public var coolDown: Duration

    public init(failureThreshold: Int = 3, coolDown: Duration = .seconds(30)) {
        self.failureThreshold = max(1, failureThreshold)
        self.coolDown = coolDown
    }

    /// Never opens: for tests that want every failure to reach the host.
    public static let disabled = CircuitBreakerPolicy(failureThreshold: .max, coolDown: .zero)
}

/// One circuit per host (`host:port`): closed while calls succeed; open after
/// `failureThreshold` failures in a row, refusing calls at once so nobody waits on a dead host;
/// after the cool-down one probe goes through while other calls wait for its outcome: success
/// closes the circuit (and lets them through), failure re-opens it (and refuses them).
final class CircuitBreaker: Sendable {
    /// What the breaker decides for one call.
    enum Admission: Equatable {
        case allowed
        /// The first call after a cool-down: its outcome decides the circuit.
        case probe
        /// A probe is deciding; wait for it (`waitForProbe`) and ask again.
        case waitForProbe
        case refused(until: Date)
    }

    private struct Circuit {
        var failures = 0
        var openUntil: Date?
        var probing = false
        var lastFailure: String?
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let policy: CircuitBreakerPolicy
    private let now: Now
    private let circuits = Mutex<[String: Circuit]>([:])

    init(policy: CircuitBreakerPolicy, now: Now) {
        self.policy = policy
        self.now = now
    }

    /// The circuit key of a URL: its host and port.
    static func host(of url: String) -> String {
        guard let components = URLComponents(string: url), let host = components.host else { return url }
        return components.port.map { "\(host):\($0)" } ?? host
    }

    func admit(_ host: String) -> Admission {
        let time = now()
        return circuits.withLock { circuits in
            guard let until = circuits[host]?.openUntil else { return .allowed }
            if circuits[host]?.probing == true { return .waitForProbe }
            if time < until { return .refused(until: until) }
            circuits[host]?.probing = true
            return .probe
        }
    }

    /// Whether `admit` would let a call through now, without claiming the probe.
    func wouldAdmit(_ host: String) -> Bool {
        let time = now()
        return circuits.withLock { circuits in
            guard let until = circuits[host]?.openUntil else { return true }
            return time >= until && circuits[host]?.probing != true
        }
    }

    /// Returns once the probe in flight for `host` has an outcome (at once if there is none).
    func waitForProbe(_ host: String) async {
        await withCheckedContinuation { continuation in
            let waiting = circuits.withLock { circuits in
                guard circuits[host]?.probing == true else { return false }
                circuits[host]?.waiters.append(continuation)
                return true
            }
            if !waiting { continuation.resume() }
        }
    }

    func recordSuccess(_ host: String) {
        let waiters = circuits.withLock { circuits in circuits.removeValue(forKey: host)?.waiters ?? [] }
        waiters.forEach { $0.resume() }
    }

    /// A call that ended without telling anything about the host (it was cancelled): a probe
    /// hands its turn to the next caller.
    func recordAbandoned(_ host: String, wasProbe: Bool) {
        guard wasProbe else { return }
        let waiters = circuits.withLock { circuits in
            circuits[host]?.probing = false
            defer { circuits[host]?.waiters = [] }
            return circuits[host]?.waiters ?? []
        }
        waiters.forEach { $0.resume() }
    }

    /// Counts a failure; returns true when this failure opened (or re-opened) the circuit.
    @discardableResult
    func recordFailure(_ host: String, reason: String) -> Bool {
        let time = now()
        let (opens, waiters) = circuits.withLock { circuits in
            var circuit = circuits[host] ?? Circuit()
            circuit.failures += 1
            circuit.lastFailure = reason
            let opens = circuit.probing || circuit.failures >= policy.failureThreshold
            if opens { circuit.openUntil = time.addingTimeInterval(policy.coolDown.seconds) }
            circuit.probing = false
            let waiters = circuit.waiters
            circuit.waiters = []
            circuits[host] = circuit
            return (opens, waiters)
        }
        waiters.forEach { $0.resume() }
        return opens
    }

    /// Every host that has failed since its last success.
    func report() -> [HostCircuit] {
        let time = now()
        return circuits.withLock { circuits in
            circuits.map { host, circuit in
                let state: HostCircuit.State =
                    switch circuit.openUntil {
                    case nil: .closed
                    case let until? where time < until && !circuit.probing: .open
                    default: .halfOpen
                    }
                return HostCircuit(
                    host: host, state: state, consecutiveFailures: circuit.failures,
                    openUntil: circuit.openUntil, lastFailure: circuit.lastFailure
                )
            }
            .sorted { $0.host < $1.host }
        }
    }
}
