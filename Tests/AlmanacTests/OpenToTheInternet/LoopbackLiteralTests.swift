import AlmanacCore
import AlmanacTestSupport
import AlmanacUpstream
import Crypto
import Foundation
import Testing

/// No visitor and no upstream body can make the server connect to itself: a push endpoint or an
/// image URL naming this machine in any spelling is refused when subscribed or proxied, and never
/// connected to at delivery or fetch (a canary listening on loopback counts the connections).
@Suite("Loopback in every spelling: refused at subscribe, never connected to")
struct LoopbackLiteralTests {
    private static let keys = PushStoreContract.subscription("x")

    @Test("every loopback spelling and every name resolving to this machine is refused at subscribe, in words")
    func subscribe() async throws {
        let stores = try await StoreKind.sqlite.open()
        let resolver: PushReminders.HostResolver = { host in
            ["push.rebound.example": [IPAddress.loopback], "push.mixed.example": [IPAddress(literal: "8.8.8.8")!, IPAddress(literal: "::1")!]][
                host] ?? []
        }
        let reminders = PushReminders(store: stores.pushes, resolve: resolver)
        for authority in LoopbackSpellings.authorities(port: 8443) + ["push.rebound.example", "push.mixed.example"] {
            await #expect(throws: InvalidInput.self, "\(authority)") {
                try await reminders.checked(endpoint: "https://\(authority)/push/a", p256dh: Self.keys.p256dh, auth: Self.keys.auth)
            }
        }
        let accepted = try await reminders.checked(endpoint: "https://push.example.net/push/a", p256dh: Self.keys.p256dh, auth: Self.keys.auth)
        #expect(accepted.endpoint == "https://push.example.net/push/a", "a name that does not resolve now is kept: delivery checks it again")
        // And through the system's own resolver, as the server runs.
        let system = PushReminders(store: stores.pushes, resolve: HostResolution.addressesWithoutBlocking(of:))
        await #expect(throws: InvalidInput.self) {
            try await system.checked(endpoint: "https://localhost/push/a", p256dh: Self.keys.p256dh, auth: Self.keys.auth)
        }
    }

    @Test("a push to an endpoint in any loopback spelling is refused, and the canary on loopback gets no connection")
    func delivery() async throws {
        let canary = CanaryListener()
        try await canary.listen { port in
            let sender = WebPushSender(vapid: VAPID(subject: "mailto:a@b.example"), schemes: ["http", "https"])
            let key = P256.KeyAgreement.PrivateKey()
            for authority in LoopbackSpellings.authorities(port: port) {
                for scheme in ["http", "https"] {
                    let subscription = PushSubscription(
                        endpoint: "\(scheme)://\(authority)/push/x", p256dh: Base64URL.encode(key.publicKey.x963Representation),
                        auth: Self.keys.auth, createdAt: TestFixtures.now)
                    let outcome = await sender.deliver("{}", to: subscription, urgentFor: 60)
                    #expect(outcome != .delivered, "\(authority)")
                }
            }
            await sender.finishCycle()
        }
        #expect(canary.connections == 0)
    }

    @Test("the image fetcher refuses a picture URL in any loopback spelling, and the canary gets no connection")
    func images() async throws {
        let canary = CanaryListener()
        try await canary.listen { port in
            let fetcher = UpstreamImageFetcher()
            for authority in LoopbackSpellings.authorities(port: port) {
                let url = try #require(URL(string: "http://\(authority)/p.png"), "\(authority)")
                await #expect(throws: (any Error).self, "\(authority)") { try await fetcher.fetchImage(url) }
                #expect(HostAddress.isPrivateOrLoopback(try #require(url.host)), "\(authority): refused before the proxy asks")
            }
        }
        #expect(canary.connections == 0)
    }
}

@Suite("IP addresses read as the system reads them")
struct IPAddressTests {
    @Test(
        "inet_aton's IPv4 forms, IPv6 with zones, embedded quads and ::, all to the same bytes",
        arguments: [
            ("127.1", "127.0.0.1"), ("2130706433", "127.0.0.1"), ("0x7f000001", "127.0.0.1"), ("0177.0.0.1", "127.0.0.1"),
            ("0x7f.1", "127.0.0.1"), ("127.0.1", "127.0.0.1"), ("127.0.0.1.", "127.0.0.1"), ("0", "0.0.0.0"), ("[::1]", "::1"),
            ("::1%1", "::1"), ("0:0:0:0:0:0:0:1", "::1"), ("::0:1", "::1"), ("::127.0.0.1", "::7f00:1"), ("::ffff:127.0.0.1", "::ffff:7f00:1"),
            ("2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"), ("2606:4700:4700::1111", "2606:4700:4700::1111"),
        ])
    func parses(literal: String, canonical: String) throws {
        #expect(try #require(IPAddress(literal: literal)).description == canonical)
    }

    @Test(
        "what is not an address is none",
        arguments: ["256.0.0.1", "1.2.3.4.5", "08.1.1.1", "0x", "::1::2", "1:2:3:4:5:6:7:8:9", "example.com", "", "::g", "4294967296"])
    func refuses(text: String) {
        if text == "0x" {
            #expect(IPAddress(literal: text) != nil, "inet_aton reads a bare 0x as zero")
        } else {
            #expect(IPAddress(literal: text) == nil)
        }
    }

    @Test("public and not: loopback, private, shared, link-local, documentation, multicast, zoned; and what embeds them")
    func publicOrNot() throws {
        for text in ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "2a00:1450:4001:82b::200e", "::ffff:8.8.8.8"] {
            #expect(try #require(IPAddress(literal: text)).isPublic, "\(text)")
        }
        for text in [
            "127.0.0.1", "10.0.0.1", "172.16.0.1", "192.168.1.1", "100.64.0.1", "169.254.169.254", "0.0.0.0", "224.0.0.1", "255.255.255.255",
            "192.0.2.1", "::1", "::", "fe80::1", "fc00::1", "fd12::1", "ff02::1", "2001:db8::1", "::ffff:10.0.0.1", "64:ff9b::a00:1",
            "2002:c0a8:101::", "2001::1", "2606:4700::1%1",
        ] {
            #expect(try #require(IPAddress(literal: text)).isPublic == false, "\(text)")
        }
    }
}
