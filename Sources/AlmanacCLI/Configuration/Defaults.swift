import Foundation

/// Where the data and the cache live by default: the user's XDG folders.
enum Defaults {
    /// `$XDG_DATA_HOME/almanac/almanac.sqlite`, else `~/.local/share/almanac/almanac.sqlite`.
    static func databasePath() -> String {
        dataDirectory().appendingPathComponent("almanac.sqlite").path
    }

    static func dataDirectory() -> URL {
        folder(xdg: "XDG_DATA_HOME", else: ".local/share").appendingPathComponent("almanac")
    }

    /// `$XDG_CACHE_HOME/almanac/images`, else `~/.cache/almanac/images`.
    static func imageCacheDirectory() -> URL {
        folder(xdg: "XDG_CACHE_HOME", else: ".cache").appendingPathComponent("almanac/images")
    }

    /// The XDG variable's folder when set (and absolute, as the spec asks), else the fallback
    /// under the home folder: `$HOME` as the environment says (as shells and tests set it),
    /// the account's home only when it is unset.
    private static func folder(xdg variable: String, else fallback: String) -> URL {
        if let xdg = Environment.value(variable), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg)
        }
        let home = Environment.value("HOME").map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(fallback)
    }
}
