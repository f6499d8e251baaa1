import AlmanacCore
import Foundation
import Testing

@Suite("percent-encoding of URL components")
struct PercentEncodingTests {
    @Test("unreserved characters stay, every other UTF-8 byte becomes %XX, as Foundation encodes it")
    func matchesFoundation() {
        let samples = [
            "", "plain-Text_1.2~", "a b", "a+b&c=d", "50%", "/path?q#frag", "ünïcødé", "東京", "👩‍🚀🚀",
            "e\u{0301}", "<script>alert(\"x\")</script>", "\u{0}\u{7F}\u{80}", "https://images2.imgbox.com/a/b_o.png",
        ]
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        for sample in samples {
            let expected = sample.addingPercentEncoding(withAllowedCharacters: unreserved)
            #expect(PercentEncoding.component(sample) == expected, "\(sample)")
            // The writer a page's links use, onto bytes already there.
            var bytes = Array("x".utf8)
            PercentEncoding.append(component: sample, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == expected.map { "x" + $0 }, "\(sample)")
        }
        #expect(PercentEncoding.component("a b/ü") == "a%20b%2F%C3%BC")
    }
}
