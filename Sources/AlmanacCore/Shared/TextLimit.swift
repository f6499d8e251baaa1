/// How long a text someone typed may be: counted in characters as people see them and in UTF-8
/// bytes, so that three "characters" carrying 14 KB of combining marks are refused too.
public struct TextLimit: Hashable, Sendable {
    public let characters: ClosedRange<Int>

    public init(_ characters: ClosedRange<Int>) { self.characters = characters }

    /// Four bytes per character: the most any one Unicode scalar needs.
    public var maximumBytes: Int { characters.upperBound * 4 }

    public func allows(_ text: String) -> Bool {
        text.utf8.count <= maximumBytes && characters.contains(text.count)
    }

    /// "12 characters", or "3 characters in 14,002 bytes" when the bytes are what is too many.
    public func measure(_ text: String) -> String {
        let count = text.count
        let characters = "\(count) character\(count == 1 ? "" : "s")"
        return text.utf8.count > maximumBytes ? "\(characters) in \(text.utf8.count) bytes" : characters
    }

    /// Refuses a text outside the limit, naming `field`.
    public func check(_ text: String, field: InputField) throws(InvalidInput) {
        guard allows(text) else {
            let range = characters.lowerBound <= 1 ? "at most \(characters.upperBound)" : "\(characters.lowerBound) to \(characters.upperBound)"
            throw InvalidInput(field, "\(field) must be \(range) characters (got \(measure(text)))")
        }
    }
}
