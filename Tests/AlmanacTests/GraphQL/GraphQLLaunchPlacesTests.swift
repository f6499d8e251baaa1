import Foundation
import Testing

/// The launch sites and every provider's rockets in GraphQL, over Launch Library 2's fixture
/// launches: the same records as the pages and the JSON API, found the same way.
@Suite("Launch sites and rockets in GraphQL")
struct GraphQLLaunchPlacesTests {
    @Test("allLaunchSites and launchSite with its pads; allLaunchers by family and launcher by id or name; a launch names both")
    func sitesAndLaunchers() async throws {
        let graph = try await GraphQLHarness.fixturesWithLaunchLibrary()
        let sites = try await graph.run(
            #"{ all: allLaunchSites { totalCount launchSites { siteID totalLaunchCount } } usa: allLaunchSites(country: "usa") { totalCount } }"#)
        #expect(sites.errors.isEmpty, "\(sites.errors)")
        #expect(sites["all", "totalCount"] as? Int == 2 && sites["all", "launchSites", 0, "siteID"] as? Int == 12)
        // The fixture's site names no country.
        #expect(sites["usa", "totalCount"] as? Int == 0)
        let site = try await graph.run(#"{ launchSite(siteID: "cape canaveral") { siteID pads { padID name totalLaunchCount } } }"#)
        #expect(site.errors.isEmpty, "\(site.errors)")
        #expect(site["launchSite", "siteID"] as? Int == 12 && site["launchSite", "pads", 0, "padID"] as? Int == 80)
        let falcon = try await graph.run(
            #"{ allLaunchers(family: "falcon") { totalCount launchers { launcherID name family totalLaunchCount providers } } }"#)
        #expect(falcon.errors.isEmpty, "\(falcon.errors)")
        #expect(falcon["allLaunchers", "totalCount"] as? Int == 1)
        #expect(falcon["allLaunchers", "launchers", 0, "launcherID"] as? String == "falcon-9-block-5")
        #expect(falcon["allLaunchers", "launchers", 0, "totalLaunchCount"] as? Int == 3)
        let one = try await graph.run(#"{ launcher(launcherID: "Falcon Heavy") { launcherID pendingLaunches } }"#)
        #expect(one["launcher", "launcherID"] as? String == "falcon-heavy" && one["launcher", "pendingLaunches"] as? Int == 1)
        let none = try await graph.run(#"{ launcher(launcherID: "saturn") { name } launchSite(siteID: "999") { name } }"#)
        #expect(none.errors.isEmpty && none["launcher"] == nil && none["launchSite"] == nil)
        let launch = try await graph.run(#"{ launch(launchID: "b0000000-0000-4000-8000-000000000001") { launcherID siteID } }"#)
        #expect(launch["launch", "launcherID"] as? String == "falcon-9-block-5" && launch["launch", "siteID"] as? Int == 27)
    }

    @Test("a launch's timeline in time order with signed offsets, its webcasts with publisher, language and start, and whether one is live")
    func launchDay() async throws {
        let graph = try await GraphQLHarness.fixturesWithLaunchLibrary()
        let answer = try await graph.run(
            #"{ launch(launchID: "a0000000-0000-4000-8000-000000000001") { webcastLive timeline { name offsetSeconds } webcasts { url publisher language kind startTime } } }"#
        )
        #expect(answer.errors.isEmpty, "\(answer.errors)")
        #expect(answer["launch", "webcastLive"] as? Bool == true)
        #expect(
            answer["launch", "timeline", 0, "name"] as? String == "GO for Prop Load"
                && answer["launch", "timeline", 0, "offsetSeconds"] as? Int == -2_280)
        #expect(answer["launch", "timeline", 3, "offsetSeconds"] as? Int == 510)
        #expect(
            answer["launch", "webcasts", 1, "publisher"] as? String == "SpaceX" && answer["launch", "webcasts", 1, "language"] as? String == "English"
        )
        #expect(answer["launch", "webcasts", 1, "startTime"] as? String == "2026-11-25T07:05:00Z")
    }
}
