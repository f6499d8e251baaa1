import AlmanacCore
import AlmanacPresentation
import Testing

@Suite("fact cards")
struct FactCardTests {
    private func card(_ text: String) -> FactCardViewModel {
        FactCardViewModel(Fact(id: "f", text: text, categories: [], url: "https://api.chucknorris.io/jokes/f"))
    }

    @Test("short means fewer than 80 characters, counted as a reader sees them, not in bytes or code points")
    func shortByCharacters() {
        #expect(card(String(repeating: "a", count: 79)).isShort)
        #expect(!card(String(repeating: "a", count: 80)).isShort)
        #expect(!card(String(repeating: "a", count: 500)).isShort)
        #expect(card("").isShort)
        // 79 characters of two bytes each: 158 bytes, still short.
        #expect(card(String(repeating: "é", count: 79)).isShort)
        #expect(!card(String(repeating: "é", count: 80)).isShort)
        // An "e" and a combining accent are one character: 79 of them are 158 code points.
        #expect(card(String(repeating: "e\u{301}", count: 79)).isShort)
        #expect(!card(String(repeating: "e\u{301}", count: 80)).isShort)
        // "\r\n" is one character of two ASCII bytes.
        #expect(card(String(repeating: "a\r\n", count: 39) + "a").isShort)
        #expect(!card(String(repeating: "a\r\n", count: 40)).isShort)
        // A flag is one character of eight bytes.
        #expect(card(String(repeating: "🇩🇰", count: 79)).isShort)
        #expect(!card(String(repeating: "🇩🇰", count: 80)).isShort)
    }
}
