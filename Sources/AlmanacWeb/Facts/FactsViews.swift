import AlmanacCore
import AlmanacPresentation

/// What every facts page shows above its content: the section links and the safe-mode toggle,
/// and the fact card they all list facts with.
enum FactsViews {
    enum Current: Sendable { case search, random, today, none }

    /// A titled list of tags (categories, recent searches); nothing when there are none.
    static func tagSection(_ tags: [FactsSearchPage.Tag], id: String, heading: String, className: String) -> HTML {
        guard !tags.isEmpty else { return .empty }
        return """
            <section class="\(className)" aria-labelledby="\(id)-heading">
              <h2 id="\(id)-heading">\(heading)</h2>
              \(Self.tags(tags))
            </section>
            """
    }

    /// The same tags folded behind their heading, above a list (open on a wide screen): never
    /// pushed below results that grow as they load.
    static func foldedTags(_ tags: [FactsSearchPage.Tag], id: String, heading: String, className: String) -> HTML {
        guard !tags.isEmpty else { return .empty }
        return """
            <details class="\(className) tag-panel" id="\(id)" data-open-wide>
              <summary>\(heading)</summary>
              \(Self.tags(tags))
            </details>
            """
    }

    static func tags(_ tags: [FactsSearchPage.Tag]) -> HTML {
        "<ul class=\"tag-links\">\(tags.map { "<li><a href=\"\($0.route)\">\($0.label)</a></li>" as HTML })</ul>"
    }

    static func chrome(current: Current, safeModeOn: Bool, back: String) -> HTML {
        let sections: [(String, Route, Current)] = [
            ("Search", .facts(), .search), ("Random fact", .randomFact(), .random), ("Fact of the day", .factOfTheDay, .today),
        ]
        let toggle: HTML =
            safeModeOn
            ? "<p><span class=\"safe-mode-state\">Safe mode is on:</span> explicit facts are hidden. <button type=\"submit\" name=\"explicit\" value=\"include\" class=\"secondary\">Show explicit facts</button></p>"
            : "<p><span class=\"safe-mode-state\">Safe mode is off:</span> explicit facts are shown. <button type=\"submit\" name=\"explicit\" value=\"hide\" class=\"secondary\">Hide explicit facts</button></p>"
        return """
            \(Components.tabs(label: "Chuck Norris facts", sections.map { ($0.0, $0.1, $0.2 == current) }))
            <form class="safe-mode" method="post" action="\(Route.factsSafeMode)">
              <input type="hidden" name="back" value="\(back)">
              \(toggle)
            </form>
            """
    }

    /// A fact as a card: its text (larger when short) is the link to its page, and a tap anywhere
    /// on the card opens it (as the seed app's cards did); its tags, a share and a star button.
    static func card(_ fact: FactCardViewModel) -> HTML {
        let permalink = Route.fact(id: fact.id)
        return """
            <li class="fact-card">
              <p class="fact-text\(HTML.when(fact.isShort, " short"))"><a class="row-link" href="\(permalink)">\(fact.text)</a></p>
              <ul class="tags" aria-label="Categories">\(fact.tags.map { "<li>\($0)</li>" as HTML })</ul>
              <div class="fact-actions"><button type="button" class="secondary share" data-share data-url="\(permalink)" data-text="\(fact.text)" hidden>Share</button> \(Components.starButton(.fact, id: fact.id))</div>
            </li>
            """
    }

    /// "Offline — saved facts" and similar notices.
    static func notice(_ text: String?) -> HTML {
        text.map { "<p class=\"state notice offline\" role=\"status\">\($0)</p>" } ?? .empty
    }
}
