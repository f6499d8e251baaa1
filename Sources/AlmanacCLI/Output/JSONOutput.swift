import Foundation

/// Prints a value as the API's `data` would hold it, pretty-printed (JSON escapes every control
/// character, so the text is safe for a terminal as it is).
enum JSONOutput {
    static func print(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        AlmanacCLI.print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
