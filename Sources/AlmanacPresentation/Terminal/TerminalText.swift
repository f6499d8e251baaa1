/// Text from upstream data made harmless for a terminal: control characters (escape sequences
/// that move the cursor, retitle the window or rewrite what was printed) and bidirectional
/// overrides are removed; newlines and tabs stay.
public enum TerminalText {
    public static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isUnsafe($0) }))
    }

    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
