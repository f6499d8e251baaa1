import AlmanacCore
import AlmanacPresentation

/// `/spacex`: the company card, or how to load SpaceX data when there is none.
struct CompanyPage: PageView {
    let company: CompanyViewModel?

    var title: String { "SpaceX" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .spacex }
    var apiLink: APIRoute? { .company }

    var body: HTML {
        guard let company else { return Components.noSpaceXData }
        let summary: HTML = company.summary.map { "<p>\($0)</p>" } ?? .empty
        return """
            \(SpaceXViews.tabs(current: .company))
            <h1>\(company.name)</h1>
            <p class="lede company-sentence">\(company.sentence)</p>
            \(summary)
            <dl class="facts">
            \(Components.facts(company.facts.map { ($0.label, $0.value) }))
            </dl>
            \(Components.externalLinks(company.links.map { ($0.label, $0.url) }))
            <p class="actions"><a class="button" href="\(Route.launches())">Browse launches</a> <a class="button secondary" href="\(Route.rockets)">Rockets catalogue</a></p>
            """
    }
}
