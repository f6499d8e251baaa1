import AlmanacCore
import Hummingbird

/// The viewer's units on the web: `?units=` when given (and checked), else the profile's
/// preference, else the `units` cookie, else metric. The °C/°F switch is a plain form post (so it
/// works without scripts) that sets both, so the choice follows the profile to another device.
enum UnitsCookie {
    static let name = "units"

    static func units(of request: Request, query: QueryValues, preferences: ProfilePreferences) throws(InvalidInput) -> UnitSystem {
        if let asked = query["units"] { return try UnitSystem(parsing: asked) }
        return preferences.units ?? request.cookie(name).flatMap(UnitSystem.init(rawValue:)) ?? .metric
    }

    /// What a shared page drawn in the viewer's units is kept by: the units it would be drawn in
    /// (an unreadable `?units=` is kept by its own address, and answered with its 400).
    static func variant(_ request: Request, _ context: AlmanacRequestContext) -> String {
        (try? units(of: request, query: context.query, preferences: context.visitor.preferences))?.rawValue ?? ""
    }

    static func header(for units: UnitSystem) -> String {
        "\(name)=\(units.rawValue); Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly"
    }
}

/// The °C / °F switch: two buttons posting to `/weather/units`, the current one pressed.
struct UnitsSwitch: Sendable {
    let metric: Bool
    let backURL: String

    init(_ units: UnitSystem, backURL: String) {
        metric = units == .metric
        self.backURL = backURL
    }
}
