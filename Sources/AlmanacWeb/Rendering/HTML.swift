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
    /// The fragment's bytes as parts in order: a large fragment put into another is kept by
    /// reference rather than copied (see `Parts`), so a page is copied once, into its response.
    private(set) var parts: Parts

    /// The UTF-8 bytes of the fragment, in one array (a copy when it was built from parts).
    public var bytes: [UInt8] { parts.joined() }

    /// How many bytes the fragment has.
    public var byteCount: Int { parts.byteCount }

    /// The fragment with every byte in a finished part, each fingerprinted: for a drawing kept
    /// across requests (a launch's row), so that the pages it goes into hash none of its bytes
    /// again for their ETags (`Parts.fingerprint`). The bytes, and the parts a page made with it
    /// has, are the same as the fragment's own would give.
    public var readyToKeep: HTML {
        var ready = self
        ready.parts.finishTail()
        return ready
    }

    /// Markup written in Swift source: only a compile-time literal can be trusted as markup.
    public init(stringLiteral literal: StaticString) {
        parts = Parts()
        parts.tail.append(literal)
    }

    public init(stringInterpolation: Interpolation) {
        parts = stringInterpolation.parts
    }

    /// Text that becomes HTML only by being escaped.
    public init(text: String) {
        parts = Parts()
        parts.tail.appendEscaped(text)
    }

    public static let empty: HTML = ""

    /// Joins fragments (rows of a list) without copying them into an interpolation first.
    public init(joining fragments: some Sequence<HTML>) {
        parts = Parts()
        for fragment in fragments { parts.append(fragment.parts) }
    }

    public struct Interpolation: StringInterpolationProtocol {
        var parts: Parts

        public init(literalCapacity: Int, interpolationCount: Int) {
            parts = Parts()
            parts.tail.reserveCapacity(literalCapacity + interpolationCount * 24)
        }

        public mutating func appendLiteral(_ literal: StaticString) { parts.tail.append(literal) }

        /// Text: escaped.
        public mutating func appendInterpolation(_ text: String) { parts.tail.appendEscaped(text) }

        /// Text from a substring: escaped.
        public mutating func appendInterpolation(_ text: Substring) { parts.tail.appendEscaped(String(text)) }

        /// Markup built the same safe way.
        public mutating func appendInterpolation(_ html: HTML) { parts.append(html.parts) }

        /// Optional markup: nothing when nil (a section a page leaves out).
        public mutating func appendInterpolation(_ html: HTML?) {
            if let html { parts.append(html.parts) }
        }

        /// Many fragments, one after the other (`\(rows.map(row))`).
        public mutating func appendInterpolation(_ fragments: [HTML]) {
            for fragment in fragments { parts.append(fragment.parts) }
        }

        /// A whole number: digits only, nothing to escape.
        public mutating func appendInterpolation<Number: BinaryInteger>(_ number: Number) {
            parts.tail.append(contentsOf: String(number).utf8)
        }

        /// A page or form of the app, as an `href` or `action`.
        public mutating func appendInterpolation(_ route: Route) { appendInterpolation(route.url) }

        /// An endpoint of the JSON API, as an `href`.
        public mutating func appendInterpolation(_ route: APIRoute) { appendInterpolation(route.url) }

        /// A link, written into the fragment as it goes: the path escaped, the query and fragment
        /// percent-encoded (nothing in them to escape but the `&` between pairs).
        public mutating func appendInterpolation(_ url: RouteURL) {
            parts.tail.appendEscaped(url.path)
            url.writeQueryAndFragment(into: &parts.tail, ampersand: "&amp;")
        }

        /// A form field's or query parameter's name, as the API spells it.
        public mutating func appendInterpolation(_ field: InputField) { parts.tail.appendEscaped(field.rawValue) }

        /// An outside page that passed the scheme check (http and https only).
        public mutating func appendInterpolation(_ url: ExternalURL) { parts.tail.appendEscaped(url.string) }
    }

    /// A fragment's bytes: finished arrays in order, then the one being written to. Nesting
    /// fragments by copying their bytes copied a 40 kB list page four times over (its rows into
    /// the results, the results into the body, the body into the layout, the layout into the
    /// response), about a twentieth of a first-time page. A fragment of `sharedMinimum` bytes
    /// or more now goes in by reference: arrays are copy-on-write, so that costs a retain. A
    /// smaller one is still copied, so a page of many little fragments stays a few arrays.
    ///
    /// Each finished array carries its fingerprint, worked out once when it is finished, and a
    /// page's ETag is made of them (`fingerprint`), so the rows kept from earlier requests are not
    /// hashed again with every page that holds them.
    struct Parts: Sendable {
        static let sharedMinimum = 512

        /// A finished array and its `StableHash.bodyFingerprintValue`.
        struct Part: Sendable {
            let bytes: [UInt8]
            let fingerprint: UInt64
        }

        private(set) var finished: [Part] = []
        private var finishedCount = 0
        var tail: [UInt8] = []

        var byteCount: Int { finishedCount + tail.count }

        /// Every array in order, the tail last.
        func forEach(_ body: ([UInt8]) -> Void) {
            for part in finished { body(part.bytes) }
            body(tail)
        }

        /// A fingerprint of the bytes as these parts hold them, for an ETag: the same bytes in
        /// the same parts give the same one in every process; any byte changed changes it.
        var fingerprint: String {
            var fingerprints = finished.map { $0.fingerprint }
            if !tail.isEmpty { fingerprints.append(Self.fingerprint(of: tail)) }
            return StableHash.bodyFingerprint(ofParts: fingerprints)
        }

        mutating func append(_ other: Parts) {
            guard other.byteCount >= Self.sharedMinimum else {
                for part in other.finished { tail.append(contentsOf: part.bytes) }
                tail.append(contentsOf: other.tail)
                return
            }
            finishTail()
            for part in other.finished { add(part) }
            finish(other.tail)
        }

        /// Moves the tail into the finished parts: what appending these parts to others does
        /// first, done ahead for parts kept across requests.
        mutating func finishTail() {
            finish(tail)
            tail = []
        }

        private mutating func finish(_ bytes: [UInt8]) {
            guard !bytes.isEmpty else { return }
            add(Part(bytes: bytes, fingerprint: Self.fingerprint(of: bytes)))
        }

        private mutating func add(_ part: Part) {
            finished.append(part)
            finishedCount += part.bytes.count
        }

        private static func fingerprint(of bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes(StableHash.bodyFingerprintValue) }

        func joined() -> [UInt8] {
            if finished.isEmpty { return tail }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(byteCount)
            forEach { bytes.append(contentsOf: $0) }
            return bytes
        }
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
