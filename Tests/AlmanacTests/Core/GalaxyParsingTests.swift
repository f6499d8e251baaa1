import AlmanacCore
import Testing

@Suite("SWAPI values, links and queries")
struct GalaxyParsingTests {
    @Test(
        "numbers arrive as strings and only plain numbers count",
        arguments: [
            ("172", 172.0), ("1,358", 1358), ("36.8 ", 36.8), ("0.5", 0.5), ("1,000,000,000,000", 1e12), ("4", 4),
        ] as [(String, Double)])
    func numbers(text: String, value: Double) {
        #expect(GalaxyNumber.parse(text) == value)
    }

    @Test(
        "words, ranges, units and misplaced commas are not numbers",
        arguments: [
            "unknown", "n/a", "none", "", "  ", "30-165", "1000km", ",5", "1,", "1.2.3", "indefinite", "1 standard",
        ])
    func notNumbers(text: String) {
        #expect(GalaxyNumber.parse(text) == nil)
    }

    @Test(
        "ids come from the last path component on any mirror and in either shape",
        arguments: [
            ("https://swapi.dev/api/people/1/", GalaxyReference(.people, 1)),
            ("https://swapi.info/api/people/1", GalaxyReference(.people, 1)),
            ("https://swapi.py4e.com/api/planets/28/", GalaxyReference(.planets, 28)),
            ("http://127.0.0.1:8090/swapi.dev/api/starships/12/?format=json", GalaxyReference(.starships, 12)),
            ("people/17", GalaxyReference(.people, 17)),
        ])
    func references(url: String, reference: GalaxyReference) {
        #expect(GalaxyReference(url: url) == reference)
    }

    @Test(
        "URLs that do not end in resource/id are not links",
        arguments: [
            "https://swapi.dev/api/people/", "https://swapi.dev/api/robots/1/", "https://swapi.dev/api/people/0/",
            "https://swapi.dev/api/people/x/", "", "17",
        ])
    func notReferences(url: String) {
        #expect(GalaxyReference(url: url) == nil)
    }

    @Test("an unknown resource names the six valid ones")
    func unknownResource() throws {
        #expect(throws: NotFound.self) { try GalaxyResource(parsing: "robots") }
        let error = NotFound(.galaxyResource, id: "robots", known: GalaxyResource.allCases.map(\.rawValue))
        #expect(error.description == "no SWAPI resource called \"robots\" (valid ones: people, planets, vehicles, films, species, starships)")
        #expect(try GalaxyResource(parsing: "People") == .people)
    }

    @Test("a sort must be one the resource offers; order, page and limit are checked")
    func queryParsing() throws {
        let query = try GalaxyQuery(resource: .planets, search: "  Tat ", sort: "population", order: "desc", page: "2", limit: "5")
        #expect(query.search == "Tat")
        #expect(query.sort.field?.key == "population")
        #expect(query.order == .descending)
        #expect(query.page.offset == 5)
        #expect(throws: InvalidInput(.sort, "\(.sort) must be one of name, height, mass for people (got \"cost\")")) {
            try GalaxyQuery(resource: .people, search: nil, sort: "cost", order: nil, page: nil, limit: nil)
        }
        #expect(throws: InvalidInput(.order, "\(.order) must be asc or desc (got \"up\")")) {
            try GalaxyQuery(resource: .people, search: nil, sort: nil, order: "up", page: nil, limit: nil)
        }
        #expect(throws: InvalidInput.self) { try GalaxyQuery(resource: .people, search: nil, sort: nil, order: nil, page: "0", limit: nil) }
        #expect(throws: InvalidInput.self) {
            try GalaxyQuery(resource: .people, search: String(repeating: "a", count: 101), sort: nil, order: nil, page: nil, limit: nil)
        }
    }

    @Test("ids in URLs and arguments are whole numbers of 1 or more", arguments: ["x", "0", "-1", "1.5", "", "9999999999"])
    func badIDs(text: String) {
        #expect(throws: InvalidInput.self) { try ShowGalaxyRecord.id(parsing: text) }
    }
}
