import Foundation
import AlmanacCore
import AlmanacPresentation

/// The launches page: filter form (echoing what was typed), rows, pager and the per-year chart.
struct LaunchesPage: Sendable {
    let freshness: FreshnessViewModel?
    let timeZone: String
    let hasData: Bool
    let filters: Filters
    let errorMessage: String?
    let countText: String
    let rows: [LaunchRowViewModel]
    let hasRows: Bool
    let firstIndex: Int
    let pager: PagerLinks
    let stats: LaunchStatsViewModel?

    struct Filters: Sendable {
        let search, year, from, to, limit: String?
        let outcomes, rockets, sorts: [SelectOption]

        init(_ raw: LaunchQuery.Parameters, rockets: [Rocket]) {
            search = raw.search
            year = raw.year
            from = raw.from
            to = raw.to
            limit = raw.limit
            let outcome = raw.outcome ?? "any"
            outcomes = [("any", "Any outcome"), ("success", "Success"), ("failure", "Failure"), ("upcoming", "Upcoming"), ("unknown", "Unknown")]
                .map { SelectOption(value: $0.0, label: $0.1, selected: $0.0 == outcome) }
            let rocket = raw.rocket ?? ""
            self.rockets = [SelectOption(value: "", label: "Any rocket", selected: rocket.isEmpty)]
                + rockets.map { SelectOption(value: $0.id, label: $0.name, selected: !rocket.isEmpty && $0.isNamed(by: rocket)) }
            let sort = raw.sort ?? DateSortOrder.descending.rawValue
            sorts = [("desc", "Newest first"), ("asc", "Oldest first")]
                .map { SelectOption(value: $0.0, label: $0.1, selected: $0.0 == sort) }
        }
    }

    /// The URL of another page of the same view: every filter kept, only `page` changed.
    static func url(for raw: LaunchQuery.Parameters, page: Int) -> String {
        QueryString.url("/spacex/launches", [
            ("q", raw.search), ("year", raw.year), ("from", raw.from), ("to", raw.to),
            ("outcome", raw.outcome), ("rocket", raw.rocket), ("sort", raw.sort), ("limit", raw.limit),
            ("page", page > 1 ? String(page) : nil),
        ])
    }

    /// "193 launches", "1 launch matches", "No launches match".
    static func countText(total: Int, filtered: Bool) -> String {
        ListCountText.text(total: total, filtered: filtered, singular: "launch", plural: "launches")
    }
}
