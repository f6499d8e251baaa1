import AlmanacCore
import AlmanacPostgres
import Testing

@Suite("PostgreSQL store locations")
struct PostgresLocationTests {
    @Test("a postgres:// URL gives host, port, user, password, database and options; its description hides the password")
    func parses() throws {
        let location = try PostgresLocation(url: "postgresql://al%40ma:p%2Fw@db.example:6543/almanac?sslmode=require&search_path=side_b")
        #expect(location.host == "db.example" && location.port == 6543 && location.database == "almanac")
        #expect(location.username == "al%40ma" || location.username == "al@ma")
        #expect(location.password == "p/w" && location.tls == .require && location.searchPath == "side_b")
        #expect(location.description == "postgres://\(location.username)@db.example:6543/almanac?search_path=side_b")
        let plain = try PostgresLocation(url: "postgres://almanac@127.0.0.1/almanac")
        #expect(plain.port == 5432 && plain.password == nil && plain.tls == .disable && plain.searchPath == nil)
    }

    @Test(
        "what is missing or wrong is named",
        arguments: [
            ("postgres://127.0.0.1/almanac", "no user"),
            ("postgres://almanac@/almanac", "no host"),
            ("postgres://almanac@127.0.0.1", "no database"),
            ("postgres://almanac@127.0.0.1:0/almanac", "port"),
            ("postgres://almanac@127.0.0.1/almanac?sslmode=maybe", "sslmode"),
            ("postgres://almanac@127.0.0.1/almanac?search_path=x;drop", "search_path"),
            ("postgres://almanac@127.0.0.1/almanac?application_name=x", "unknown parameter application_name"),
            ("mysql://almanac@127.0.0.1/almanac", "expected postgres://"),
        ])
    func refuses(url: String, reason: String) {
        #expect(throws: InvalidPostgresLocation.self) { try PostgresLocation(url: url) }
        do {
            _ = try PostgresLocation(url: url)
        } catch {
            #expect(error.description.contains(reason), "\(error.description)")
        }
    }
}

@Suite("Typed text")
struct TypedTextTests {
    @Test("NUL is taken out of typed text (no store can keep it), with the spaces at either end")
    func nulRemoved() {
        #expect(" ki\u{0}ck \u{0}".trimmingTypedSpaces == "kick")
        #expect("\u{0}".trimmingTypedSpaces.isEmpty)
        #expect(" plain ".trimmingTypedSpaces == "plain")
    }
}
