import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Testing

/// Slow and idle clients over real TCP: each timeout closes what it should, and one client's
/// pile of sockets never stops the next visitor from being answered. Clients other than the
/// visitor connect from 127.0.0.2, another address of this machine.
@Suite("Connections: timeouts, a per-client cap and the server's budget")
struct ConnectionLimitTests {
    static let short = ConnectionLimits(
        idleTimeout: .milliseconds(600), headerTimeout: .milliseconds(600), bodyTimeout: .milliseconds(600), perClient: 4
    )

    /// A plain request on its own connection, answered (the next visitor).
    private func visitorIsAnswered(port: Int) async throws -> Bool {
        let answer = try await RawHTTP.exchange(port: port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        return RawHTTP.status(of: answer) == 200
    }

    @Test("an idle connection, a head that never ends and a body that never ends are each closed by their timeout")
    func timeouts() async throws {
        try await WebApp.withLiveServer(connections: Self.short) { (port: Int) async throws in
            let idle = try await RawConnection.open(port: port)
            #expect(await idle.isClosed(within: .seconds(5)))
        }
        // The head and body clocks with a long idle clock, so only they can close these. Each
        // connection's first bytes go out as it connects (`sending:`): sent from the test's task
        // instead, they once came after the head clock had closed the connection ("I/O on closed
        // channel", two busy cores, with 600 ms and again with 2 s).
        let slowBytes = ConnectionLimits(idleTimeout: .seconds(30), headerTimeout: .seconds(2), bodyTimeout: .seconds(2), perClient: 4)
        try await WebApp.withLiveServer(connections: slowBytes) { (port: Int) async throws in
            let head = try await RawConnection.open(port: port, sending: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            #expect(await head.isClosed(within: .seconds(10)))
            let body = try await RawConnection.open(
                port: port,
                sending:
                    "POST /api/v1/weather/cities HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"na")
            #expect(await body.isClosed(within: .seconds(10)))
            #expect(!body.received.contains("201"))
            // A kept-alive connection that is used stays open between requests within the idle time.
            let used = try await RawConnection.open(port: port)
            // Its answer waited for (a loaded machine once took over 200 ms to send it), then
            // the connection must still be open: the idle clock is 30 s.
            try await used.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(await used.receives("\r\n\r\n", within: .seconds(30)))
            #expect(used.received.hasPrefix("HTTP/1.1 200"))
            #expect(!(await used.isClosed(within: .milliseconds(200))))
            await used.close()
        }
    }

    @Test("a head sent a byte at a time is cut at the header timeout, whatever its pace")
    func trickledHead() async throws {
        // The idle and body clocks far beyond the test, so only the header clock can close it. A
        // header clock that each byte restarted would never close it: the head is sent a byte at
        // a time, without end, until it is closed or 20 s have passed (on a loaded machine the
        // close has come over 4 s after the 500 ms, so the bound is generous, not tight).
        let limits = ConnectionLimits(idleTimeout: .seconds(120), headerTimeout: .milliseconds(500), bodyTimeout: .seconds(120), perClient: 4)
        try await WebApp.withLiveServer(connections: limits) { (port: Int) async throws in
            let started = ContinuousClock.now
            let slow = try await RawConnection.open(port: port, sending: "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ")
            while slow.isOpen, ContinuousClock.now - started < .seconds(20) {
                try? await slow.send("a")
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(!slow.isOpen, "the trickled head was cut within 20 s")
            #expect(!slow.received.contains("200"))
        }
    }

    @Test("one client holds at most its share of connections; the next visitor is answered at once")
    func perClientCap() async throws {
        // An idle timeout far beyond the test's length: on a loaded machine the steps below took
        // over 30 s, the first connections were closed as idle, and the fifth then fit the cap.
        try await WebApp.withLiveServer(connections: ConnectionLimits(idleTimeout: .seconds(600), perClient: 4)) { (port: Int) async throws in
            var held: [RawConnection] = []
            for _ in 0..<4 { held.append(try await RawConnection.open(port: port, from: "127.0.0.2")) }
            let extra = try await RawConnection.open(port: port, from: "127.0.0.2")
            // The cap closes the connection the server counts fifth: the one its two event loops
            // set up last, which under load is not always the last one opened.
            _ = await extra.isClosed(within: .seconds(5))
            let open = (held + [extra]).filter(\.isOpen)
            #expect(open.count == 4, "one of the client's five connections is closed")
            #expect(try await visitorIsAnswered(port: port))
            // Once one is given back, the client may open another.
            await open[0].close()
            var reopened: RawConnection?
            for _ in 0..<50 where reopened == nil {
                let attempt = try await RawConnection.open(port: port, from: "127.0.0.2")
                if await attempt.isClosed(within: .milliseconds(100)) { continue }
                reopened = attempt
            }
            #expect(reopened != nil)
            for connection in held + [extra] + [reopened].compactMap({ $0 }) { await connection.close() }
        }
    }

    @Test("at the server's budget, the connection idle the longest is closed for a new visitor, whoever holds it (a trusted proxy too)")
    func budgetFullOfIdleConnections() async throws {
        // Loopback is a trusted proxy here, exempt from the per-client cap: only the budget holds.
        let limits = ConnectionLimits(idleTimeout: .seconds(600), perClient: nil, total: 8)
        try await WebApp.withLiveServer(connections: limits) { (port: Int) async throws in
            var held: [RawConnection] = []
            for _ in 0..<8 {
                let connection = try await RawConnection.open(port: port, from: "127.0.0.2")
                // Each one is set up before the next opens, so "the longest idle" is the first.
                try await connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                #expect(await connection.receives("\r\n\r\n", within: .seconds(30)))
                held.append(connection)
            }
            let started = ContinuousClock.now
            let answered = try await visitorIsAnswered(port: port)
            #expect(answered)
            #expect(ContinuousClock.now - started < .seconds(2), "answered at once, not after an idle timeout")
            #expect(await held[0].isClosed(within: .seconds(5)), "the connection idle the longest made room")
            #expect(held.dropFirst().allSatisfy { $0.isOpen })
            for connection in held { await connection.close() }
        }
    }
}
