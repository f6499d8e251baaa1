import AlmanacWeb
import Testing

@Suite("HTML escaping by byte")
struct HTMLEscapingTests {
    @Test("every payload stays text in an element and in a quoted attribute", arguments: HostilePayloads.all)
    func payloadStaysText(payload: String) {
        let html: HTML = "<p title=\"\(payload)\">\(payload)</p><input value='\(payload)'>"
        let text = String(decoding: html.bytes, as: UTF8.self)
        #expect(HTMLSafetyScan.problems(in: text).isEmpty, "\(text)")
        // Nothing special survives: the only markup characters are the literal ones.
        #expect(text.filter { $0 == "<" }.count == 3)
        #expect(text.unicodeScalars.filter { $0 == "\"" }.count == 2)
        #expect(text.unicodeScalars.filter { $0 == "'" }.count == 2)
    }

    @Test("a quote fused with U+0301 is escaped, which grapheme-by-grapheme escaping misses")
    func combiningMark() {
        let html: HTML = "<input value=\"\(HostilePayloads.combiningQuote)\">"
        let text = String(decoding: html.bytes, as: UTF8.self)
        #expect(text == "<input value=\"x&quot;\u{301} autofocus onfocus=alert(1) x=&quot;\">")
        // The landed escaper worked on Characters: "\"\u{301}" is one Character, not "\"".
        #expect(Array("\"\u{301}").count == 1)
    }

    @Test("U+0600 before < and a ZWJ sequence around a tag are escaped byte by byte")
    func prependAndJoiner() {
        let prepended = String(decoding: HTML(text: HostilePayloads.prependedTag).bytes, as: UTF8.self)
        #expect(prepended == "\u{600}&lt;img src=x onerror=alert(2)&gt;\u{301}")
        let joined = String(decoding: HTML(text: HostilePayloads.joinedTag).bytes, as: UTF8.self)
        #expect(joined == "👩\u{200D}&lt;script&gt;alert(3)&lt;/script&gt;\u{200D}👧")
    }

    @Test("text without special characters is copied as it is; markup fragments compose without re-escaping")
    func plainTextAndComposition() {
        let inner: HTML = "<b>\("Ünïcödé & more")</b>"
        let outer: HTML = "<p>\(inner)\(42)</p>"
        #expect(String(decoding: outer.bytes, as: UTF8.self) == "<p><b>Ünïcödé &amp; more</b>42</p>")
    }

    @Test("the safety scan itself finds a live handler, a foreign script and a javascript: link")
    func scanFindsProblems() {
        #expect(!HTMLSafetyScan.problems(in: "<p><img src=x onerror=alert(1)></p>").isEmpty)
        #expect(!HTMLSafetyScan.problems(in: "<input value=\"x\"\u{301} autofocus onfocus=alert(1)>").isEmpty)
        #expect(!HTMLSafetyScan.problems(in: "<script>alert(1)</script>").isEmpty)
        #expect(!HTMLSafetyScan.problems(in: "<a href=\" javascript:alert(1)\">x</a>").isEmpty)
        #expect(HTMLSafetyScan.problems(in: "<script src=\"/assets/app.js\" defer></script><a href=\"/facts?q=%22\">x</a>").isEmpty)
    }
}
