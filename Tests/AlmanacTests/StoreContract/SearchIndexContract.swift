import AlmanacCore
import Foundation
import Testing

/// What the one search box's index does on each store kind: every word matched whole or as a
/// prefix, accents and case ignored, kept in step with the datasets it indexes, never doubled.
@Suite("Search index contract")
struct SearchIndexContract {
    private func stores(_ kind: StoreKind) async throws -> Stores {
        let stores = try await kind.withSpaceX()
        try await stores.galaxy.replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: TestFixtures.now)
        return stores
    }

    private func found(_ text: String, in stores: Stores) async throws -> Set<String> {
        Set(try await stores.search.searchEntries(matching: try SearchText(parsing: text), limit: 100).map { "\($0.kind.rawValue) \($0.title)" })
    }

    @Test("launches, boosters, rockets and SWAPI records are found by words and prefixes, accents and case ignored", arguments: StoreKind.available)
    func finds(kind: StoreKind) async throws {
        let stores = try await stores(kind)
        let falcon = try await found("FALC", in: stores)
        #expect(falcon.isSuperset(of: ["rocket Falcon 1", "rocket Falcon 9", "launch FalconSat", "starships Millennium Falcon"]))
        // A launch is found by its own name and by its rocket's ("DemoSat" flew a Falcon 1).
        #expect(falcon.contains("launch DemoSat"))
        #expect(try await found("demosat", in: stores) == ["launch DemoSat"])
        #expect(try await found("ecran", in: stores) == ["launch Écran Test <script>alert(1)</script>"])
        #expect(try await found("padme", in: stores) == ["people Padmé Amidala"])
        #expect(try await found("sky luke", in: stores) == ["people Luke Skywalker"])
        #expect(try await found("zzyzx", in: stores).isEmpty)
        #expect(try await found("!!", in: stores).isEmpty)
        // Query syntax typed is only words: quotes, stars and operators find nothing odd.
        #expect(try await found("\"sky\" OR * NEAR(", in: stores).allSatisfy { $0.contains("Skywalker") })
    }

    @Test("hostile search text is only words on every engine: no error, whatever fuses with a quote", arguments: StoreKind.available)
    func hostileText(kind: StoreKind) async throws {
        let stores = try await stores(kind)
        for text in HostileSearchTexts.all {
            let search = try SearchText(parsing: text)
            await #expect(throws: Never.self, "\(text.unicodeScalars.map { String($0.value, radix: 16) })") {
                _ = try await stores.search.searchEntries(matching: search, limit: 10)
            }
        }
        // The mark is folded away with the accents; the quote it fused with is a separator.
        #expect(try await found("luke\u{301}\" sky", in: stores).contains("people Luke Skywalker"))
    }

    @Test("a refresh replaces its own kinds' entries, once, and leaves the others", arguments: StoreKind.available)
    func refresh(kind: StoreKind) async throws {
        let stores = try await stores(kind)
        try await stores.galaxy.replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: TestFixtures.now)
        try await stores.launches.replaceSpaceX(with: try await TestFixtures.download(), refreshedAt: TestFixtures.now)
        let entries = try await stores.search.searchEntries(matching: try SearchText(parsing: "skywalker"), limit: 100)
        #expect(entries.count == 2)
        #expect(try await found("falcon 9", in: stores).contains("rocket Falcon 9"))
        #expect(try await found("falcon", in: stores).filter { $0.hasPrefix("rocket") }.count == 2)
    }

    @Test("what cannot be searched is refused with the reason")
    func refused() {
        for text in ["", "   ", String(repeating: "a", count: 101)] {
            #expect(throws: InvalidInput.self) { try SearchText(parsing: text) }
        }
    }
}
