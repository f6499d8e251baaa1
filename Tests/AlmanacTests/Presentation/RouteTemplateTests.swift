import AlmanacCore
import AlmanacPresentation
import Testing

@Suite("Route templates")
struct RouteTemplateTests {
    @Test("each placeholder takes its value percent-encoded, in order; one with no value left stays as written")
    func path() {
        let record = RouteTemplate("/swapi/{resource}/{id}")
        #expect(record.path("people", "1") == "/swapi/people/1")
        #expect(record.path("people") == "/swapi/people/{id}")
        #expect(record.path() == "/swapi/{resource}/{id}")
        #expect(record.path("a b", "ü/?#") == "/swapi/a%20b/%C3%BC%2F%3F%23")
        #expect(RouteTemplate("/reminders/devices/{id}/remove").path("x") == "/reminders/devices/x/remove")
        #expect(RouteTemplate("/status").path("ignored") == "/status")
        #expect(RouteTemplate("/{a}{b}").path("1", "2") == "/12")
        #expect(RouteTemplate("/{open").path("1") == "/{open", "an unclosed brace is text")
    }

    @Test("a template with text after it is the one its whole pattern makes, placeholders and all")
    func appending() {
        for list in ["/launches", "/sites/{id}", "/swapi/{resource}/{id}"] {
            let extended = RouteTemplate(list).appending("/all.csv")
            #expect(extended == RouteTemplate(list + "/all.csv"))
            #expect(extended.path("x", "y") == RouteTemplate(list + "/all.csv").path("x", "y"))
        }
        #expect(RouteTemplate.download(.ndjson, of: .launches).pattern == "/launches/all.ndjson")
    }

    @Test("routes' links fill their templates")
    func routes() {
        #expect(Route.launch(id: "5eb87cd9ffd86e000604b32a").href == "/launches/5eb87cd9ffd86e000604b32a")
        #expect(Route.city(id: 3, day: "2026-11-26").href == "/weather/cities/3?day=2026-11-26")
        #expect(Route.galaxyRecord(GalaxyReference(.people, 1)).href == "/swapi/people/1")
    }
}
