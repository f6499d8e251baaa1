import AlmanacCore
import Hummingbird

/// Safe mode on the web: the profile's preference, else on unless the browser's `explicit`
/// cookie says `include`. The toggle is a plain form post (so it works without scripts) that
/// sets both, so the choice follows the profile to another device.
enum SafeModeCookie {
    static let name = "explicit"

    static func safeMode(of request: Request, preferences: ProfilePreferences) -> SafeMode {
        preferences.safeMode ?? (request.cookie(name) == "include" ? .off : .on)
    }

    /// The `Set-Cookie` value that turns safe mode off (`include`) or back on.
    static func header(for safeMode: SafeMode) -> String {
        safeMode == .off
            ? "\(name)=include; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly"
            : "\(name)=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly"
    }
}
