import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Star Wars pages")
struct GalaxyPagesTests {
    @Test(
        "lists and details answer 200 with tabs, rows and the SWAPI freshness footer",
        arguments: [
            ("/swapi/people", "Luke Skywalker"), ("/swapi/planets", "Tatooine"), ("/swapi/vehicles", "Sand Crawler"),
            ("/swapi/films", "A New Hope"), ("/swapi/species", "Hutt"), ("/swapi/starships", "Millennium Falcon"),
            ("/swapi/people/1", "172 cm"), ("/swapi/films/1", "It is a period of civil war."),
        ])
    func pages(path: String, expected: String) async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get(path)
            #expect(response.status == .ok)
            #expect(response.body.contains(expected))
            #expect(response.body.contains(#"<a href="/swapi/people""#))
            #expect(response.body.contains("SWAPI data from a snapshot of "))
            #expect(!response.body.contains(TestFixtures.directory.path), "a server folder in the page")
        }
    }

    @Test("a first-time search or sort names only the links of rows no list has drawn since the refresh")
    func keptRowsReadNoNames() async throws {
        let (app, galaxy) = try await WebApp.countingGalaxyNames()
        try await app.test(.router) { client in
            // The first list draws all six people, naming their homeworlds in one read.
            let all = try await client.get("/swapi/people")
            #expect(all.body.contains("Tatooine"))
            #expect(galaxy.nameReads == 1)
            // New URLs, rows already drawn: no read of names, the same names shown.
            let skywalkers = try await client.get("/swapi/people?q=skywalker&order=desc")
            #expect(skywalkers.body.contains("Tatooine"))
            #expect(try await client.get("/swapi/people?sort=height").status == .ok)
            #expect(galaxy.nameReads == 1)
        }
    }

    @Test("/swapi opens the People tab")
    func sectionRoot() async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get("/swapi")
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/swapi/people")
        }
    }

    @Test("every link on a detail page leads to the linked record's page; dangling ones are plain text")
    func crossLinks() async throws {
        try await WebApp.make().test(.router) { client in
            let luke = try await client.get("/swapi/people/1")
            #expect(luke.body.contains(#"<a href="/swapi/planets/1">Tatooine</a>"#))
            #expect(luke.body.contains(#"<a href="/swapi/starships/12">X-wing</a>"#))
            let tatooine = try await client.get("/swapi/planets/1")
            #expect(tatooine.body.contains(#"<a href="/swapi/people/11">Anakin Skywalker</a>"#))
            let film = try await client.get("/swapi/films/1")
            #expect(film.body.contains(#"<span class="dangling">unknown (#17)</span>"#))
        }
    }

    @Test("search and sort are kept in the next-page link; the form shows them again")
    func searchAndPaging() async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get("/swapi/people?q=SKY&sort=height&order=desc&limit=1")
            #expect(response.status == .ok)
            #expect(response.body.contains("2 people match"))
            #expect(response.body.contains("Anakin Skywalker"))
            #expect(!response.body.contains("Luke Skywalker"))
            #expect(response.body.contains(#"href="/swapi/people?q=SKY&amp;sort=height&amp;order=desc&amp;limit=1&amp;page=2""#))
            #expect(response.body.contains(#"value="SKY""#))
            #expect(response.body.contains(#"<option value="height" selected>"#))
        }
    }

    @Test("the form kept per search shows what each list was asked: its search, sort, order and resource")
    func keptForms() async throws {
        try await WebApp.make().test(.router) { client in
            let firstPage = try await client.get("/swapi/people?q=sky&order=desc&limit=1")
            let secondPage = try await client.get("/swapi/people?q=sky&order=desc&limit=1&page=2")
            // The list's own form, not the site search in the banner.
            let form = { (body: String) in
                body.range(of: #"<form class="filters"#).flatMap { start in
                    body[start.lowerBound...].range(of: "</form>").map { String(body[start.lowerBound..<$0.upperBound]) }
                }
            }
            #expect(form(firstPage.body) != nil)
            #expect(form(firstPage.body) == form(secondPage.body), "every page of one search shows the same form")
            #expect(try #require(form(secondPage.body)).contains(#"<option value="desc" selected>"#))

            let other = try #require(form(await client.get("/swapi/people?q=luke&limit=1").body))
            #expect(other.contains(#"value="luke""#))
            #expect(other.contains(#"<option value="asc" selected>"#))
            let planets = try #require(form(await client.get("/swapi/planets?q=sky&order=desc&limit=1").body))
            #expect(planets.contains(#"action="/swapi/planets""#))
            #expect(planets.contains(#"placeholder="e.g. tatooine""#))
        }
    }

    @Test(
        "bad input answers 400 or 404 in words, never 500",
        arguments: [
            ("/swapi/people?sort=cost", HTTPResponse.Status.badRequest, "sort must be one of name, height, mass for people"),
            ("/swapi/people?page=0", .badRequest, "page must be a whole number of 1 or more"),
            ("/swapi/people/x", .badRequest, "id must be a whole number of 1 or more"),
            ("/swapi/robots", .notFound, "valid ones: people, planets, vehicles, films, species, starships"),
            ("/swapi/people/17", .notFound, "There is no person with id &quot;17&quot;."),
        ])
    func badInput(path: String, status: HTTPResponse.Status, message: String) async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get(path)
            #expect(response.status == status)
            #expect(response.body.contains(message))
        }
    }

    @Test("a search with no match says so and offers the whole list")
    func noMatch() async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get("/swapi/planets?q=hoth")
            #expect(response.body.contains("No planets match"))
            #expect(response.body.contains(#"<a class="button" href="/swapi/planets">Show all planets</a>"#))
        }
    }

    @Test("an empty store explains how to load SWAPI data")
    func emptyStore() async throws {
        try await WebApp.make(empty: true).test(.router) { client in
            let response = try await client.get("/swapi/people")
            #expect(response.status == .ok)
            #expect(response.body.contains("No Star Wars data yet"))
            #expect(response.body.contains("almanac sync swapi"))
        }
    }
}
