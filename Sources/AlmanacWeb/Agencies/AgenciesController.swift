import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// Launch Library 2's agencies as pages and in the JSON API: the same use cases and view models,
/// each answer the same for everyone until the agencies are refreshed.
extension WebSection {
    /// `/agencies`, `/agencies/{id}` and their API calls.
    public static func agencies(_ agencies: AgencyUseCases) -> WebSection {
        WebSection { pages, api in AgenciesController(agencies: agencies).addRoutes(pages: pages, api: api) }
    }
}

struct AgenciesController: Sendable {
    let agencies: AgencyUseCases

    func addRoutes(pages: PageRoutes, api: APIRoutes) {
        pages.get(.agencies, .shared(.agencies), use: list)
        pages.get(.agency, .shared(.agencies), use: agency)
        pages.downloads(of: .agencies, use: download)
        api.get(.apiAgencies, .shared(.agencies), use: apiList)
        api.get(.apiAgency, .shared(.agencies), use: apiAgency)
    }

    private static func query(_ context: AlmanacRequestContext) throws(InvalidInput) -> AgencyQuery {
        let values = context.query
        return try AgencyQuery(
            parsingSearch: values[InputField.search.rawValue], type: values[InputField.agencyType.rawValue],
            country: values[InputField.country.rawValue], page: values[InputField.page.rawValue], limit: values[InputField.limit.rawValue])
    }

    @Sendable func list(_ request: Request, context: AlmanacRequestContext) async throws -> AgenciesPage {
        do {
            let query = try Self.query(context)
            return AgenciesPage(query: query, listing: try await agencies.browse(query), error: nil)
        } catch let error as InvalidInput {
            // The form still offers every choice, so the visitor can pick one that exists.
            return AgenciesPage(query: AgencyQuery(), listing: try await agencies.browse(AgencyQuery()), error: error)
        }
    }

    /// Every agency the filters keep, as a file (`ListDownload`).
    func download(_ format: DownloadFormat, _ request: Request, _ context: AlmanacRequestContext) async throws -> Response {
        try ListDownload.linked(
            try await agencies.browse.matching(try Self.query(context)), table: .agencies, format: format, name: "almanac-agencies",
            page: { .agency(id: String($0.id)) }, request: request, context: context)
    }

    @Sendable func agency(_ request: Request, context: AlmanacRequestContext) async throws -> AgencyPage {
        AgencyPage(agency: AgencyDetailViewModel(try await agencies.show(id: context.idParameter)))
    }

    @Sendable func apiList(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let page = try await agencies.browse(try Self.query(context)).page
        return .page(encoded: try page.items.map { try EncodedJSON(encoding: AgencyRowViewModel($0)) }, of: page)
    }

    @Sendable func apiAgency(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(AgencyDetailViewModel(try await agencies.show(id: context.idParameter)))
    }
}
