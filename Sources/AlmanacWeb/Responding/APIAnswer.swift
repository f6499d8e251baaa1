import AlmanacCore
import HTTPTypes
import Hummingbird

/// What an API handler answers: its data and what it adds to `meta` (a list's page and total, a
/// search's source); `APIRoutes` gives the rest of `meta` (the dataset's freshness, the viewer's
/// zone), encodes the envelope with its ETag and keeps it when the route is shared.
struct APIAnswer: Sendable {
    var status: HTTPResponse.Status = .ok
    var headers: HTTPFields = [:]
    private let data: Content
    /// `meta` as this answer gives it, from the route's (nil: a route of no dataset).
    private var meta: @Sendable (APIMeta?) -> any Encodable & Sendable

    /// `data`: a value to encode, or one encoded already (from parts kept encoded).
    private enum Content: Sendable {
        case value(any Encodable & Sendable)
        case encoded(EncodedJSON)
    }

    private init(_ data: Content, meta: @escaping @Sendable (APIMeta?) -> any Encodable & Sendable) {
        self.data = data
        self.meta = meta
    }

    /// `data` with the route's `meta`.
    static func data(_ data: some Encodable & Sendable) -> APIAnswer {
        APIAnswer(.value(data)) { $0 }
    }

    /// `data` encoded already, with the route's `meta`.
    static func data(encoded data: EncodedJSON) -> APIAnswer {
        APIAnswer(.encoded(data)) { $0 }
    }

    /// A whole list whose rows are kept encoded, with the route's `meta`.
    static func list(encoded rows: [EncodedJSON]) -> APIAnswer {
        .data(encoded: EncodedJSON(array: rows))
    }

    /// One page of a list whose rows are kept encoded, with its position and the list's true
    /// total in `meta`.
    static func page<Item>(encoded rows: [EncodedJSON], of page: Page<Item>) -> APIAnswer {
        let (number, limit, total) = (page.request.page, page.request.limit, page.total)
        return APIAnswer(.encoded(EncodedJSON(array: rows))) { $0?.paged(page: number, limit: limit, total: total) }
    }

    /// `data` with a `meta` of its own rather than a dataset's (every dataset's status, a profile).
    static func data(_ data: some Encodable & Sendable, meta: some Encodable & Sendable) -> APIAnswer {
        APIAnswer(.value(data)) { _ in meta }
    }

    /// `data` encoded already, with a `meta` of its own.
    static func data(encoded data: EncodedJSON, meta: some Encodable & Sendable) -> APIAnswer {
        APIAnswer(.encoded(data)) { _ in meta }
    }

    /// The same answer with `extra` fields beside `meta`'s (a search's term and source).
    func adding(_ extra: some Encodable & Sendable) -> APIAnswer {
        var answer = self
        answer.meta = { [meta] base in ExtendedMeta(base: meta(base), extra: extra) }
        return answer
    }

    /// The answer with another status (`201 Created`, `202 Accepted`).
    func with(status: HTTPResponse.Status) -> APIAnswer {
        var answer = self
        answer.status = status
        return answer
    }

    /// The answer with a header set (`Content-Disposition`, `Cache-Control`).
    func with(_ name: HTTPField.Name, _ value: String) -> APIAnswer {
        var answer = self
        answer.headers[name] = value
        return answer
    }

    /// `{"data": …, "meta": …}`, encoded once.
    func body(meta base: APIMeta?) throws -> EncodedBody {
        switch data {
        case .value(let value): try JSONResponder.encode(Encoded(value), meta: Encoded(meta(base)))
        case .encoded(let data): try JSONResponder.encode(data: data, meta: Encoded(meta(base)))
        }
    }

    /// A value of any encodable type, encoded as itself.
    private struct Encoded: Encodable {
        let value: any Encodable
        init(_ value: any Encodable) { self.value = value }
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }
}
