import AlmanacCore
import AlmanacPresentation

/// `/launches/{id}`: one launch with its patch, facts, failures, details and links.
struct LaunchPage: PageView {
    let id: String
    /// The launch's name.
    let title: String
    /// The launch drawn (`content(_:)`), which `LaunchDrawings` keeps between requests.
    let content: HTML

    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .spacex }
    var apiLink: APIRoute? { .launch(id: id) }
    var body: HTML { content }

    /// The provider, linked to its launches: the list answers whatever else is stored (the
    /// agencies may not be).
    private static func provider(_ provider: LaunchRowViewModel.ProviderLabel) -> HTML {
        var parameters = LaunchQuery.Parameters()
        parameters[link: .provider] = provider.id
        return "<dt>Provider</dt><dd><a href=\"\(Route.launches(parameters))\" title=\"Every launch of \(provider.name)\">\(provider.name)</a></dd>"
    }

    /// A rocket the SpaceX catalogue lacks, linked to its page among every provider's rockets.
    private static func configuration(_ launch: LaunchDetailViewModel) -> HTML {
        guard let name = launch.configurationName, let id = launch.launcherID else { return "\(launch.summary.rocketText)" }
        return "<a href=\"\(Route.launcher(id: id))\">\(name)</a>"
    }

    static func content(_ launch: LaunchDetailViewModel) -> HTML {
        let summary = launch.summary
        // A launch that may still change (ahead, on hold, in flight) is followed by its open page.
        let isFollowed = summary.outcome.code == LaunchOutcome.upcoming.rawValue
        let rocket: HTML = summary.rocket.map { "<a href=\"\(Route.rocket(id: $0.id))\">\($0.name)</a>" } ?? Self.configuration(launch)
        let launchpad: HTML =
            launch.launchpad.map { pad in
                let fullName: HTML = pad.fullName.map { " (\($0))" } ?? .empty
                let place: HTML = pad.place.map { ", \($0)" } ?? .empty
                return "<dt>Launchpad</dt><dd>\(pad.name)\(fullName)\(place)</dd>"
            } ?? .empty
        let site: HTML =
            launch.site.map { site in
                let pad: HTML = site.padName.map { "<a href=\"\(Route.site(id: String(site.id)))#pad-\(site.padID ?? 0)\">\($0)</a>, " } ?? .empty
                return "<dt>Launch site</dt><dd>\(pad)<a href=\"\(Route.site(id: String(site.id)))\">\(site.name)</a></dd>"
            } ?? .empty
        let failures: HTML =
            launch.failures.isEmpty
            ? .empty
            : "<h2>Failure</h2><ul class=\"failures\">\(launch.failures.map { "<li>\($0)</li>" as HTML })</ul>"
        let details: HTML = launch.details.map { "<h2>Details</h2><p>\($0)</p>" } ?? .empty
        let boosters: HTML =
            launch.boosters.isEmpty
            ? .empty
            : "<h2>\(launch.boosters.count == 1 ? "Booster" : "Boosters")</h2><ul class=\"boosters\">\(launch.boosters.map(Self.booster))</ul>"
        let spacecraft: HTML =
            launch.spacecraft.isEmpty
            ? .empty
            : "<h2>Spacecraft</h2><ul class=\"spacecraft\">\(launch.spacecraft.map(Self.spacecraft))</ul>"
        let crew: HTML =
            launch.crew.isEmpty
            ? .empty : "<h2>Crew</h2><ul class=\"crew\">\(launch.crew.map(AstronautViews.crewMember))</ul>"
        let webcasts: HTML =
            launch.webcasts.isEmpty
            ? .empty : "<h2>Webcasts</h2><ul class=\"webcasts\">\(launch.webcasts.map(Self.webcast))</ul>"
        let timeline: HTML = launch.timeline.isEmpty ? .empty : Self.timeline(launch)
        let padWeather: HTML = launch.padWeather.map { Self.padWeather($0, back: Route.launch(id: launch.summary.id).href) } ?? .empty
        let changes: HTML =
            launch.changes.isEmpty
            ? .empty
            : "<details class=\"changes\"><summary><h2>Schedule changes seen by Almanac</h2></summary><ol>\(launch.changes.map(Self.change))</ol></details>"
        let updates: HTML =
            launch.updates.isEmpty
            ? .empty
            : "<details class=\"updates\"><summary><h2>Updates</h2></summary>\(launch.updatesNote.map { "<p class=\"note\">\($0)</p>" as HTML } ?? .empty)<ol>\(launch.updates.map(Self.update))</ol></details>"
        return """
            <p class="breadcrumb"><a href="\(Route.launches())" data-back-to-list>← All launches</a></p>
            <article class="launch-detail outcome-\(summary.outcome.code)"\(HTML.when(isFollowed, " data-follow"))>
              <header>
                <img class="patch large" src="\(launch.patchLargeURL ?? Route.asset("patch-placeholder.svg").href)" alt="\(launch.imageIsPatch ? "Mission patch" : "Picture") of \(summary.name)" width="160" height="160">
                <div>
                  <h1>\(summary.name)</h1>
                  <div data-live-part="when">
                  \(Components.countdown(summary).map { "<p class=\"countdown-lead\">\($0)</p>" as HTML } ?? .empty)
                  <p class="when"><time datetime="\(summary.date)">\(launch.timeText)</time>\(summary.countdownText == nil ? " · \(summary.whenText)" as HTML : .empty)\(launch.lastMove.map { "<br><span class=\"moved\">\($0)</span>" as HTML } ?? .empty)</p>
                  <p class="outcome"><span aria-hidden="true">\(summary.outcome.icon)</span> \(summary.outcome.text)</p>
                  </div>
                  <div class="launch-actions">\(Components.starButton(.launch, id: summary.id))\(HTML.when(summary.outcome.code == LaunchOutcome.upcoming.rawValue && !summary.outcome.datePassed, Components.remindButton(launchID: summary.id)))</div>
                </div>
              </header>
              <div data-live-part="body">
              <dl class="facts">
                \(summary.flightNumber > 0 ? "<dt>Flight number</dt><dd>\(summary.flightNumber)</dd>" as HTML : .empty)
                \(summary.provider.map(Self.provider) ?? .empty)
                <dt>Rocket</dt><dd>\(rocket)</dd>
                \(launchpad)\(site)
                \(launch.launchLibraryFacts.map { "<dt>\($0.label)</dt><dd>\($0.value)</dd>" as HTML })
              </dl>
              \(padWeather)\(webcasts)
              \(timeline)
              \(spacecraft)\(crew)\(boosters)
              \(failures)
              \(details)
              \(updates)
              \(changes)
              \(Components.externalLinks(launch.links.map { ($0.label, $0.url) }))
              </div>
            </article>
            """
    }

    /// "B1067 · 37th flight · Landed on A Shortfall of Gravitas (ASOG, a drone ship)".
    private static func spacecraft(_ vehicle: LaunchDetailViewModel.SpacecraftFlown) -> HTML {
        let kind: HTML = vehicle.kind.map { " <span class=\"role\">· \($0)</span>" } ?? .empty
        return "<li>\(AstronautViews.spacecraftName(vehicle.name, id: vehicle.spacecraftID))\(kind)</li>"
    }

    private static func booster(_ booster: BoosterFlightViewModel) -> HTML {
        let serial: HTML = booster.serial.map { "<a href=\"\(Route.booster(serial: $0))\">\($0)</a>" } ?? "Booster not named"
        let role: HTML = booster.role.map { " (\($0))" } ?? .empty
        let parts = [booster.flightText, booster.landingText, booster.turnaroundText].compactMap { $0 }
        let rest: HTML = parts.isEmpty ? .empty : " · \(parts.joined(separator: " · "))"
        return "<li class=\"landing-\(booster.landingState ?? "unknown")\">\(serial)\(role)\(rest)</li>"
    }

    /// "Live: SpaceX Falcon 9 … · Live now", then who, in which language, from when.
    static func webcast(_ webcast: WebcastViewModel) -> HTML {
        let live: HTML = webcast.isLive ? " <strong class=\"live-now\">Live now</strong>" : .empty
        let start: HTML? = webcast.start.map { "from <time datetime=\"\($0)\">\(webcast.startText ?? $0)</time>" }
        let separator: HTML = webcast.aboutText != nil && start != nil ? " · " : .empty
        let aboutLine: HTML =
            webcast.aboutText == nil && start == nil
            ? .empty : "<br><span class=\"about\">\(webcast.aboutText ?? "")\(separator)\(start ?? .empty)</span>"
        let link: HTML =
            ExternalURL(webcast.url).map { "<a href=\"\($0)\" rel=\"noopener noreferrer\">\(webcast.label)</a>" }
            ?? "\(webcast.label): \(webcast.url)"
        return "<li\(webcast.isLive ? " class=\"live\"" as HTML : .empty)>\(link)\(live)\(aboutLine)</li>"
    }

    /// The forecast at the pad across the window, an hour a row; Launch Library 2's own
    /// probability and concerns are among the facts above.
    private static func padWeather(_ weather: PadWeatherViewModel, back: String) -> HTML {
        let rows: [HTML] = weather.hours.map { hour in
            func cell(_ label: String, _ value: String?) -> HTML { "<td data-label=\"\(label)\">\(value ?? "–")</td>" }
            let cells = [
                cell("Conditions", hour.condition), cell("Wind", hour.wind), cell("Gusts", hour.gusts), cell("Rain", hour.rain),
                cell("Cloud", hour.cloud), cell("Visibility", hour.visibility),
            ]
            let kind: HTML = hour.isThunderstorm ? " class=\"thunderstorm\"" : .empty
            return "<tr\(kind)><th scope=\"row\"><time datetime=\"\(hour.time)\">\(hour.timeText)</time></th>\(cells)</tr>"
        }
        let summary: HTML = weather.summary.map { "<p class=\"pad-weather-summary\">\($0)</p>" } ?? .empty
        return """
            <div class="section-head"><h2 id="pad-weather">Weather at the pad</h2>\(WeatherViews.unitsSwitch(weather.units, back: back + "#pad-weather"))</div>
            \(summary)
            <div class="table-scroll"><table class="pad-weather"><thead><tr><th scope="col">Time</th><th scope="col">Conditions</th><th scope="col">Wind</th><th scope="col">Gusts</th><th scope="col">Rain</th><th scope="col">Cloud</th><th scope="col">Visibility</th></tr></thead><tbody>\(rows)</tbody></table></div>
            <p class="note">\(weather.sourceText); wind at 10 m.</p>
            """
    }

    /// The countdown and flight events at their times; the page's script dims those passed and
    /// marks the latest (`data-t0`, each step's `data-offset`), and without it the list reads the same.
    private static func timeline(_ launch: LaunchDetailViewModel) -> HTML {
        let zero: HTML = launch.timelineZero.map { " data-t0=\"\($0)\"" } ?? .empty
        let note: HTML =
            launch.timelineZero == nil ? "<p class=\"note\">Times from lift-off (T-0); the launch time is not known to the hour yet.</p>" : .empty
        let steps: [HTML] = launch.timeline.map { step in
            let time: HTML = step.time.map { " <time datetime=\"\($0)\">\(step.timeText ?? $0)</time>" } ?? .empty
            let about: HTML = step.description.map { " <span class=\"about\">\($0)</span>" } ?? .empty
            return
                "<li data-offset=\"\(step.offset)\"><span class=\"t-offset\">\(step.offsetText)</span>\(time) <strong>\(step.name)</strong>\(about)</li>"
        }
        return "<h2 id=\"timeline\">Timeline</h2>\(note)<ol class=\"launch-timeline\"\(zero)>\(steps)</ol>"
    }

    private static func change(_ change: LaunchChangeViewModel) -> HTML {
        "<li><time datetime=\"\(change.recordedAt)\">\(change.recordedText)</time>: \(change.parts.joined(separator: "; "))</li>"
    }

    private static func update(_ update: LaunchDetailViewModel.Update) -> HTML {
        let link: HTML = update.url.flatMap(ExternalURL.init).map { " <a href=\"\($0)\" rel=\"noopener noreferrer\">source</a>" } ?? .empty
        let author: HTML = update.author.map { " · \($0)" } ?? .empty
        return "<li><time datetime=\"\(update.time)\">\(update.timeText)</time>\(author): \(update.text)\(link)</li>"
    }
}
