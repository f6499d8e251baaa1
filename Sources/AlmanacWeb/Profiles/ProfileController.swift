import AlmanacCore
import AlmanacPresentation
import Foundation
import HTTPTypes
import Hummingbird

/// The visitor's own data: the settings page and its forms (device move, download, delete), and
/// the API's `/api/v1/profile`. Every answer here is private to its visitor.
struct ProfileController: Sendable {
    let context: WebContext

    private var profiles: Profiles { context.services.profiles }

    func addRoutes(to router: SiteRouter) {
        router.get(.settings) { request, requestContext in
            await context.page(request, requestContext, proxyImages: false) { environment in
                let flash = request.parameter("done").flatMap(Route.SettingsFlash.init(rawValue:))
                return try await context.render(try await settings(requestContext.visitor, flash: flash), request, environment)
            }
        }
        router.post(.makeMoveCode) { request, requestContext in
            await context.page(request, requestContext, proxyImages: false) { environment in
                let visitor = requestContext.visitor
                var page = try await settings(visitor, flash: nil)
                if visitor.mode == .perVisitor, visitor.hasProfile {
                    let code = try await profiles.makeMoveCode(for: visitor.reading)
                    page.moveLink = Self.origin(of: request, viaHTTPS: requestContext.client.viaHTTPS) + Route.profileMove(code: code).href
                }
                return try await context.render(page, request, environment)
            }
        }
        router.get(.profileMove) { request, requestContext in
            await context.page(request, requestContext, proxyImages: false) { environment in
                try await context.render(ProfileMovePage(code: request.parameter("code") ?? ""), request, environment)
            }
        }
        router.post(.redeemMoveCode) { request, requestContext in
            await context.action(request, requestContext) {
                let code = try await FormBody.read(request)["code"] ?? ""
                guard requestContext.visitor.mode == .perVisitor, let profile = try await profiles.redeem(moveCode: code) else {
                    return Redirect.to(.settings(flash: .codeExpired))
                }
                requestContext.visitor.adopt(profile)
                return Redirect.to(.settings(flash: .moved))
            }
        }
        router.get(.profileData) { request, requestContext in
            await context.api(requestContext.logger) {
                var response = try JSONResponder.encode(try await export(requestContext.visitor), meta: ["profile": "yours"]).response(for: request)
                response.headers[.contentDisposition] = #"attachment; filename="almanac-my-data.json""#
                response.headers[.cacheControl] = "private, no-store"
                return response
            }
        }
        router.post(.deleteProfile) { request, requestContext in
            await context.action(request, requestContext) {
                try await delete(requestContext.visitor)
                return Self.clearingSiteData(Redirect.to(.settings(flash: .deleted)))
            }
        }
        router.get(.apiProfile) { request, requestContext in
            await context.api(requestContext.logger) {
                var response = try JSONResponder.encode(
                    try await export(requestContext.visitor), meta: ["mode": requestContext.visitor.mode.rawValue]
                )
                .response(for: request)
                response.headers[.cacheControl] = "private, no-store"
                return response
            }
        }
        router.delete(.apiProfile) { request, requestContext in
            await context.api(requestContext.logger) {
                try await delete(requestContext.visitor)
                return Self.clearingSiteData(
                    try JSONResponder.encode(try await export(requestContext.visitor), meta: ["mode": requestContext.visitor.mode.rawValue])
                        .response(for: request)
                )
            }
        }
    }

    private func settings(_ visitor: VisitorSession, flash: Route.SettingsFlash?) async throws -> SettingsPage {
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
        visitor.preferencesChanged()
        context.services.galaxy.recentlyViewed.forget(visitor.reading)
        if visitor.mode == .perVisitor { visitor.forget() }
    }

    /// `http://host:port` as the visitor reached the server (an authority `RequestGuardMiddleware`
    /// checked: a host name or address and a port, nothing else), for a link to open on another device.
    private static func origin(of request: Request, viaHTTPS: Bool) -> String {
        let scheme = viaHTTPS ? "https" : "http"
        return request.head.authority.map { "\(scheme)://\($0)" } ?? ""
    }

    /// The answer to "delete my data" also tells the browser to drop what it kept of this site
    /// (the service worker's saved pages, storage): a shared phone keeps nothing of the visitor.
    static func clearingSiteData(_ response: Response) -> Response {
        var response = response
        response.headers[Self.clearSiteData] = #""cache", "storage""#
        return response
    }

    static let clearSiteData = HTTPField.Name("Clear-Site-Data")!
}
