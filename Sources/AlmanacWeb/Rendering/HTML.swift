import AlmanacCore
import AlmanacPresentation

/// A fragment of HTML, built by string interpolation that is safe by construction: the literal
/// parts written in Swift source are markup, and every interpolated `String` is text, escaped
/// byte by byte (`&`, `<`, `>`, `"`, `'`). Only another `HTML` value goes in as markup.
///
/// Escaping works on UTF-8 bytes, not on `Character`s: the five special characters are single
/// ASCII bytes that never occur inside a multi-byte sequence, so a quote fused with a combining
/// mark (`"` + U+0301) or preceded by a prepend character (U+0600 + `<`) is escaped like any
/// other. swift-mustache 2.1.1 escapes grapheme clusters, which lets exactly those through.
public struct HTML: Sendable, ExpressibleByStringInterpolation {
    /// The UTF-8 bytes of the fragment.
    public private(set) var bytes: [UInt8]

    /// Markup written in Swift source: only a compile-time literal can be trusted as markup.
    public init(stringLiteral literal: StaticString) {
        bytes = []
        bytes.append(literal)
    }

    public init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.bytes
    }

    /// Text that becomes HTML only by being escaped.
    public init(text: String) {
        bytes = []
        bytes.appendEscaped(text)
    }

    public static let empty: HTML = ""

    /// Joins fragments (rows of a list) without copying them into an interpolation first.
    public init(joining parts: some Sequence<HTML>) {
        bytes = []
        for part in parts { bytes.append(contentsOf: part.bytes) }
    }

    public struct Interpolation: StringInterpolationProtocol {
        var bytes: [UInt8]

        public init(literalCapacity: Int, interpolationCount: Int) {
            bytes = []
            bytes.reserveCapacity(literalCapacity + interpolationCount * 24)
        }

        public mutating func appendLiteral(_ literal: StaticString) { bytes.append(literal) }

        /// Text: escaped.
        public mutating func appendInterpolation(_ text: String) { bytes.appendEscaped(text) }

        /// Text from a substring: escaped.
        public mutating func appendInterpolation(_ text: Substring) { bytes.appendEscaped(String(text)) }

        /// Markup built the same safe way.
        public mutating func appendInterpolation(_ html: HTML) { bytes.append(contentsOf: html.bytes) }

        /// Optional markup: nothing when nil (a section a page leaves out).
        public mutating func appendInterpolation(_ html: HTML?) {
            if let html { bytes.append(contentsOf: html.bytes) }
        }

        /// Many fragments, one after the other (`\(rows.map(row))`).
        public mutating func appendInterpolation(_ parts: [HTML]) {
            for part in parts { bytes.append(contentsOf: part.bytes) }
        }

        /// A whole number: digits only, nothing to escape.
        public mutating func appendInterpolation<Number: BinaryInteger>(_ number: Number) {
            bytes.append(contentsOf: String(number).utf8)
        }

        /// A page or form of the app, as an `href` or `action`.
        public mutating func appendInterpolation(_ route: Route) { bytes.appendEscaped(route.href) }

        /// An endpoint of the JSON API, as an `href`.
        public mutating func appendInterpolation(_ route: APIRoute) { bytes.appendEscaped(route.href) }

        /// A form field's or query parameter's name, as the API spells it.
        public mutating func appendInterpolation(_ field: InputField) { bytes.appendEscaped(field.rawValue) }

        /// An outside page that passed the scheme check (http and https only).
        public mutating func appendInterpolation(_ url: ExternalURL) { bytes.appendEscaped(url.string) }
    }
}

extension HTML {
    /// `markup` when `condition` holds, else nothing: `\(.when(row.selected, " selected"))`.
    public static func when(_ condition: Bool, _ markup: HTML) -> HTML { condition ? markup : .empty }
}

extension [UInt8] {
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `text` with the five HTML-special bytes replaced by entities; a text without any
    /// of them (the common case) is copied in one go.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let entity: StaticString
                switch utf8[index] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                append(entity)
                start = index + 1
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }
}
