/// Reads whole numbers typed by people (query parameters, path components, arguments):
/// ASCII digits only, at most nine of them, so no sign, no spaces and no overflow.
public enum WholeNumber {
    /// The largest number nine digits spell.
    public static let largest = 999_999_999

    public static func parse(_ text: String) -> Int? {
        guard text.count <= 9, isDigits(text) else { return nil }
        return Int(text)
    }

    /// Whether `text` is ASCII digits only, however many.
    public static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
