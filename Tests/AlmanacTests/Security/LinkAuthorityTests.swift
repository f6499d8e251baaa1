import Hummingbird
import NIOCore
import Testing

@testable import AlmanacWeb

@Suite("the address links to this server are made from")
struct LinkAuthorityTests {
    private func authority(_ host: String?) -> String {
        Request(head: .init(method: .get, scheme: "http", authority: host, path: "/"), body: .init(buffer: ByteBuffer())).linkAuthority
    }

    @Test("a host, with a port or as an IPv6 address, is kept as it is")
    func plainHosts() {
        for host in ["example.org", "Almanac-1.example.org:8080", "127.0.0.1:8080", "[::1]:8080"] {
            #expect(authority(host) == host)
        }
    }

    @Test("anything else becomes localhost: other ASCII, letters and digits of other scripts, marks, none at all")
    func otherwiseLocalhost() {
        for host in ["evil.example/path", "a b", "x@y", "\"x\"", "é.example", "x\u{301}.example", "٣.example", "ｅxample", "a\r\nb", ""] {
            #expect(authority(host) == "localhost", "\(host.debugDescription)")
        }
        #expect(authority(nil) == "localhost")
    }
}
