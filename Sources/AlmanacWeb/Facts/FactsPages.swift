import AlmanacPresentation

/// The search page: form, category tags, recent searches, and the results with their notice.
struct FactsSearchPage: Sendable {
    struct Tag: Sendable {
        let label: String
        let url: String
    }

    let freshness: FreshnessViewModel?
    let timeZone: String
    let chrome: FactsChrome
    /// The term in the search box.
    let term: String
    let errorMessage: String?
    let notice: String?
    let countText: String
    let facts: [FactCardViewModel]
    let hasFacts: Bool
    let pager: PagerLinks
    let categories: [Tag]
    let hasCategories: Bool
    let recent: [Tag]
    let hasRecent: Bool
    let apiURL: String

    /// "12 facts about “dev”", "1 fact about …", "No facts about …".
    static func countText(total: Int, term: String) -> String {
        switch total {
        case 0: "No facts about “\(term)”"
        case 1: "1 fact about “\(term)”"
        default: "\(NumberText.grouped(total)) facts about “\(term)”"
        }
    }
}

/// One fact on its own page: a permalink, a random pick or the fact of the day.
struct FactPage: Sendable {
    let freshness: FreshnessViewModel?
    let timeZone: String
    let chrome: FactsChrome
    let heading: String
    /// Nil when the fact is hidden by safe mode.
    let fact: FactCardViewModel?
    let notice: String?
    let hiddenMessage: String?
    /// "Another random fact" (of the same category) on random pages.
    let againURL: String?
    let againLabel: String?
    let apiURL: String
}
