import AlmanacUpstream
import Foundation
import Logging

/// Defaults and conversions for configuration values.
enum Settings {
    static let defaultSWAPIMirrors = SWAPIGalaxySource.defaultMirrors.description

    /// `$XDG_DATA_HOME/almanac/almanac.sqlite`, else `~/.local/share/almanac/almanac.sqlite`.
    static func defaultDatabasePath() -> String {
        dataDirectory().appendingPathComponent("almanac.sqlite").path
    }

    static func dataDirectory() -> URL {
        if let xdg = Environment.value("XDG_DATA_HOME") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("almanac")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/almanac")
    }

    /// `$XDG_CACHE_HOME/almanac/images`, else `~/.cache/almanac/images`.
    static func imageCacheDirectory() -> URL {
        if let xdg = Environment.value("XDG_CACHE_HOME") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("almanac/images")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/almanac/images")
    }

    static func logLevel(_ text: String) -> Logger.Level? { Logger.Level(rawValue: text.lowercased()) }
}
