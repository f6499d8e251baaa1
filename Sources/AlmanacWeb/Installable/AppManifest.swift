import AlmanacPresentation

/// The web app manifest: what a phone needs to install Almanac as an app (name, icons, colours,
/// standalone display, where it opens). Built from the routes, so its paths are the links'.
struct AppManifest: Encodable, Sendable {
    struct Icon: Encodable, Sendable {
        let src: String
        let sizes: String
        let type: String
        let purpose: String
    }

    let name = "Almanac"
    let short_name = "Almanac"
    let description = "An offline-first explorer for public data: every rocket launch since 1957, Star Wars, Chuck Norris facts and the weather."
    let id = Route.home.href
    let start_url = Route.home.href
    let scope = Route.home.href
    let display = "standalone"
    /// The light theme's colours; the dark theme's come from the page's `theme-color` metas.
    let theme_color = Self.themeColor.light
    let background_color = Self.backgroundColor
    let icons: [Icon] = [
        Icon(src: Route.asset("icon.svg").href, sizes: "any", type: "image/svg+xml", purpose: "any maskable"),
        Icon(src: Route.asset("icon-192.png").href, sizes: "192x192", type: "image/png", purpose: "any maskable"),
        Icon(src: Route.asset("icon-512.png").href, sizes: "512x512", type: "image/png", purpose: "any maskable"),
    ]

    /// The browser bar's colour in each theme: the accent of `app.css` in light, its dark paper in dark.
    static let themeColor = (light: "#1d4ed8", dark: "#111827")
    static let backgroundColor = "#ffffff"
}
