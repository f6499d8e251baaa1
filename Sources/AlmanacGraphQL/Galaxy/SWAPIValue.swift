import AlmanacCore
import Foundation

/// SWAPI's strings read the way swapi-graphql reads them: numbers as numbers ("unknown" and
/// "n/a" as null, "1,358" as 1358), comma-separated lists as lists, "none" as an empty list.
/// Where swapi-graphql fails on a value that is no number ("30-165") and answers null with an
/// error, the answer here is null without one.
enum SWAPIValue {
    static func number(_ text: String?) -> Double? { text.flatMap(GalaxyNumber.parse) }

    /// A number that is whole and fits GraphQL's 32-bit `Int`.
    static func integer(_ text: String?) -> Int? {
        guard let number = number(text), let value = Int32(exactly: number) else { return nil }
        return Int(value)
    }

    static func list(_ text: String?) -> [String]? {
        guard let text else { return nil }
        if text.trimmingCharacters(in: .whitespaces).lowercased() == "none" { return [] }
        return text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
