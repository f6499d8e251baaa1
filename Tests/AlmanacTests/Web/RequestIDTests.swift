import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// `X-Request-ID`: taken from the caller when it is a plain token, made otherwise, always sent back.
@Suite("Request ids")
struct RequestIDTests {
    private static let header = HTTPField.Name("X-Request-ID")!

    @Test(
        "a plain caller id comes back; a hostile or overlong one is replaced; none gets one made",
        arguments: [
            ("deploy-42.a:b_c", true), ("bad id <script>", false), (String(repeating: "a", count: 65), false), ("", false),
        ])
    func requestIDs(sent: String, kept: Bool) async throws {
        try await WebApp.make().test(.router) { client in
            let answer = try await client.get("/api/v1/spacex/company", headers: sent.isEmpty ? [:] : [Self.header: sent])
            let id = try #require(answer.headers[Self.header])
            // Hummingbird's own ids are two hex numbers written without leading zeros: up to 32 digits.
            #expect(kept ? id == sent : id != sent && (17...32).contains(id.count) && id.allSatisfy(\.isHexDigit), "\(id)")
        }
    }

    @Test("an error page carries one too")
    func errors() async throws {
        try await WebApp.make().test(.router) { client in
            let answer = try await client.get("/no/such/page")
            #expect(answer.status == .notFound && answer.headers[Self.header] != nil)
        }
    }
}
