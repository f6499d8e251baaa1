import AlmanacCore
import AlmanacPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// The visitor's own data: the settings page and its forms (device move, download, delete), and
/// the API's `/api/v1/profile`. Every answer here is private to its visitor.
struct ProfileController: Sendable {
    let profiles: Profiles

    func addRoutes(pages: PageRoutes, api: APIRoutes) {
        pages.get(.settings, .personal(nil, drawnFrom: []), use: settings)
        pages.post(.makeMoveCode, use: makeMoveCode)
        pages.get(.profileMove, use: profileMove)
        pages.post(.redeemMoveCode, use: redeemMoveCode)
        pages.post(.deleteProfile, use: deleteProfile)
        api.get(.profileData, .perVisitor(nil), use: download)
        api.get(.apiProfile, .personal(nil, drawnFrom: []), use: profile)
        api.delete(.apiProfile, .perVisitor(nil), use: deleteProfileByAPI)
    }

    @Sendable func settings(_ request: Request, context: AlmanacRequestContext) async throws -> SettingsPage {
        try await settingsPage(context.visitor, flash: context.query["done"].flatMap(Route.SettingsFlash.init(rawValue:)))
    }

    @Sendable func makeMoveCode(_ request: Request, context: AlmanacRequestContext) async throws -> SettingsPage {
        let visitor = context.visitor
        var page = try await settingsPage(visitor, flash: nil)
        if visitor.mode == .perVisitor, visitor.hasProfile {
            let code = try await profiles.makeMoveCode(for: visitor.reading)
            page.moveLink = request.origin(context) + Route.profileMove(code: code).href
        }
        return page
    }

    @Sendable func profileMove(_ request: Request, context: AlmanacRequestContext) async throws -> ProfileMovePage {
        ProfileMovePage(code: context.query["code"] ?? "")
    }

    @Sendable func redeemMoveCode(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        let code = try await FormBody.read(request)["code"] ?? ""
        guard context.visitor.mode == .perVisitor, let profile = try await profiles.redeem(moveCode: code) else {
            return Redirect(to: .settings(flash: .codeExpired))
        }
        context.visitor.adopt(profile)
        return Redirect(to: .settings(flash: .moved))
    }

    @Sendable func deleteProfile(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        try await delete(context.visitor)
        return Redirect(to: .settings(flash: .deleted)).with(Self.clearSiteData, Self.clearedSiteData)
    }

    @Sendable func download(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        APIAnswer.data(try await export(context.visitor), meta: ["profile": "yours"])
            .with(.contentDisposition, #"attachment; filename="almanac-my-data.json""#).with(.cacheControl, "private, no-store")
    }

    @Sendable func profile(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        APIAnswer.data(try await export(context.visitor), meta: ["mode": context.visitor.mode.rawValue]).with(.cacheControl, "private, no-store")
    }

    @Sendable func deleteProfileByAPI(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        try await delete(context.visitor)
        return APIAnswer.data(try await export(context.visitor), meta: ["mode": context.visitor.mode.rawValue])
            .with(Self.clearSiteData, Self.clearedSiteData)
    }

    private func settingsPage(_ visitor: VisitorSession, flash: Route.SettingsFlash?) async throws -> SettingsPage {
        let profile = visitor.hasProfile ? visitor.reading : nil
        return SettingsPage(mode: visitor.mode, profile: profile, held: try await profile.asyncMap { try await profiles.export($0) }, flash: flash)
    }

    private func export(_ visitor: VisitorSession) async throws -> ProfileViewModel {
        ProfileViewModel(try await profiles.export(visitor.reading))
    }

    /// Deletes what the visitor's profile holds; a visitor's cookie is cleared with it.
    private func delete(_ visitor: VisitorSession) async throws {
        guard visitor.hasProfile else { return }
        try await profiles.delete(visitor.reading)
        if visitor.mode == .perVisitor { visitor.forget() }
    }

    /// The answer to "delete my data" also tells the browser to drop what it kept of this site
    /// (the service worker's saved pages, storage): a shared phone keeps nothing of the visitor.
    static let clearSiteData = HTTPField.Name("Clear-Site-Data")!
    static let clearedSiteData = #""cache", "storage""#
}
