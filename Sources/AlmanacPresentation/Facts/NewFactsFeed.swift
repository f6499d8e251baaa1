import AlmanacCore
import Foundation

/// The facts the facts API brought that Almanac had not stored before (`DiscoveredFact`), as an
/// Atom feed, of one category or of all: each entry's id is the fact's page, so a reader shows
/// each fact once however often it is read.
public enum NewFactsFeed {
    /// The feed's title, and the title of the pages' links to it.
    public static func title(category: String?) -> String {
        category.map { "Almanac: new \($0) facts" } ?? "Almanac: new facts"
    }

    /// `facts` newest first; `origin` is "http://host:port"; `address` and `page` the feed's and
    /// the page's addresses, absolute; `refreshedAt` stands for the feed's time while it is empty.
    public static func feed(
        _ facts: [DiscoveredFact], category: String?, origin: String, address: String, page: String, refreshedAt: Date
    ) -> AtomFeed {
        let entries = facts.map { discovered in
            let link = origin + Route.fact(id: discovered.fact.id).href
            return AtomFeed.Entry(
                id: link, title: SearchResultsViewModel.excerpt(discovered.fact.text, limit: 100), updated: discovered.discoveredAt,
                link: link, summary: discovered.fact.text)
        }
        let subtitle =
            "Chuck Norris facts \(category.map { "in the \($0) category " } ?? "")that chucknorris.io sent and Almanac had not kept before"
        return AtomFeed(
            address: address, page: page, title: title(category: category), subtitle: subtitle, entries: entries, emptySince: refreshedAt)
    }
}
