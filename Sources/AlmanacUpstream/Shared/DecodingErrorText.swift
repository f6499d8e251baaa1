import Foundation

/// Decoding errors in one line a user can act on: what was expected and where.
enum DecodingErrorText {
    /// A one-line account of a decoding error: what was expected and where.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "the top level" : path
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(let type, let context): return "expected \(type) at \(path(context))"
        case .valueNotFound(let type, let context): return "null where \(type) is required at \(path(context))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? context.debugDescription : "\(context.debugDescription) at \(path(context))"
        @unknown default: return "\(error)"
        }
    }
}
