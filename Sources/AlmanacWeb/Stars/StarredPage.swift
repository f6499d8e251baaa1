import AlmanacCore
import AlmanacPresentation

/// `/starred`: the visitor's stars by kind (launches first), each newest first, with an unstar
/// button; a record a refresh removed stays listed, without a link, as no longer in the data.
struct StarredPage: PageView {
    /// What a star or unstar button just did, with the record's name.
    struct Message: Sendable {
        let flash: Route.StarredFlash
        let name: String
    }

    let starred: StarredViewModel
    let flash: Message?
    /// The address of the starred launches' calendar feed; nil until a launch is starred.
    let calendar: String?
    /// The visitor's reminders; nil where the server sends none.
    let reminders: RemindersViewModel?

    /// Where the reminders' forms come back to.
    static let remindersHref = Route.starred().href + "#reminders"

    var title: String { "Starred" }
    var apiLink: APIRoute? { .starred }

    var body: HTML {
        """
        <h1>Starred</h1>
        \(message)
        \(starred.groups.isEmpty ? Self.empty : HTML(joining: starred.groups.map(Self.group)))
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
              <p>Your starred launches ahead can remind you on your devices: before they go, and again when their time moves, or when they are put on hold, lift off or fail.</p>
              <form class="reminder-lead" method="post" action="\(Route.reminderLead)"><label for="lead">Remind me</label> <select id="lead" name="\(InputField.reminderLead.rawValue)">\(options)</select> <span>before a launch</span> <button type="submit" class="secondary">Save</button></form>
              <div class="remind-device" data-remind-device hidden><button type="button" class="secondary" data-remind-subscribe>Get reminders on this device</button> <span class="remind-note" role="status"></span></div>
              <p class="note" data-remind-needs>Getting reminders on a device needs a browser that shows notifications, with scripts on.</p>
              \(devices)
            </section>
            """
    }

    private static let empty: HTML = """
        <p class="lead">Nothing starred yet. Every launch, booster, fact and Star Wars record has a <strong>☆ Star</strong> button: what you star is listed here, newest first, and the home page shows the starred launches still ahead.</p>
        """

    /// The calendar's address to copy into a calendar app: it holds only these launches.
    private var subscribe: HTML {
        guard let calendar else { return .empty }
        return """
            <section class="starred-calendar">
              <h2>Your starred launches in your calendar</h2>
              <p>Subscribe to this address in a calendar app: it lists only the launches starred here that are still ahead, and moves them when their time moves. Keep it to yourself: it shows what you follow. “Delete my data” ends it.</p>
              <p><a href="\(calendar)">\(calendar)</a></p>
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

    private static func group(_ group: StarredViewModel.Group) -> HTML {
        """
        <section class="starred-group">
          <h2>\(group.title) <span class="count">\(group.stars.count)</span></h2>
          <ul class="starred-list">\(group.stars.map(row))</ul>
        </section>
        """
    }

    private static func row(_ star: StarViewModel) -> HTML {
        let name: HTML =
            star.href.map { "<a href=\"\($0)\">\(star.name)</a>" }
            ?? "<span class=\"gone\">\(star.name)</span> <span class=\"note\">no longer in the data</span>"
        return """
            <li><span class="starred-name">\(name) <time datetime="\(star.starredAt)">starred \(String(star.starredAt.prefix(10)))</time></span> \(Components.starButton(star.kind, id: star.id, starred: true, name: star.name))</li>
            """
    }
}
