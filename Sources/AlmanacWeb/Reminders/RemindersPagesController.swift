import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The reminders' form posts on `/starred`, which work without scripts: the lead, and stopping
/// reminders to one device. Subscribing a device needs the browser's Push API, so it is the
/// page script's, through the JSON API. Both come back to `/starred`, at its reminders.
struct RemindersPagesController: Sendable {
    let services: ReminderServices?

    func addRoutes(to pages: PageRoutes) {
        guard services != nil else { return }
        pages.post(.reminderLead, use: setLead)
        pages.post(.removeReminderDevice, use: removeDevice)
    }

    @Sendable func setLead(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        guard let reminders = services?.reminders else { throw NotFound(.reminderDevice) }
        let lead = try ReminderLead(parsing: try await FormBody.read(request)[InputField.reminderLead.rawValue] ?? "")
        try await reminders.setLead(lead, for: try await context.visitor.forChange())
        return Redirect(to: StarredPage.remindersHref)
    }

    @Sendable func removeDevice(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        guard let reminders = services?.reminders else { throw NotFound(.reminderDevice) }
        if context.visitor.hasProfile {
            try await reminders.unsubscribe(id: context.idParameter, for: try await context.visitor.forChange())
        }
        return Redirect(to: StarredPage.remindersHref)
    }
}
