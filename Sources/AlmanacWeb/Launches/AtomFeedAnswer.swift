import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// An Atom feed as the answer to a page route: a document of its own, not a page in the layout,
/// kept and answered with its ETag (`If-None-Match`) as shared pages are.
struct AtomFeedAnswer: PageAnswer {
    let feed: AtomFeed
    var dataset: DatasetID? { .launchLibrary }

    func rendered(chrome: PageChrome) -> RenderedPage {
        RenderedPage(body: EncodedBody(feed.xml.utf8, contentType: AtomFeed.mediaType), status: .ok)
    }
}
