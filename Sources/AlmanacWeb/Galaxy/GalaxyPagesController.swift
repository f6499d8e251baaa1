import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The Star Wars HTML pages: a list per resource (search, sort, infinite scroll) and a detail
/// page per record whose every link leads to the linked record's own page.
struct GalaxyPagesController: Sendable {
    let galaxy: GalaxyUseCases
    /// Whether SWAPI was ever loaded (a list says how to load it when not).
    let freshness: DatasetFreshness
    /// The rows and the filter forms, kept drawn.
    let parts: KeptParts
    private var rows: KeptGalaxyRows<HTML> { parts.galaxyRows }
    private var filterForms: KeptDrawings<GalaxyFilterForm, Bool, HTML> { parts.galaxyFilterForms }

    func addRoutes(to pages: PageRoutes) {
        pages.get(.galaxy, redirectingTo: .galaxyList(.people))
        pages.get(.galaxyList, .shared(.swapi), use: list)
        pages.downloads(of: .galaxyList, use: download)
        pages.get(.galaxyRecord, .shared(.swapi), use: record, afterwards: noteView)
    }

    @Sendable func list(_ request: Request, context: AlmanacRequestContext) async throws -> GalaxyListPage {
        let resource = try GalaxyResource(parsing: context.pathParameter("resource"))
        let raw = GalaxyQuery.Parameters(context.query)
        // Read before the records: see `KeptGalaxyRows.rows`.
        let table = try await freshness.table()
        let hasData = table[.swapi] != nil
        let form = GalaxyFilterForm(resource: resource, typed: raw)
        let filterForm = filterForms.drawing(for: form, of: true) { form.body.readyToKeep }
        func page(_ page: Page<HTML>?, filtered: Bool, error: InvalidInput?) -> GalaxyListPage {
            GalaxyListPage(
                resource: resource, raw: raw, filterForm: filterForm, hasData: hasData, error: error,
                countText: CountText.list(page?.total ?? 0, of: Noun(resource.singular, plural: resource.rawValue), filtered: filtered),
                rows: page?.items ?? [],
                pager: PagerLinks(page) { number in
                    var next = raw
                    next.page = number > 1 ? String(number) : nil
                    return .galaxyList(resource, next)
                }
            )
        }
        do {
            let query = try GalaxyQuery(resource: resource, parsing: raw)
            let found = try await galaxy.browse.records(query)
            let drawn = try await rows.rows(of: found.items, in: resource, version: table.version(of: .swapi), galaxy: galaxy)
            return page(Page(items: drawn, request: found.request, total: found.total), filtered: query.isFiltered, error: nil)
        } catch let error as InvalidInput {
            return page(nil, filtered: true, error: error)
        }
    }

    /// Every record of the resource its filters keep, as a file (`ListDownload`).
    func download(_ format: DownloadFormat, _ request: Request, _ context: AlmanacRequestContext) async throws -> Response {
        let resource = try GalaxyResource(parsing: context.pathParameter("resource"))
        let query = try GalaxyQuery(resource: resource, parsing: GalaxyQuery.Parameters(context.query))
        return try ListDownload.linked(
            try await galaxy.browse.everything(query), table: .galaxy(resource), format: format, name: "almanac-\(resource.rawValue)",
            page: { .galaxyRecord($0.reference) }, request: request, context: context)
    }

    @Sendable func record(_ request: Request, context: AlmanacRequestContext) async throws -> GalaxyRecordPage {
        let reference = try Self.reference(context)
        return GalaxyRecordPage(record: GalaxyDetailViewModel(try await galaxy.show(reference)), resource: reference.resource)
    }

    /// The page is shared by every visitor; that this one opened it is noted beside it, for the
    /// home page's "recently viewed" (a failure to note costs the visitor nothing). Only for a
    /// visitor with a profile: reading alone makes none (a crawler would make one a page).
    @Sendable func noteView(_ request: Request, context: AlmanacRequestContext, status: HTTPResponse.Status) async {
        let visitor = context.visitor
        guard [.ok, .notModified].contains(status), visitor.hasProfile, visitor.mayRemember, let reference = try? Self.reference(context) else {
            return
        }
        try? await galaxy.recentlyViewed.note(reference, by: visitor.profileForNotes, newest: visitor.newestView)
    }

    private static func reference(_ context: AlmanacRequestContext) throws -> GalaxyReference {
        GalaxyReference(try GalaxyResource(parsing: context.pathParameter("resource")), try ShowGalaxyRecord.id(parsing: context.idParameter))
    }
}
