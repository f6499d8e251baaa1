import AlmanacCore
import AlmanacPresentation
import AlmanacReplay
import Foundation
import HTTPTypes
import Hummingbird

/// Drop-in mirrors of the upstream APIs Almanac keeps, answered from the store in each
/// upstream's own shape, paging and errors, so a client written against the upstream works when
/// pointed at the mirror's prefix (and another Almanac can sync from this one): the SpaceX API
/// at `/mirror/spacex/` (v4, v5's launches and v3), SWAPI as swapi.dev at `/mirror/swapi/api/`, Launch Library 2 at
/// `/mirror/ll2/`, chucknorris.io at `/mirror/chucknorris/jokes/` and Open-Meteo at
/// `/mirror/open-meteo/v1/` (docs/mirrors.md lists what each answers). The shapes are the replay
/// server's (`AlmanacReplay`), made from the store by `MirrorShapes`. Every answer says how old its data is: `Age`, and `Warning: 110` once it is older than the
/// dataset's refresh interval (the upstream APIs have no field for it), and
/// `Access-Control-Allow-Origin: *`, so a page on any site may read it as it reads the upstream.
struct MirrorController: Sendable {
    let shapes: MirrorShapes
    /// For a forecast at coordinates none kept is near: fetched through the upstream gate, and kept.
    let forecasts: CityForecast
    let freshness: DatasetFreshness
    let now: Now

    /// The routes of the mirrors in `apis` (`--mirror`).
    func addRoutes(to pages: PageRoutes, mirroring apis: Set<MirroredAPI>) {
        if apis.contains(.spacex) { addSpaceX(to: pages) }
        if apis.contains(.swapi) { addSWAPI(to: pages) }
        if apis.contains(.chucknorris) { addChuckNorris(to: pages) }
        if apis.contains(.ll2) { addLaunchLibrary(to: pages) }
        if apis.contains(.openMeteo) { addOpenMeteo(to: pages) }
    }

    private func addSpaceX(to pages: PageRoutes) {
        // An Almanac syncing from this one is answered the API's records as sent (it merges Launch
        // Library 2 itself); anyone else, with SpaceX's launches since the API stopped.
        let caching = Keeping.byAddress { request, _ in Self.wantsAsSent(request) ? "as-sent" : "" }
        mirror(.mirrorSpaceX, caching, pages) { request, context in
            try await spacex(request, context, path: context.pathParameter("list"))
        }
        mirror(.mirrorSpaceXRecord, caching, pages) { request, context in
            try await spacex(request, context, path: "\(context.pathParameter("list"))/\(context.idParameter)")
        }
        pages.router.on(.mirrorSpaceXQuery, .post, in: .api, reuse: .perRequest) { [shapes] request, context -> Response in
            let version = context.pathParameter("version"), list = context.pathParameter("list")
            guard version == "v4" || (version == "v5" && list == "launches") else {
                return EncodedBody(SpaceXShape.notFound.body.utf8, contentType: "text/plain; charset=utf-8").response(for: request, status: .notFound)
            }
            let body = try await RequestBodyReader.collect(request, limit: Self.queryBodyLimit)
            var (status, text) = try await shapes.spacex(asSent: Self.wantsAsSent(request)).query(list: list, body: Data(body.readableBytesView))
            if status == 200, version == "v5" { text = SpaceXVersion5.launches(fromVersion4: text) }
            let type = status == 200 ? EncodedBody.json : "text/plain; charset=utf-8"
            return EncodedBody(text.utf8, contentType: type).response(for: request, status: HTTPResponse.Status(code: status))
        }
    }

    /// The largest query body read: real ones are a few hundred bytes.
    static let queryBodyLimit = 64 * 1024

    private static func wantsAsSent(_ request: Request) -> Bool {
        request.headers[HTTPField.Name(MirrorRecords.header)!] == MirrorRecords.asSent
    }

    /// v4 as kept, v5's launches (v4's with crew roles) and v3 made from them.
    private func spacex(_ request: Request, _ context: AlmanacRequestContext, path: String) async throws -> MirrorAnswer {
        let version = context.pathParameter("version")
        var status: Int, body: String
        switch version {
        case "v4": (status, body) = try await shapes.spacex(asSent: Self.wantsAsSent(request)).answer(path: path)
        case "v5" where path.hasPrefix("launches"):
            (status, body) = try await shapes.spacex().answer(path: path)
            if status == 200 { body = SpaceXVersion5.launches(fromVersion4: body) }
        case "v3": (status, body) = try await shapes.spacexVersion3().answer(path: path, query: Self.query(request))
        default: (status, body) = SpaceXShape.notFound
        }
        var answer = MirrorAnswer(status: status, json: body)
        if status != 200 { answer.contentType = "text/plain; charset=utf-8" }
        return answer
    }

    private func addOpenMeteo(to pages: PageRoutes) {
        mirror(.mirrorGeocoding, .byAddress(), pages) { request, _ in
            let (status, body) = try await shapes.openMeteo().answer(path: "/v1/search", query: Self.query(request)) ?? (404, Data())
            return MirrorAnswer(status: status, json: String(decoding: body, as: UTF8.self))
        }
        mirror(.mirrorForecast, .byAddress(), pages) { request, _ in try await forecast(request) }
    }

    /// The forecast kept nearest the coordinates; else fetched from Open-Meteo (within the
    /// asker's budget of upstream calls) and kept, or a 404 saying why it could not be.
    private func forecast(_ request: Request) async throws -> MirrorAnswer {
        let query = Self.query(request)
        let (status, body) = try await shapes.openMeteo().answer(path: "/v1/forecast", query: query) ?? (404, Data())
        guard status == 404, let latitude = query["latitude"].flatMap(Double.init), let longitude = query["longitude"].flatMap(Double.init) else {
            return MirrorAnswer(status: status, json: String(decoding: body, as: UTF8.self))
        }
        do {
            guard let fetched = try await forecasts.fetchAndKeep(latitude: latitude, longitude: longitude) else {
                return MirrorAnswer(status: status, json: String(decoding: body, as: UTF8.self))
            }
            return MirrorAnswer(status: 200, json: String(decoding: fetched.body, as: UTF8.self))
        } catch let failure as UpstreamFailure {
            let reason = try JSONSerialization.data(withJSONObject: [
                "error": true, "reason": "No forecast is kept there, and Open-Meteo could not be asked: \(failure)",
            ])
            return MirrorAnswer(status: 404, json: String(decoding: reason, as: UTF8.self))
        }
    }

    private func addSWAPI(to pages: PageRoutes) {
        let swapi = Keeping.perOrigin
        mirror(.mirrorSWAPIRoot, swapi, pages) { request, context in try await galaxy(request, context, path: "") }
        mirror(.mirrorSWAPIList, swapi, pages) { request, context in
            try await galaxy(request, context, path: context.pathParameter("resource"))
        }
        mirror(.mirrorSWAPIRecord, swapi, pages) { request, context in
            try await galaxy(request, context, path: "\(context.pathParameter("resource"))/\(context.idParameter)")
        }
    }

    private func addChuckNorris(to pages: PageRoutes) {
        mirror(.mirrorFactCategories, .byAddress(), pages) { request, _ in try await jokes(request, "categories") }
        mirror(.mirrorFactSearch, .byAddress(), pages) { request, _ in try await jokes(request, "search") }
        // A new pick each time, as the upstream's.
        mirror(.mirrorRandomFact, .never, pages) { request, _ in
            var answer = try await jokes(request, "random")
            answer.cacheControl = "no-store"
            return answer
        }
        mirror(.mirrorFact, .byAddress(), pages) { request, context in try await jokes(request, context.idParameter) }
    }

    private func addLaunchLibrary(to pages: PageRoutes) {
        // Its `next` and `previous` links are absolute, to the address asked.
        let launchLibrary = Keeping.perOrigin
        mirror(.mirrorLaunchLibrary, launchLibrary, pages) { request, context in try await launches(request, context, \.all) }
        mirror(.mirrorLaunchLibraryUpcoming, launchLibrary, pages) { request, context in try await launches(request, context, \.upcoming) }
        mirror(.mirrorLaunchLibraryPrevious, launchLibrary, pages) { request, context in try await launches(request, context, \.previous) }
        for template in [RouteTemplate.mirrorAgencies, .mirrorAstronauts, .mirrorSpaceStations, .mirrorSpacecraft] {
            mirror(template, .perOrigin, pages) { request, context in
                let path = String(template.pattern.dropFirst("/mirror/ll2".count)) + "/"
                let page = try await shapes.launchLibraryReferences().answer(
                    path: path, query: Self.query(request), origin: request.origin(context) + "/mirror/ll2")
                return MirrorAnswer(status: page == nil ? 404 : 200, json: page ?? #"{"detail":"Not found."}"#)
            }
        }
        mirror(.mirrorLaunchLibraryLaunch, launchLibrary, pages) { request, context in
            guard let body = try await shapes.launchLibraryBody(id: context.idParameter) else {
                return MirrorAnswer(status: 404, json: #"{"detail":"Not found."}"#)
            }
            return MirrorAnswer(status: 200, json: Self.query(request)["mode"] == "list" ? LaunchLibraryListMode.record(body) : body)
        }
    }

    private func galaxy(_ request: Request, _ context: AlmanacRequestContext, path: String) async throws -> MirrorAnswer {
        let base = request.origin(context) + RouteTemplate.mirrorSWAPIRoot.pattern
        let (status, json) = try await shapes.galaxy().answer(style: .paged, path: path, query: Self.query(request), base: base)
        return MirrorAnswer(status: status, json: json)
    }

    private func jokes(_ request: Request, _ name: String) async throws -> MirrorAnswer {
        let (status, json) = try await shapes.chuckNorris().answer(path: "/jokes/\(name)", query: Self.query(request))
        return MirrorAnswer(status: status, json: json)
    }

    /// A page of one of Launch Library's lists, as it pages and filters them.
    private func launches(
        _ request: Request, _ context: AlmanacRequestContext, _ list: KeyPath<MirrorShapes.LaunchIndex, [LaunchLibraryPaging.Entry]>
    ) async throws -> MirrorAnswer {
        let address = request.origin(context) + request.uri.path
        switch LaunchLibraryPaging.page(try await shapes.launchLibrary()[keyPath: list], query: Self.query(request), address: address) {
        case .failure(let refusal):
            return MirrorAnswer(status: 400, json: refusal.body)
        case .success(let page):
            var records = try await shapes.launchLibraryBodies(page.ids)
            if Self.query(request)["mode"] == "list" { records = records.map(LaunchLibraryListMode.record) }
            return MirrorAnswer(status: 200, json: page.document(records))
        }
    }

    /// The query, decoded as the upstreams' frameworks decode it (`+` a space: SWAPI's
    /// `?search=luke+sky`); the last of a name given twice.
    private static func query(_ request: Request) -> [String: String] {
        FormBody.fields(of: request.uri.query ?? "")
    }

    /// How a mirror's answers are kept: by address (and a variant of the request), or never (a
    /// random pick). A mirror has no page frame, so nothing else keys them but the data's version.
    enum Keeping: Sendable {
        case byAddress(variant: (@Sendable (Request, AlmanacRequestContext) -> String)? = nil)
        case never

        /// For answers whose links are absolute (`next`, `previous`, SWAPI's `url`s), to the address asked.
        static let perOrigin = Keeping.byAddress { request, context in request.origin(context) }
    }

    /// A mirror's route: in the API's group (an error is JSON), kept as `keeping` says (until the
    /// version of the dataset it answers from moves), and
    /// stamped with its data's age on the way out, from the same read of the freshness table.
    private func mirror(
        _ template: RouteTemplate, _ keeping: Keeping, _ pages: PageRoutes,
        _ handler: @escaping @Sendable (Request, AlmanacRequestContext) async throws -> MirrorAnswer
    ) {
        // The SpaceX mirror adds Launch Library 2's launches: kept until either changes.
        let dataset = Self.dataset(of: template)
        let reuse: AnswerReuse = if case .never = keeping { .perRequest } else { .shared }
        pages.router.on(template, .get, in: .api, reuse: reuse) { [freshness, now, answers = pages.responder.answers] request, context in
            let table = try await freshness.table()
            func made() async throws -> MadeAnswer {
                let answer = try await handler(request, context)
                return MadeAnswer(
                    body: EncodedBody(answer.json.utf8, contentType: answer.contentType), status: answer.status, cacheControl: answer.cacheControl)
            }
            var response: Response
            if case .byAddress(let variant) = keeping {
                let key = SharedAnswerKey.page(
                    PageKey(
                        uri: request.uri.description, day: 0, zone: "", footers: [], variant: variant?(request, context) ?? "",
                        versions: table.versions(stating: dataset, drawnFrom: dataset == .spacex ? [.launchLibrary] : [])))
                if let hit = answers.cached(key) {
                    response = hit.response(for: request)
                } else {
                    response = try await answers.made(for: key, made).response(for: request)
                }
            } else {
                response = try await made().response(for: request)
            }
            // Public data, read without credentials: a page on any site may fetch it, as from the upstream.
            response.headers[.accessControlAllowOrigin] = "*"
            guard let refreshed = table[dataset]?.refreshedAt else { return response }
            let age = max(0, Int(now().timeIntervalSince(refreshed)))
            response.headers[.age] = String(age)
            if Double(age) > dataset.defaultMaxAge.seconds {
                response.headers[.warning] = "110 almanac \"Response is Stale\""
            }
            return response
        }
    }

    private static func dataset(of template: RouteTemplate) -> DatasetID {
        if template.pattern.hasPrefix(RouteTemplate.mirrorSWAPIRoot.pattern) { return .swapi }
        if template.pattern.hasPrefix(RouteTemplate.mirrorLaunchLibrary.pattern) { return .launchLibrary }
        if template == .mirrorAgencies { return .agencies }
        if template.pattern.hasPrefix("/mirror/ll2/2.3.0/") { return .astronauts }
        if template.pattern.hasPrefix("/mirror/spacex/") { return .spacex }
        if template.pattern.hasPrefix("/mirror/open-meteo/") { return .weather }
        return .facts
    }
}

extension HTTPField.Name {
    /// RFC 7234's staleness warning: obsolete in RFC 9111, still what HTTP caches and clients
    /// of these APIs recognise.
    static let warning = HTTPField.Name("Warning")!
}
