import AlmanacPresentation
import Testing

@testable import AlmanacWeb

@Suite("Local paths a browser may be sent back to")
struct LocalPathTests {
    @Test("a path of one of the site's sections is kept as it is; anything else is refused")
    func checked() {
        for path in [
            "/", "/?q=1", "/#top", "/spacex", "/launches?page=2&outcome=success", "/spacex#x/y?z", "/swapi/people/1",
            "/facts?q=kick", "/weather/cities/2", "/status", "/weather?units=imperial#today", "/?", "/agencies/121", "/astronauts/276",
            "/stations/4", "/spacecraft/1", "/sites/mahia", "/launchers/164",
        ] {
            #expect(LocalPath.checked(path) == path, "\(path)")
        }
        for path in [
            nil, "", "spacex", "//evil.example/", "/\\evil.example", "/settings", "/spacexx", "/api/v1/profile", "/space x",
            "/facts?q=<script>", "/facts\u{0}", "/é", "/" + String(repeating: "a", count: 2048),
        ] {
            #expect(LocalPath.checked(path) == nil, "\(path ?? "nil")")
        }
        #expect(LocalPath.back("/weather/cities/2", within: .weather()) == "/weather/cities/2")
        #expect(LocalPath.back("/weatherman", within: .weather()) == Route.weather().href)
        #expect(LocalPath.back("//evil.example", within: .weather()) == Route.weather().href)
    }
}
