import AlmanacCore
import Foundation

/// The launches list as both faces show it, page and terminal, so the two cannot drift: the
/// filters as typed (to echo back), the linked records they can name, the page asked for with its
/// count in words, the refusal of a bad filter, and, on the whole list's first page, the launch
/// that is next. Rows are the store's (`BrowseLaunches.Row`): the terminal puts each into words
/// (`LaunchRowViewModel`), the web page draws each (and keeps the drawing).
public struct LaunchListViewModel: Sendable {
    /// The filters as the visitor typed them.
    public let parameters: LaunchQuery.Parameters
    /// The providers, countries, rockets and pads the filters can name.
    public let choices: LaunchReferences
    /// How many launches each choice would list with the other filters in force, by link and
    /// record id (`BrowseLaunches.counts`); none when the filters were refused.
    public let counts: [LaunchLink: [String: Int]]
    /// Launches per year of what a name search or a link filter keeps (`BrowseLaunches.
    /// countsPerYear`); nil without either, when the chart is the whole store's.
    public let countsPerYear: [LaunchYearCounts]?
    /// What the filters were refused for; then there is no page.
    public let error: InvalidInput?
    /// The rows asked for, with the list's true total.
    public let page: Page<BrowseLaunches.Row>?
    /// "193 launches", "2 launches match", "No launches match".
    public let countText: String
    /// "Times in New York time.": the zone every row's time is in, said once.
    public let zoneText: String
    /// The first launch still ahead, on the unfiltered first page (the whole list, newest first,
    /// opens on far-off plans: what is next comes first).
    public let next: BrowseLaunches.Row?

    /// Whether any launches were ever loaded.
    public var hasData: Bool { !choices.isEmpty }

    /// The rows shown; none when the filters were refused.
    public var rows: [BrowseLaunches.Row] { page?.items ?? [] }

    /// The position of the first row in the whole list, from 1.
    public var firstIndex: Int { (page?.request.offset ?? 0) + 1 }

    /// Below the list in a terminal: "Page 1 of 10, 193 launches in all."
    public var pageText: String { page.map { CountText.page($0, of: .launch) } ?? "" }

    private static func zoneText(_ environment: PresentationEnvironment) -> String {
        "Times in \(LaunchTimeText.zoneWords(environment.calendar.timeZone))."
    }

    /// Reads the list `parameters` ask for; a refused filter is kept in `error`, not thrown.
    public static func load(
        _ parameters: LaunchQuery.Parameters, launches: LaunchUseCases, environment: PresentationEnvironment
    ) async throws -> LaunchListViewModel {
        let choices = try await launches.filterChoices()
        do {
            let query = try LaunchQuery(parsing: parameters, asOf: environment.now())
            let found = try await launches.browse(query, references: choices)
            let counts = try await launches.browse.counts(query, references: choices)
            let narrowed = query.search != nil || !query.links.isEmpty
            let countsPerYear = narrowed ? try await launches.browse.countsPerYear(query, references: choices) : nil
            let next =
                query.isFiltered || query.page.page > 1
                ? nil
                : try await launches.upcoming.first(after: environment.now())
            return LaunchListViewModel(
                parameters: parameters, choices: choices, counts: counts, countsPerYear: countsPerYear, error: nil, page: found,
                countText: CountText.list(found.total, of: .launch, filtered: query.isFiltered), zoneText: zoneText(environment), next: next
            )
        } catch let error as InvalidInput {
            return LaunchListViewModel(
                parameters: parameters, choices: choices, counts: [:], countsPerYear: nil, error: error, page: nil,
                countText: CountText.list(0, of: .launch, filtered: true),
                zoneText: zoneText(environment), next: nil
            )
        }
    }
}
