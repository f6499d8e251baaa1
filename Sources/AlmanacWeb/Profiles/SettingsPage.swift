import AlmanacCore
import AlmanacPresentation

/// `/settings`: what this server keeps for the visitor, and what they can do with it: use it on
/// another device (a one-time link), use it from scripts (a bearer token), download it, delete it.
struct SettingsPage: PageView {
    let mode: ProfileMode
    /// The visitor's profile; nil for a new visitor (nothing kept yet).
    let profile: ProfileID?
    let held: ProfileExport?
    let flash: Route.SettingsFlash?
    /// A device-move link just made, with how long it works.
    var moveLink: String? = nil

    var title: String { "Your data" }
    var apiLink: APIRoute? { .profile }

    var body: HTML {
        """
        <h1>Your data on this server</h1>
        \(message)
        \(explanation)
        \(contents)
        \(actions)
        """
    }

    private var message: HTML {
        switch flash {
        case .moved?: "<div class=\"state done\" role=\"status\">This browser now uses the profile from your other device.</div>"
        case .deleted?: "<div class=\"state done\" role=\"status\">Deleted: this server keeps nothing of yours now.</div>"
        case .codeExpired?:
            "<div class=\"state notice\" role=\"status\">That link was used already or has expired; make a new one on the other device.</div>"
        case nil: .empty
        }
    }

    private var explanation: HTML {
        switch (mode, profile) {
        case (.local, _):
            "<p class=\"lead\">This server keeps one profile for everyone who can reach it (it serves this computer only): the saved cities, recent searches, recently viewed records and stars below are shared with every browser here and with the <code>almanac</code> command.</p>"
        case (.perVisitor, nil):
            "<p class=\"lead\">Nothing is kept for this browser yet. Your first saved city, search or star makes an anonymous profile, named only by a random code in a cookie: no account, no password.</p>"
        case (.perVisitor, _?):
            "<p class=\"lead\">This browser has an anonymous profile, named only by a random code in a cookie: no account, no password. Profiles unused for 180 days are deleted.</p>"
        }
    }

    private var contents: HTML {
        guard let held else { return .empty }
        return """
            <dl class="profile-contents">
              <dt>Saved cities</dt><dd>\(Noun.savedCity.count(held.savedCities.count)) (at most \(SavedCity.limit))</dd>
              <dt>Recent searches</dt><dd>\(Noun.recentSearch.count(held.recentSearches.count)) (the last \(RecentSearch.limit))</dd>
              <dt>Recently viewed</dt><dd>\(Noun.viewedRecord.count(held.recentlyViewed.count))</dd>
              <dt>Starred</dt><dd><a href="\(Route.starred())">\(Noun.star.count(held.stars.count))</a> (at most \(Stars.limit))</dd>
              <dt>Reminders</dt><dd><a href="\(StarredPage.remindersHref)">\(Noun.device.count(held.reminderDevices.count))</a> (at most \(PushReminders.subscriptionLimit))</dd>
            </dl>
            """
    }

    private var actions: HTML {
        guard let profile else { return .empty }
        let device: HTML =
            mode == .perVisitor
            ? """
            <section class="settings-action" aria-labelledby="device">
              <h2 id="device">Use this profile on another device</h2>
              \(moveLink.map { "<p>Open this link on the other device within 15 minutes; it works once:</p><p><code class=\"move-link\">\($0)</code></p>" as HTML } ?? .empty)
              <form method="post" action="\(Route.makeMoveCode)"><button type="submit">Make a one-time link</button></form>
            </section>
            <section class="settings-action" aria-labelledby="token">
              <h2 id="token">Use it from scripts</h2>
              <p>The JSON API reads and changes this profile when asked with this token (keep it secret: it is the profile):</p>
              <p><code class="token">Authorization: Bearer \(profile.rawValue)</code></p>
              <p>The command line uses it with <code>--profile \(profile.rawValue)</code> on this server's store.</p>
            </section>
            """ : .empty
        return """
            \(device)
            <section class="settings-action" aria-labelledby="download">
              <h2 id="download">Download my data</h2>
              <p><a class="button secondary" href="\(Route.profileData)" download="almanac-my-data.json">Download as JSON</a></p>
            </section>
            <section class="settings-action" aria-labelledby="delete">
              <h2 id="delete">Delete my data</h2>
              <p>Deletes the saved cities, recent searches, recently viewed records, stars, the starred-launches calendar and the devices receiving reminders\(mode == .perVisitor ? " of this profile, on every device that uses it" : "").</p>
              <form method="post" action="\(Route.deleteProfile)"><button type="submit" class="secondary">Delete my data</button></form>
            </section>
            """
    }
}

/// `/settings/use-here?code=…`: asks before moving this browser to another device's profile (a
/// link preview fetching the page must not use the code up).
struct ProfileMovePage: PageView {
    let code: String

    var title: String { "Use your profile here" }

    var body: HTML {
        """
        <h1>Use your profile on this device?</h1>
        <p class="lead">This browser will show the saved cities and searches of the device that made the link. What this browser kept before stays on this server until it is unused for 180 days.</p>
        <form method="post" action="\(Route.redeemMoveCode)">
          <input type="hidden" name="code" value="\(code)">
          <button type="submit">Use it here</button> <a class="button secondary" href="\(Route.home)">Cancel</a>
        </form>
        """
    }
}
