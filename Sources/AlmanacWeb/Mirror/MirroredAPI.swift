import Foundation

/// The upstream APIs Almanac can mirror (`MirrorController`), each turned on or off with
/// `--mirror`.
public enum MirroredAPI: String, CaseIterable, Sendable {
    case spacex
    case swapi
    case ll2
    case chucknorris
    case openMeteo = "open-meteo"

    /// The names `--mirror` takes: some of the APIs, comma-separated, or `none`; nil for a name
    /// that is not one.
    public static func parse(_ text: String) -> Set<MirroredAPI>? {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        if names == ["none"] { return [] }
        let apis = names.map(MirroredAPI.init(rawValue:))
        return apis.contains(nil) || apis.isEmpty ? nil : Set(apis.compactMap(\.self))
    }
}
