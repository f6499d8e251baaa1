import AlmanacCore
import AlmanacPresentation
import Foundation

/// `/starred`: the visitor's stars by kind (launches first), each newest first, with an unstar
/// button; a record a refresh removed stays listed, without a link, as no longer in the data.
struct StarredPage: PageView {
    /// What a star or unstar button just did, with the record's name.
    struct Message: Sendable {
        let flash: Route.StarredFlash
        let name: String
    }

    let starred: StarredViewModel
    /// The starred launches' rows (time, countdown, outcome), by id.
    let launchRows: [String: LaunchRowViewModel]
    let flash: Message?
    /// The address of the starred launches' calendar feed; nil until a launch is starred.
    let calendar: String?
    /// Their schedule changes as a feed, opened by the calendar's token.
    let changesFeed: Route?
    /// The visitor's reminders; nil where the server sends none.
    let reminders: RemindersViewModel?

    /// Where the reminders' forms come back to.
    static let remindersHref = Route.starred().href + "#reminders"

    var title: String { "Starred" }
    var section: SiteSection? { .starred }
    var apiLink: APIRoute? { .starred }

    var body: HTML {
        """
        <h1>Starred</h1>
        \(message)
        \(starred.groups.isEmpty ? Self.empty : HTML(joining: starred.groups.map(group)))
        \(subscribe)
        \(remindersSection)
        """
    }

    /// Reminders by push: the lead (a form that works without scripts), the devices receiving
    /// them (each with a stop button), and, with scripts and a browser that can, a button to
    /// receive them on this device too.
    private var remindersSection: HTML {
        guard let reminders else { return .empty }
        let options = HTML(
            joining: reminders.choices.map { "<option value=\"\($0.minutes)\"\(HTML.when($0.chosen, " selected"))>\($0.text)</option>" as HTML })
        let devices: HTML =
            reminders.devices.isEmpty
            ? "<p class=\"note\" data-no-devices>No device receives reminders yet.</p>"
            : """
            <ul class="reminder-devices">\(reminders.devices.map { device in
                """
                <li data-device="\(device.id)"><span>\(device.service) <time datetime="\(device.subscribedAt)">since \(String(device.subscribedAt.prefix(10)))</time></span>\(device.failingText.map { " <strong class=\"device-failing\" role=\"status\">\($0)</strong>" as HTML } ?? .empty) <form method="post" action="\(Route.removeReminderDevice(id: device.id))"><button type="submit" class="secondary">Stop<span class="visually-hidden"> reminders to \(device.service)</span></button></form></li>
                """ as HTML
            })</ul>
            """
        return """
            <section class="reminders" id="reminders" aria-labelledby="reminders-title">
              <h2 id="reminders-title">Reminders</h2>
              <p>Your starred launches ahead can remind you on your devices: before they go, and again when their time moves, or when they are put on hold, their webcast goes live, they lift off or fail. The weather in your saved cities can too: rain soon, a thunderstorm, frost tonight, and a summary each morning.</p>
              <form class="reminder-lead" method="post" action="\(Route.reminderLead)"><label for="lead">Remind me</label> <select id="lead" name="\(InputField.reminderLead.rawValue)">\(options)</select> <span>before a launch</span> <button type="submit" class="secondary">Save</button></form>
              \(Self.noticesForm(reminders))
              \(WeatherAlertsForm.html(reminders.weather))
              <div class="remind-device" data-remind-device hidden><button type="button" class="secondary" data-remind-subscribe>Get reminders on this device</button> <span class="remind-note" role="status"></span></div>
              <p class="note" data-remind-needs>Getting reminders on a device needs a browser that shows notifications, with scripts on.</p>
              \(devices)
            </section>
            """
    }

    /// Which kinds of notice to send, each a checkbox (`notice-KIND=on` when checked): a form that
    /// works without scripts.
    private static func noticesForm(_ reminders: RemindersViewModel) -> HTML {
        let boxes: [HTML] = reminders.notices.map { notice in
            "<li>\(Components.checkbox(name: RemindersPagesController.fieldName(notice.kind), checked: notice.on, label: notice.text))</li>"
        }
        return """
            <form class="reminder-notices" method="post" action="\(Route.reminderNotices)"><fieldset><legend>Tell me about a starred launch</legend><ul>\(boxes)</ul><button type="submit" class="secondary">Save</button></fieldset></form>
            """
    }

    private static let empty: HTML = """
        <p class="lead">Nothing starred yet. Every launch, booster, astronaut, space station, fact and Star Wars record has a <strong>☆ Star</strong> button: what you star is listed here, newest first, and the home page shows the starred launches still ahead.</p>
        """

    var feeds: [PageFeed] { changesFeed.map { [PageFeed(title: "Almanac: your starred launches' changes", route: $0)] } ?? [] }

    /// The calendar to subscribe to, as a calendar app takes it (`webcal:`, which opens the app)
    /// and as an address to copy; and which starred launches it cannot hold yet, and why.
    private var subscribe: HTML {
        guard let calendar else { return .empty }
        let webcal = calendar.replacingOccurrences(of: #"^https?://"#, with: "webcal://", options: .regularExpression)
        let vague = launchRows.values.filter { $0.outcome.code == LaunchOutcome.upcoming.rawValue && !$0.outcome.datePassed && !$0.isKnownToTheDay }
            .sorted { $0.date < $1.date }
        let notYet: HTML =
            vague.isEmpty
            ? .empty
            : "<p class=\"note\">Not in the calendar until their day is set: \(HTML(text: vague.map { "\($0.name) (\($0.dateText))" }.joined(separator: ", "))). A calendar event needs a day; these are known only to their month, quarter or year.</p>"
        return """
            <section class="starred-calendar">
              <h2>Your starred launches in your calendar</h2>
              <p>It lists only the launches starred here that are still ahead, and moves them when their time moves. Keep it to yourself: it shows what you follow. “Delete my data” ends it.</p>
              <p class="calendar-actions"><a class="button" href="\(webcal)">Add to my calendar</a> <button type="button" class="secondary" data-copy="\(calendar)" hidden>Copy the address</button></p>
              <p class="calendar-address"><label for="calendar-address">Or paste this address into your calendar app</label><input id="calendar-address" type="url" value="\(calendar)" readonly></p>
              \(notYet)
              \(changesFeed.map { "<p>Or follow their schedule changes (moves, holds, scrubs, results) <a href=\"\($0)\">in a feed reader</a> (Atom, the same private address).</p>" as HTML } ?? .empty)
            </section>
            """
    }

    private var message: HTML {
        guard let flash else { return .empty }
        let kind = flash.flash.kind, id = flash.flash.id
        switch flash.flash {
        case .starred:
            return """
                <div class="state done" role="status">Starred the \(kind.noun) <strong>\(flash.name)</strong>. \(Components.starButton(kind, id: id, starred: true))</div>
                """
        case .unstarred:
            return """
                <div class="state done" role="status">Unstarred the \(kind.noun) <strong>\(flash.name)</strong>. \(Components.starButton(kind, id: id, starred: false, label: "Star it again"))</div>
                """
        }
    }

    private func group(_ group: StarredViewModel.Group) -> HTML {
        """
        <section class="starred-group">
          <h2>\(group.title) <span class="count">\(group.stars.count)</span></h2>
          <ul class="starred-list">\(group.stars.map(row))</ul>
        </section>
        """
    }

    /// A star: its record's name and, for a launch, when it goes (with its countdown) and how it
    /// went; for any other record, when it was starred.
    private func row(_ star: StarViewModel) -> HTML {
        let name: HTML =
            star.href.map { "<a href=\"\($0)\">\(star.name)</a>" }
            ?? "<span class=\"gone\">\(star.name)</span> <span class=\"note\">no longer in the data</span>"
        let when: HTML =
            launchRows[star.id].flatMap { launch in
                guard star.kind == .launch else { return nil }
                let countdown = Components.countdown(launch) ?? HTML(text: launch.outcome.datePassed ? launch.outcome.text : launch.whenText)
                return "<span class=\"starred-when\"><time datetime=\"\(launch.date)\">\(launch.dateText)</time> · \(countdown)</span>" as HTML
            } ?? "<time datetime=\"\(star.starredAt)\">starred \(String(star.starredAt.prefix(10)))</time>"
        return """
            <li><span class="starred-name">\(name) \(when)</span> \(Components.starButton(star.kind, id: star.id, starred: true, name: star.name))</li>
            """
    }
}
