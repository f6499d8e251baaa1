import AlmanacCore
import Foundation

/// A JSON request body read into the handler's own shape. A field of the wrong kind (text for a
/// number, a list where one value goes) is refused naming that field (`rainChance`, `quiet.to`:
/// the API's spelling, as every other wrong field); a body that is not JSON, or lacks a field it
/// needs, is refused with `shape`, the form the whole body must take. (Foundation's decoder
/// refuses a number an `Int` cannot hold, 60.5 or 1e308, as malformed JSON without naming the
/// field: a shape that wants those named reads a `Double` and checks it.)
enum JSONBody {
    static func decode<Shape: Decodable>(_ type: Shape.Type, from body: Data, shape: InvalidInput) throws(InvalidInput) -> Shape {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch DecodingError.typeMismatch(let expected, let context) {
            throw wrongKind(at: context.codingPath, expected: kind(of: expected)) ?? shape
        } catch DecodingError.valueNotFound(let expected, let context) {
            throw wrongKind(at: context.codingPath, expected: kind(of: expected)) ?? shape
        } catch {
            throw shape
        }
    }

    /// The field at `path` refused (a list is one field: its items' positions are left out of
    /// the name), or nil for the body itself.
    private static func wrongKind(at path: [any CodingKey], expected: String) -> InvalidInput? {
        let keys = path.filter { $0.intValue == nil }.map(\.stringValue)
        guard !keys.isEmpty else { return nil }
        let field = InputField(keys.joined(separator: "."))
        let inList = path.last?.intValue != nil
        return InvalidInput(field, inList ? "every item of \(field) must be \(expected)" : "\(field) must be \(expected)")
    }

    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is any BinaryInteger.Type: "a whole number"
        case is any FloatingPoint.Type: "a number"
        case is String.Type, is Substring.Type: "text"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }
}
