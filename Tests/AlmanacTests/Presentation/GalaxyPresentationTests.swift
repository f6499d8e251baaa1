import AlmanacCore
import AlmanacPresentation
import Testing

@Suite("SWAPI rows and details as a reader sees them")
struct GalaxyPresentationTests {
    private func detail(_ resource: GalaxyResource, _ id: Int) async throws -> GalaxyDetailViewModel {
        GalaxyDetailViewModel(try await ShowGalaxyRecord(store: try await TestFixtures.galaxyStore())(GalaxyReference(resource, id)))
    }

    @Test("rows follow SWAPI's field order; empty link lists are left out")
    func rowOrder() async throws {
        let luke = try await detail(.people, 1)
        #expect(
            luke.rows.map(\.field) == [
                "height", "mass", "hair_color", "skin_color", "eye_color", "birth_year", "gender",
                "homeworld", "films", "vehicles", "starships",
            ])
        #expect(luke.rows.map(\.label).prefix(3) == ["height", "mass", "hair color"])
        #expect(luke.rows.first?.text == "172 cm")
        let homeworld = try #require(luke.rows.first { $0.field == "homeworld" }?.links)
        #expect(homeworld == [GalaxyLinkViewModel(GalaxyReference(.planets, 1), names: [GalaxyReference(.planets, 1): "Tatooine"])])
    }

    @Test("n/a is left out, unknown is shown, numbers are grouped with units")
    func valueRules() async throws {
        let jabba = try await detail(.people, 16)
        #expect(jabba.rows.first { $0.field == "mass" }?.text == "1,358 kg")
        #expect(jabba.rows.first { $0.field == "mass" }?.value == "1,358")
        #expect(!jabba.rows.contains { $0.field == "hair_color" })
        let arvel = try await detail(.people, 28)
        #expect(arvel.rows.first { $0.field == "height" }?.text == "unknown")
        let crawler = try await detail(.vehicles, 4)
        #expect(crawler.rows.first { $0.field == "cost_in_credits" }?.text == "150,000 credits")
        #expect(crawler.rows.first { $0.field == "length" }?.text == "36.8 m")
        let coruscant = try await detail(.planets, 9)
        #expect(coruscant.rows.first { $0.field == "population" }?.text == "1,000,000,000,000")
        #expect(coruscant.rows.first { $0.field == "diameter" }?.text == "12,240 km")
    }

    @Test("films show the crawl as paragraphs, director, producer and release date; dangling links say so")
    func film() async throws {
        let hope = try await detail(.films, 1)
        #expect(hope.rows.map(\.field).prefix(5) == ["episode_id", "opening_crawl", "director", "producer", "release_date"])
        #expect(
            hope.rows.first { $0.field == "opening_crawl" }?.paragraphs == [
                "It is a period of civil war. Rebel spaceships, striking from a hidden base.",
                "During the battle, Rebel spies managed to steal plans.",
            ])
        #expect(hope.rows.first { $0.field == "release_date" }?.text == "25 May 1977")
        let characters = try #require(hope.rows.first { $0.field == "characters" }?.links)
        #expect(characters.map(\.text) == ["Luke Skywalker", "Leia Organa", "Jabba Desilijic Tiure", "unknown (#17)"])
        #expect(characters.last?.name == nil)
    }

    @Test("list rows carry one or two telling facts, links resolved")
    func rowFacts() async throws {
        let store = try await TestFixtures.galaxyStore()
        let people = try await BrowseGalaxy(store: store)(GalaxyQuery(resource: .people, search: "luke")).map(GalaxyRowViewModel.init)
        let luke = try #require(people.items.first)
        #expect(luke.facts.map(\.label) == ["birth year", "homeworld"])
        #expect(luke.facts.map(\.text) == ["19BBY", "Tatooine"])
        #expect(luke.facts.last?.link?.type == "planets")
        let planets = try await BrowseGalaxy(store: store)(GalaxyQuery(resource: .planets, search: "alderaan")).map(GalaxyRowViewModel.init)
        #expect(planets.items.first?.facts.map(\.text) == ["temperate", "2,000,000,000"])
    }
}
