import NIOCore
import Testing

@testable import AlmanacWeb

@Suite("HTML kept as parts")
struct HTMLPartsTests {
    private func text(_ html: HTML) -> String { String(decoding: html.bytes, as: UTF8.self) }

    /// A fragment big enough to go in by reference, and its text.
    private let large = String(repeating: "x", count: HTML.Parts.sharedMinimum)

    @Test("a large fragment nested three deep between small ones keeps every byte in order")
    func nestedInOrder() {
        let row = HTML(text: large)
        let rows = HTML(joining: [row, "<hr>", row])
        let results: HTML = "<ol>\(rows)</ol>\(7)"
        let page: HTML = "<main>\(results)<p>\("a & b")</p>\(HTML?.none)\([HTML(text: "c"), row])</main>"
        #expect(text(page) == "<main><ol>\(large)<hr>\(large)</ol>7<p>a &amp; b</p>c\(large)</main>")
        #expect(page.byteCount == page.bytes.count)
        // The rows went in by reference: the page holds three arrays of the large text.
        #expect(page.parts.finished.filter { $0.bytes.count == large.utf8.count }.count == 3)
    }

    @Test("a small fragment is copied: a page of little fragments stays one array")
    func smallFragmentsCopied() {
        let cell: HTML = "<td>\("small")</td>"
        let row: HTML = "<tr>\(cell)\(cell)</tr>"
        #expect(row.parts.finished.isEmpty)
        #expect(text(row) == "<tr><td>small</td><td>small</td></tr>")
    }

    private func etag(_ page: HTML) -> String { EncodedBody(page, contentType: EncodedBody.html).etag }

    @Test("a page's response body is its bytes; its ETag is the same whether its rows were kept, and changes with any byte")
    func encodedBody() {
        let row = HTML(text: large)
        let page: HTML = "<ol>\(row)\(row)</ol>"
        #expect(Array(EncodedBody(page, contentType: EncodedBody.html).bytes.readableBytesView) == page.bytes)
        // A kept row brings its fingerprint along; the page's ETag is the one it had drawn afresh.
        let kept = row.readyToKeep
        #expect(kept.bytes == row.bytes)
        #expect(etag("<ol>\(kept)\(kept)</ol>") == etag(page))
        // A byte changed in a kept row, in the page around the rows, or rows swapped: another ETag.
        let other = HTML(text: "y" + large.dropFirst()).readyToKeep
        #expect(etag("<ol>\(kept)\(other)</ol>") != etag(page))
        #expect(etag("<ol>\(other)\(kept)</ol>") != etag("<ol>\(kept)\(other)</ol>"))
        #expect(etag("<ul>\(kept)\(kept)</ol>") != etag(page))
        #expect(etag("<ol>\(kept)\(kept)</ul>") != etag(page))
    }
}
