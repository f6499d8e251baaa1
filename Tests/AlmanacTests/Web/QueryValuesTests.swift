import HummingbirdCore
import Testing

@testable import AlmanacWeb

@Suite("Query values")
struct QueryValuesTests {
    private func values(_ target: String) -> QueryValues { QueryValues(URI(target)) }

    @Test("a name is read as a form sends it: the first of two, empty as absent, values decoded, a + is a space")
    func readsAsParsed() {
        let query = values("/launches?q=falcon%209&year=2020&year=2021&rocket=&page=2")
        #expect(query["q"] == "falcon 9")
        #expect(query["year"] == "2020")
        #expect(query["rocket"] == nil && query.sent("rocket") == "" && query.sent("order") == nil)
        #expect(query["page"] == "2")
        // A browser sends a search box's "falcon heavy" as `falcon+heavy`; a typed plus is `%2B`.
        #expect(values("/launches?q=falcon+heavy")["q"] == "falcon heavy")
        #expect(values("/facts?q=c%2B%2B+jokes")["q"] == "c++ jokes")
        #expect(query["order"] == nil)
        #expect(values("/launches")["q"] == nil)
        #expect(QueryValues.none["tz"] == nil)
    }

    @Test("the look-up that skips parsing answers as the parse does: a name inside another or inside a value is not that name")
    func skippingAgreesWithParsing() {
        #expect(values("/?tz=Europe%2FBerlin")["tz"] == "Europe/Berlin")
        #expect(values("/?page=2&tz=UTC")["tz"] == "UTC")
        #expect(values("/?xtz=UTC")["tz"] == nil)
        #expect(values("/?q=tz")["tz"] == nil)
        #expect(values("/?page=2")["tz"] == nil)
        // Names are looked for as written: no form writes one with escapes.
        #expect(values("/?%74z=UTC")["tz"] == nil)
        for target in ["/?tz=UTC", "/?a=1&tz=Asia%2FTokyo&tz=UTC", "/?tzz=1", "/?t=1&z=2", "/?tz", "/?tz=", "/?=tz"] {
            let parsed = URI(target).queryParameters
            #expect(values(target)["tz"] == parsed["tz"].flatMap { $0.isEmpty ? nil : String($0) }, "\(target)")
        }
    }
}
