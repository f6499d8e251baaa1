import AlmanacCore

/// The pager under a list ("Page 2 of 5" between previous and next links), which the
/// infinite scroll follows when scripts run. Rendered by `pager.mustache`.
struct PagerLinks: Sendable {
    let pageText: String
    let previousPageURL: String?
    let nextPageURL: String?

    /// `url` builds the link to another page of the same view; nil `page` (bad input) is page 1 of 1.
    init<Item>(_ page: Page<Item>?, url: (Int) -> String) {
        let number = page?.request.page ?? 1
        pageText = "Page \(number) of \(page?.pageCount ?? 1)"
        previousPageURL = number > 1 ? url(number - 1) : nil
        nextPageURL = page?.hasNextPage == true ? url(number + 1) : nil
    }
}
