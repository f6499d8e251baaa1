import AlmanacCore
import Foundation
import Testing

@Suite("Facts rules: search terms, safe mode, categories, ids")
struct FactRulesTests {
    @Test(
        "a term is trimmed and must have 3 to 120 characters",
        arguments: [
            (String(repeating: "a", count: 2), false), (String(repeating: "a", count: 3), true),
            (String(repeating: "a", count: 120), true), (String(repeating: "a", count: 121), false),
            ("   ", false), ("", false), ("  kick  ", true), (" ab ", false),
        ])
    func termLengths(raw: String, valid: Bool) {
        let term = try? FactSearchTerm(parsing: raw)
        #expect((term != nil) == valid)
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        if let term { #expect(term.text == trimmed) }
    }

    @Test("a refused term says how long it must be and what it got")
    func termMessage() {
        #expect(throws: InvalidInput(.search, "A search needs 3 to 120 characters (got 2 characters).")) {
            try FactSearchTerm(parsing: "ab")
        }
        #expect(throws: InvalidInput(.search, "A search needs 3 to 120 characters (got nothing but spaces).")) {
            try FactSearchTerm(parsing: " \t ")
        }
    }

    @Test("terms differing only in case share a key")
    func termKey() throws {
        #expect(try FactSearchTerm(parsing: "Kick").key == FactSearchTerm(parsing: "kICK").key)
    }

    @Test("explicit=include turns safe mode off; hide or nothing keeps it on; anything else is refused")
    func safeModeParameter() throws {
        #expect(try SafeMode(explicitParameter: nil) == .on)
        #expect(try SafeMode(explicitParameter: "hide") == .on)
        #expect(try SafeMode(explicitParameter: "INCLUDE") == .off)
        #expect(throws: InvalidInput.self) { try SafeMode(explicitParameter: "yes") }
    }

    @Test("categories are checked against the known ones; explicit only with safe mode off")
    func categories() throws {
        let known = ["dev", "explicit", "food"]
        #expect(try FactCategory.parse("Dev", known: known, safeMode: .on) == "dev")
        #expect(try FactCategory.parse(nil, known: known, safeMode: .on) == nil)
        #expect(try FactCategory.parse("explicit", known: known, safeMode: .off) == "explicit")
        #expect(throws: InvalidInput.self) { try FactCategory.parse("explicit", known: known, safeMode: .on) }
        #expect(throws: InvalidInput.unknown(.category, "\(.category) must be one of dev, food (got \"nope\")")) {
            try FactCategory.parse("nope", known: known, safeMode: .on)
        }
        #expect(try FactCategory.parse("science", known: [], safeMode: .on) == "science")
        // Malformed (not a category name at all) is told apart from well-formed but unknown.
        #expect(throws: InvalidInput(.category, "\(.category) must be a category name of letters such as dev or food (got \" dev\")")) {
            try FactCategory.parse(" dev", known: known, safeMode: .on)
        }
        #expect(throws: InvalidInput.self) { try FactCategory.parse("a,b", known: [], safeMode: .on) }
    }

    @Test("fact ids are URL-safe base64; anything else is refused before a lookup")
    func ids() throws {
        #expect(try ShowFact.id(parsing: "2wzginmks8azrbaxnamxdw") == "2wzginmks8azrbaxnamxdw")
        #expect(try ShowFact.id(parsing: "a-b_C") == "a-b_C")
        for bad in ["", "a b", "../x", "<script>", String(repeating: "a", count: 65)] {
            #expect(throws: InvalidInput.self) { try ShowFact.id(parsing: bad) }
        }
    }
}
