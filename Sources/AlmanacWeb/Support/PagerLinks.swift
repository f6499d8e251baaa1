import AlmanacCore
import AlmanacPresentation

/// The pager under a list ("Page 2 of 5" between previous and next links), which the
/// infinite scroll follows when scripts run.
struct PagerLinks: Sendable {
    let pageText: String
    let previous: Route?
    let next: Route?

    /// `route` builds the link to another page of the same view; nil `page` (bad input) is page 1 of 1.
    init<Item>(_ page: Page<Item>?, route: (Int) -> Route) {
        let number = page?.request.page ?? 1
        pageText = "Page \(number) of \(page?.pageCount ?? 1)"
        previous = number > 1 ? route(number - 1) : nil
        next = page?.hasNextPage == true ? route(number + 1) : nil
    }
}
