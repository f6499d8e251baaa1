import Foundation

/// Reads rendered HTML the way a browser's tokenizer would, tag by tag, and reports anything
/// that could run script: a `<script>` other than the app's own, an `on…` handler attribute, a
/// frame or plugin element, or a link or source whose scheme is not http(s) or a local path.
/// A payload that escaped its quoting shows up here as a new tag or attribute.
enum HTMLSafetyScan {
    static let ownScript = "/assets/app.js"

    /// Every problem found, in words; empty when the page is safe.
    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        let scalars = Array(html.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<", index + 1 < scalars.count, scalars[index + 1].properties.isAlphabetic else {
                index += 1
                continue
            }
            var cursor = index + 1
            var name = ""
            while cursor < scalars.count, !isSpace(scalars[cursor]), scalars[cursor] != ">", scalars[cursor] != "/" {
                name.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            let (attributes, end) = readAttributes(scalars, from: cursor)
            check(tag: name.lowercased(), attributes: attributes, into: &problems)
            index = end
        }
        return problems
    }

    private static func check(tag: String, attributes: [(String, String)], into problems: inout [String]) {
        if ["iframe", "object", "embed", "frame", "base", "meta"].contains(tag), tag != "meta" || attributes.contains(where: { $0.0 == "http-equiv" })
        {
            problems.append("<\(tag)> element")
        }
        if tag == "script", !attributes.contains(where: { $0.0 == "src" && $0.1 == ownScript }) {
            problems.append("<script> that is not \(ownScript)")
        }
        for (name, value) in attributes {
            if name.hasPrefix("on") { problems.append("\(name)= handler on <\(tag)>") }
            if ["href", "src", "action", "formaction", "xlink:href", "data", "poster"].contains(name), !isSafeURL(value) {
                problems.append("\(name)=\"\(value.prefix(40))\" on <\(tag)>")
            }
            if name == "style" { problems.append("inline style on <\(tag)>") }
        }
    }

    /// A local path, a fragment, empty (reload), or an http(s) address.
    static func isSafeURL(_ raw: String) -> Bool {
        // Browsers drop leading and trailing spaces and control characters, and tabs and newlines anywhere.
        let cleaned = String(String.UnicodeScalarView(raw.unicodeScalars.filter { $0.value > 0x20 })).lowercased()
        if cleaned.isEmpty || cleaned.hasPrefix("#") { return true }
        if cleaned.hasPrefix("/") { return !cleaned.hasPrefix("//") && !cleaned.hasPrefix("/\\") }
        return cleaned.hasPrefix("http://") || cleaned.hasPrefix("https://")
    }

    private static func readAttributes(_ scalars: [Unicode.Scalar], from start: Int) -> ([(String, String)], Int) {
        var attributes: [(String, String)] = []
        var cursor = start
        while cursor < scalars.count {
            while cursor < scalars.count, isSpace(scalars[cursor]) || scalars[cursor] == "/" { cursor += 1 }
            guard cursor < scalars.count, scalars[cursor] != ">" else { return (attributes, cursor + 1) }
            var name = ""
            while cursor < scalars.count, !isSpace(scalars[cursor]), !"=>/".unicodeScalars.contains(scalars[cursor]) {
                name.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            while cursor < scalars.count, isSpace(scalars[cursor]) { cursor += 1 }
            var value = ""
            if cursor < scalars.count, scalars[cursor] == "=" {
                cursor += 1
                while cursor < scalars.count, isSpace(scalars[cursor]) { cursor += 1 }
                if cursor < scalars.count, scalars[cursor] == "\"" || scalars[cursor] == "'" {
                    let quote = scalars[cursor]
                    cursor += 1
                    while cursor < scalars.count, scalars[cursor] != quote {
                        value.unicodeScalars.append(scalars[cursor])
                        cursor += 1
                    }
                    cursor += 1
                } else {
                    while cursor < scalars.count, !isSpace(scalars[cursor]), scalars[cursor] != ">" {
                        value.unicodeScalars.append(scalars[cursor])
                        cursor += 1
                    }
                }
            }
            if !name.isEmpty { attributes.append((name.lowercased(), decodeEntities(value))) }
        }
        return (attributes, cursor)
    }

    private static func decodeEntities(_ value: String) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}"
    }
}
