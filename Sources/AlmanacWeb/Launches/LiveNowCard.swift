import AlmanacPresentation
import Foundation

/// "Live now": the launches happening at this moment (in flight, webcast live, inside their
/// window), each linking its page and its stream. On the home page and above the launches list;
/// nothing at all when none is live.
enum LiveNowCard {
    /// As a card of the home page's list; when none is live, an empty place for one, which a
    /// followed home page fills (`data-live-part`).
    static func homeCard(_ live: [LiveLaunchViewModel]) -> HTML {
        live.isEmpty
            ? "<li data-live-part=\"live-now\" hidden></li>"
            : "<li class=\"card live-card\" data-live-part=\"live-now\"><h2>Live now</h2><ul>\(live.map(item))</ul></li>"
    }

    /// As a panel above the launches list.
    static func panel(_ live: [LiveLaunchViewModel]) -> HTML {
        live.isEmpty ? .empty : "<section class=\"live-card\" aria-label=\"Live now\"><h2>Live now</h2><ul>\(live.map(item))</ul></section>"
    }

    /// The minute of `now`: what a shared page showing the panel is kept by besides its data.
    static func minute(_ now: Date) -> String { String(Int((now.timeIntervalSince1970 / 60).rounded(.down))) }

    private static func item(_ live: LiveLaunchViewModel) -> HTML {
        let countdown: HTML = Components.countdown(live.launch).map { " · \($0)" } ?? .empty
        let watch: HTML =
            live.webcast.flatMap { webcast in
                ExternalURL(webcast.url).map {
                    " · <a href=\"\($0)\" rel=\"noopener noreferrer\">Watch\(webcast.isLive ? " live" : ""): \(webcast.label)</a>" as HTML
                }
            } ?? .empty
        return """
            <li data-live="\(live.reason)"><a href="\(Route.launch(id: live.launch.id))">\(live.launch.name)</a> · <strong>\(live.reasonText)</strong>\(countdown)\(watch)</li>
            """
    }
}
