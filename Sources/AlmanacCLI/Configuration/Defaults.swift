import Foundation

/// Where the data and the cache live by default: the user's XDG folders.
enum Defaults {
    /// `$XDG_DATA_HOME/almanac/almanac.sqlite`, else `~/.local/share/almanac/almanac.sqlite`.
    static func databasePath() -> String {
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
}
