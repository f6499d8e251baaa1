import AlmanacCore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import NIOCore
import Testing

@testable import AlmanacWeb

/// What a request did to its visitor's profile, which decides whether the page it drew is kept
/// (`PersonalAnswers.drawing`): not when the profile changed, made or moved meanwhile.
@Suite("A visitor's session")
struct VisitorSessionTests {
    @Test("a request changed the profile when it was given one to change or made one; not when it only read, nor when refused a new one")
    func changedProfile() async throws {
        let household = VisitorSession(mode: .local, profile: .local, profiles: nil)
        #expect(!household.changedProfile, "reading changes nothing")
        #expect(try await household.forNote() == .local)
        #expect(household.changedProfile, "a search remembered for the household")

        let newcomer = VisitorSession(mode: .perVisitor, profile: .newVisitor, profiles: nil)
        let made = try #require(try await newcomer.forNote())
        #expect(made != .newVisitor && newcomer.changedProfile, "a first search made a profile")

        let client = RequestClient(headers: [:], peer: try SocketAddress(ipAddress: "192.0.2.7", port: 1), proxies: .loopback)
        let budget = TokenBuckets(capacity: 1, refill: 1, per: .seconds(3600), now: .fixed(TestFixtures.now))
        #expect(budget.take(client.key) == nil, "the client's one new profile is spent")
        let refused = VisitorSession(mode: .perVisitor, profile: .newVisitor, profiles: nil, newProfiles: (budget, client))
        #expect(try await refused.forNote() == nil)
        #expect(!refused.changedProfile, "refused a profile: its page is the one every visitor without one gets")
    }
}
