import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// Launch Library 2's astronauts, space stations and spacecraft as pages and in the JSON API: each answer
/// the same for everyone until they are refreshed. Their flights and docked vehicles link to
/// the launches the store holds, which are read from the launches' own read model.
extension WebSection {
    /// `/astronauts`, `/astronauts/{id}`, `/stations`, `/stations/{id}`, `/spacecraft`,
    /// `/spacecraft/{id}` and their API calls.
    public static func astronauts(_ astronauts: AstronautUseCases) -> WebSection {
        WebSection { pages, api in AstronautsController(astronauts: astronauts).addRoutes(pages: pages, api: api) }
    }
}

struct AstronautsController: Sendable {
    let astronauts: AstronautUseCases

    func addRoutes(pages: PageRoutes, api: APIRoutes) {
        // Their pages link the launches the store holds: the dataset is shown with the
        // launches' (`DatasetDescription.shownWith`), so a kept page moves with either.
        pages.get(.astronauts, .shared(.astronauts), use: list)
        pages.downloads(of: .astronauts, use: download)
        pages.get(.astronaut, .shared(.astronauts), use: astronaut)
        pages.get(.stations, .shared(.astronauts), use: stations)
        pages.get(.station, .shared(.astronauts), use: station)
        pages.get(.spacecraftList, .shared(.astronauts), use: spacecraftList)
        pages.get(.spacecraft, .shared(.astronauts), use: spacecraft)
        api.get(.apiAstronauts, .shared(.astronauts), use: apiList)
        api.get(.apiAstronaut, .shared(.astronauts), use: apiAstronaut)
        api.get(.apiStations, .shared(.astronauts), use: apiStations)
        api.get(.apiStation, .shared(.astronauts), use: apiStation)
        api.get(.apiSpacecraftList, .shared(.astronauts), use: apiSpacecraftList)
        api.get(.apiSpacecraft, .shared(.astronauts), use: apiSpacecraft)
    }

    private static func query(_ context: AlmanacRequestContext) throws(InvalidInput) -> AstronautQuery {
        let values = context.query
        return try AstronautQuery(
            parsingSearch: values[InputField.search.rawValue], agency: values[InputField.agency.rawValue],
            nationality: values[InputField.nationality.rawValue], status: values[InputField.astronautStatus.rawValue],
            sort: values[InputField.sort.rawValue], page: values[InputField.page.rawValue], limit: values[InputField.limit.rawValue])
    }

    @Sendable func list(_ request: Request, context: AlmanacRequestContext) async throws -> AstronautsPage {
        let environment = context.viewer.page
        do {
            let query = try Self.query(context)
            return AstronautsPage(query: query, listing: try await astronauts.browse(query), environment: environment, error: nil)
        } catch let error as InvalidInput {
            // The form still offers every choice, so the visitor can pick one that exists.
            return AstronautsPage(
                query: AstronautQuery(), listing: try await astronauts.browse(AstronautQuery()), environment: environment, error: error)
        }
    }

    /// Every astronaut the filters keep, as a file (`ListDownload`).
    func download(_ format: DownloadFormat, _ request: Request, _ context: AlmanacRequestContext) async throws -> Response {
        try ListDownload.linked(
            try await astronauts.browse.matching(try Self.query(context)), table: .astronauts, format: format, name: "almanac-astronauts",
            page: { .astronaut(id: String($0.id)) }, request: request, context: context)
    }

    @Sendable func astronaut(_ request: Request, context: AlmanacRequestContext) async throws -> AstronautPage {
        AstronautPage(astronaut: AstronautDetailViewModel(try await astronauts.show(id: context.idParameter), environment: context.viewer.page))
    }

    @Sendable func stations(_ request: Request, context: AlmanacRequestContext) async throws -> StationsPage {
        StationsPage(listing: try await astronauts.stations(), environment: context.viewer.page)
    }

    @Sendable func station(_ request: Request, context: AlmanacRequestContext) async throws -> StationPage {
        StationPage(station: StationDetailViewModel(try await astronauts.station(id: context.idParameter), environment: context.viewer.page))
    }

    @Sendable func apiList(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let page = try await astronauts.browse(try Self.query(context)).page
        let environment = context.viewer.api
        return .page(encoded: try page.items.map { try EncodedJSON(encoding: AstronautRowViewModel($0, environment: environment)) }, of: page)
    }

    @Sendable func apiAstronaut(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(AstronautDetailViewModel(try await astronauts.show(id: context.idParameter), environment: context.viewer.api))
    }

    @Sendable func apiStations(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(StationsViewModel(try await astronauts.stations(), environment: context.viewer.api))
    }

    @Sendable func apiStation(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(StationDetailViewModel(try await astronauts.station(id: context.idParameter), environment: context.viewer.api))
    }

    @Sendable func spacecraftList(_ request: Request, context: AlmanacRequestContext) async throws -> SpacecraftListPage {
        SpacecraftListPage(list: SpacecraftListViewModel(try await astronauts.spacecraft(), environment: context.viewer.page))
    }

    @Sendable func spacecraft(_ request: Request, context: AlmanacRequestContext) async throws -> SpacecraftPage {
        SpacecraftPage(
            spacecraft: SpacecraftDetailViewModel(try await astronauts.oneSpacecraft(id: context.idParameter), environment: context.viewer.page))
    }

    @Sendable func apiSpacecraftList(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(SpacecraftListViewModel(try await astronauts.spacecraft(), environment: context.viewer.api))
    }

    @Sendable func apiSpacecraft(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(SpacecraftDetailViewModel(try await astronauts.oneSpacecraft(id: context.idParameter), environment: context.viewer.api))
    }
}
