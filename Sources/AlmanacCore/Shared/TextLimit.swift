import Foundation

/// How long a text someone typed may be, counted in Unicode code points: what JSON Schema's
/// `minLength`/`maxLength` count, so the API document states the limit exactly, and what bounds
/// the bytes too (three "characters" carrying 14 KB of combining marks are thousands of code
/// points, and refused).
public struct TextLimit: Hashable, Sendable {
    public let characters: ClosedRange<Int>

    public init(_ characters: ClosedRange<Int>) { self.characters = characters }

    public func allows(_ text: String) -> Bool {
        characters.contains(text.unicodeScalars.count)
    }

    /// "12 characters".
    public func measure(_ text: String) -> String {
        let count = text.unicodeScalars.count
        return "\(count) character\(count == 1 ? "" : "s")"
    }

    /// Refuses a text outside the limit, naming `field`.
    public func check(_ text: String, field: InputField) throws(InvalidInput) {
        guard allows(text) else {
            let range = characters.lowerBound <= 1 ? "at most \(characters.upperBound)" : "\(characters.lowerBound) to \(characters.upperBound)"
            throw InvalidInput(field, "\(field) must be \(range) characters (got \(measure(text)))")
        }
    }
}

/// The spaces trimmed from both ends of a typed name or search term: every Unicode space
/// separator, line and paragraph separator, tab, line feed to carriage return and next line.
/// Listed once, so the trimming and the API document's patterns agree to the character.
public enum TypedSpace {
    private static let ranges: [ClosedRange<UInt32>] = [
        0x09...0x0D, 0x20...0x20, 0x85...0x85, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
        0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000,
    ]

    public static let characters: CharacterSet = ranges.reduce(into: CharacterSet()) { set, range in
        for value in range { if let scalar = Unicode.Scalar(value) { set.insert(scalar) } }
    }

    /// The spaces as the inside of a regular expression's character class (`\u0009-\u000D…`).
    public static let regexClass: String = ranges.map { range in
        range.lowerBound == range.upperBound ? escaped(range.lowerBound) : escaped(range.lowerBound) + "-" + escaped(range.upperBound)
    }.joined()

    private static func escaped(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A pattern for a text whose trimmed length is within `limit`.
    public static func pattern(trimmedWithin limit: ClosedRange<Int>) -> String {
        let space = "[\(regexClass)]", solid = "[^\(regexClass)]"
        precondition(limit.lowerBound >= 1)
        let body =
            limit.lowerBound == 1
            ? "\(solid)([\\s\\S]{0,\(limit.upperBound - 2)}\(solid))?"
            : "\(solid)[\\s\\S]{\(limit.lowerBound - 2),\(limit.upperBound - 2)}\(solid)"
        return "^\(space)*\(body)\(space)*$"
    }
}

extension String {
    /// The text without the typed spaces at either end, and without U+0000 anywhere: no one
    /// types it, and PostgreSQL cannot store or compare it (a search for "kick\0" is "kick").
    public var trimmingTypedSpaces: String {
        let trimmed = trimmingCharacters(in: TypedSpace.characters)
        guard trimmed.unicodeScalars.contains("\u{0}") else { return trimmed }
        return String(String.UnicodeScalarView(trimmed.unicodeScalars.filter { $0 != "\u{0}" })).trimmingCharacters(in: TypedSpace.characters)
    }
}
