/// Reads whole numbers typed by people (query parameters, path components, arguments):
/// ASCII digits only, at most nine of them, so no sign, no spaces and no overflow.
public enum WholeNumber {
    /// The largest number nine digits spell.
    public static let largest = 999_999_999

    public static func parse(_ text: String) -> Int? {
        guard text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
