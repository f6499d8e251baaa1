import AlmanacCore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import AlmanacStore
@testable import AlmanacWeb

/// What a request did to its visitor's profile, which decides whether the page it drew is kept
/// (`PersonalAnswers.drawing`): not when the profile changed, made or moved meanwhile; and what
/// it writes to mark the profile used.
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

    @Test("a household's visit marks the profile used at most once a day, and a change to it writes only the change")
    func markedUsedOnceADay() async throws {
        let clock = Clock(TestFixtures.now.addingTimeInterval(3 * 3600))
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true, now: Now { clock.date })
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        let lastUsed: @Sendable () async throws -> Date = { try #require(try await services.profiles.record(.local)).lastUsedAt }
        try await Application(router: router).test(.router) { client in
            let visited = clock.date
            #expect(try await client.execute(uri: "/", method: .get).status == .ok)
            #expect(try await lastUsed() == visited, "the first visit marks it used")

            clock.date += 3600
            let city = #"{"name":"Nowhere","latitude":10,"longitude":10}"#
            let added = try await client.execute(
                uri: "/api/v1/weather/cities", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: city))
            #expect(added.status == .created)
            #expect(try await lastUsed() == visited, "an hour later, a change is the one write")

            clock.date += 25 * 3600
            #expect(try await client.execute(uri: "/", method: .get).status == .ok)
            #expect(try await lastUsed() == clock.date, "a day later, the visit marks it used again")
        }
    }
}
