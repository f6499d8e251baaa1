import AlmanacCore
import AlmanacStore
import Logging
import Testing

@testable import AlmanacPostgres

/// How a PostgreSQL instance reads the notices on the shared channel: a commit moves a stamp
/// once, so this instance's own notices, counted when it committed, are not counted again when
/// they come back (which made a kept answer look stale a few milliseconds after every write).
@Suite("PostgreSQL change notices: what a notice names")
struct PostgresChangeNoticeTests {
    private static func listener() -> PostgresChangeNotices {
        PostgresChangeNotices(logger: Logger(label: "almanac.test")) { throw CancellationError() }
    }

    @Test("another instance's notice for this store counts; this instance's own echo, another store's and an unknown word do not")
    func whatCounts() {
        let (this, another) = (Self.listener(), Self.listener())
        #expect(this.sender != another.sender)
        #expect(this.topic(in: "almanac/\(another.sender)/dataset:swapi", schema: "almanac") == .dataset(.swapi))
        #expect(this.topic(in: "almanac/\(this.sender)/dataset:swapi", schema: "almanac") == nil)
        #expect(this.topic(in: "other/\(another.sender)/dataset:swapi", schema: "almanac") == nil)
        #expect(this.topic(in: "almanac/\(another.sender)/no such topic", schema: "almanac") == nil)
        #expect(this.topic(in: "almanac/\(another.sender)/", schema: "almanac") == nil)
        #expect(this.topic(in: "", schema: "almanac") == nil)
    }

    @Test("an earlier release's notice (\"schema/topic\", no sender) counts: during a rolling upgrade the instances still hear each other")
    func earlierRelease() {
        let this = Self.listener()
        #expect(this.topic(in: "almanac/dataset:swapi", schema: "almanac") == .dataset(.swapi))
        #expect(this.topic(in: "other/dataset:swapi", schema: "almanac") == nil)
        #expect(this.topic(in: "almanac/no such topic", schema: "almanac") == nil)
    }
}
