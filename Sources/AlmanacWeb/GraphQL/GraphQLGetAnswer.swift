import AlmanacCore
import Hummingbird

/// What `GET /graphql` answers: the explorer page in the site's layout, or a client's JSON.
enum GraphQLGetAnswer: PageAnswer {
    case page(GraphQLExplorerPage)
    /// `personal`: the asker's own answer, never kept by a shared cache or the service worker.
    case json(EncodedBody, personal: Bool)

    var dataset: DatasetID? { nil }

    func rendered(chrome: PageChrome) -> RenderedPage {
        switch self {
        case .page(let page): page.rendered(chrome: chrome)
        case .json(let body, let personal): RenderedPage(body: body, status: .ok, cacheControl: personal ? GraphQLController.personal : nil)
        }
    }
}
