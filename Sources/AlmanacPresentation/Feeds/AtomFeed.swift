import AlmanacCore
import Foundation

/// An Atom feed (RFC 4287): what changed, newest first, for a feed reader to follow. Every
/// address is absolute (a reader fetches it from elsewhere); each entry's id stays the same
/// however often the feed is read, so a reader shows it once.
public struct AtomFeed: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public let id: String
        public let title: String
        public let updated: Date
        /// The page it is about.
        public let link: String
        public let summary: String

        public init(id: String, title: String, updated: Date, link: String, summary: String) {
            (self.id, self.title, self.updated, self.link, self.summary) = (id, title, updated, link, summary)
        }
    }

    /// The feed's own address (its id and its `self` link) and the page it follows.
    public let address: String
    public let page: String
    public let title: String
    public let subtitle: String?
    /// When it last changed: its newest entry, else `emptySince` (when its data was refreshed).
    public let updated: Date
    public let entries: [Entry]

    public static let mediaType = "application/atom+xml; charset=utf-8"

    public init(address: String, page: String, title: String, subtitle: String?, entries: [Entry], emptySince: Date) {
        (self.address, self.page, self.title, self.subtitle, self.entries) = (address, page, title, subtitle, entries)
        updated = entries.map(\.updated).max() ?? emptySince
    }

    /// The document, UTF-8 XML.
    public var xml: String {
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
            <id>\(XMLText.escaped(address))</id>
            <title>\(XMLText.escaped(title))</title>

            """
        if let subtitle { xml += "<subtitle>\(XMLText.escaped(subtitle))</subtitle>\n" }
        xml += """
            <updated>\(DateText.iso8601(updated))</updated>
            <link rel="self" type="application/atom+xml" href="\(XMLText.escaped(address))"/>
            <link rel="alternate" type="text/html" href="\(XMLText.escaped(page))"/>
            <author><name>Almanac</name></author>
            <generator>Almanac</generator>

            """
        for entry in entries {
            xml += """
                <entry>
                <id>\(XMLText.escaped(entry.id))</id>
                <title>\(XMLText.escaped(entry.title))</title>
                <updated>\(DateText.iso8601(entry.updated))</updated>
                <link rel="alternate" type="text/html" href="\(XMLText.escaped(entry.link))"/>
                <summary>\(XMLText.escaped(entry.summary))</summary>
                </entry>

                """
        }
        return xml + "</feed>\n"
    }
}

/// Text in an XML document: markup's characters escaped, and the characters XML 1.0 cannot hold
/// at all (most control characters, U+FFFE and U+FFFF) left out, so a hostile name never makes
/// the feed unreadable.
enum XMLText {
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
