import AlmanacPresentation

/// `/status`: every dataset, its records, freshness, last error and circuits.
struct StatusPage: PageView {
    let datasets: [DatasetStatusViewModel]

    var title: String { "Status" }
    var apiLink: APIRoute? { .status }

    var body: HTML {
        """
        <h1>Status</h1>
        <p class="lead">Every dataset Almanac keeps, how fresh it is, and how its upstream is doing.</p>
        <div class="status-list">
        \(datasets.map(Self.card))
        </div>
        """
    }

    private static func card(_ status: DatasetStatusViewModel) -> HTML {
        let refreshed: HTML = status.refreshedAt.map { "<time datetime=\"\($0)\">\(status.age)</time>" } ?? "never"
        let stale: HTML = status.stale ? " <span class=\"badge\">stale</span>" : .empty
        let origin: HTML = status.origin.map { "\($0)" } ?? "–"
        let lastError: HTML =
            status.lastError.map { "\($0) (<time datetime=\"\(status.lastErrorAt ?? "")\">\(status.lastErrorAt ?? "")</time>)" } ?? "none"
        return """
            <section class="status-card\(HTML.when(status.failing, " failing"))" id="status-\(status.dataset)">
              <h2>\(status.name)</h2>
              <dl>
                <dt>Records</dt><dd>\(status.countsText)</dd>
                <dt>Refreshed</dt><dd>\(refreshed)\(stale)</dd>
                <dt>Origin</dt><dd>\(origin)</dd>
                <dt>Last error</dt><dd>\(lastError)</dd>
                <dt>Circuit</dt><dd>\(status.circuitText)</dd>
                \(status.deferred.map { "<dt>Deferred</dt><dd>\($0)</dd>" as HTML } ?? .empty)
              </dl>
            </section>
            """
    }
}
