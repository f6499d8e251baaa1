import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An Atom feed's entries, their ids and titles, read by Foundation's XML parser: the feed must be
/// well-formed XML (a feed reader from PyPI reads the feeds in `scripts/feed-check`).
enum AtomEntries {
    static func read(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) -> [(id: String, title: String)] {
        let reader = Reader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "well-formed: \(parser.parserError.map(String.init(describing:)) ?? "")", sourceLocation: sourceLocation)
        return reader.entries
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var entries: [(id: String, title: String)] = []
        var path: [String] = []
        var text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]
        ) {
            path.append(name)
            text = ""
            if name == "entry" { entries.append(("", "")) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if path.dropLast().last == "entry", !entries.isEmpty {
                if name == "id" { entries[entries.count - 1].id = text }
                if name == "title" { entries[entries.count - 1].title = text }
            }
            path.removeLast()
        }
    }
}
