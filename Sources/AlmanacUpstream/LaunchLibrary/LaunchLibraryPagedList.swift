import AlmanacCore
import Foundation

/// Fetches every page of one of Launch Library 2's reference lists (agencies, astronauts,
/// stations: 100 a page, following `next` on the host that answered) within the request budget
/// its launches share: the free tier's hourly requests are few, so a spent budget fails the
/// refresh for later rather than asking anyway.
struct LaunchLibraryPagedList {
    let mirrors: Mirrors
    let transport: UpstreamTransport
    let budget: RequestBudget
    let pageSize: Int
    let progress: @Sendable (String) -> Void

    /// Every readable element of every page, each with its bytes as sent.
    struct Download<Record> {
        let records: [(record: Record, body: Data)]
        let skippedReasons: [String]
        let base: String
        let requestCount: Int
    }

    /// - Parameters:
    ///   - path: the list's path and query without paging ("/2.3.0/astronauts/?mode=normal").
    ///   - maxPages: a `next` chain longer than this is refused.
    func fetchAll<Record: Sendable>(
        _ path: String, named what: String, maxPages: Int, element: @escaping @Sendable (Data) throws -> Record
    ) async throws -> Download<Record> {
        let separator = path.contains("?") ? "&" : "?"
        let listURL = (mirrors.bases.first ?? "") + path
        let first = try await page(of: listURL, what: what, element: element) { decode in
            try await transport.fetch("\(path)\(separator)limit=\(pageSize)", from: mirrors, api: "ll2", decode: decode)
        }
        var (records, skipped, next) = (first.page.records, first.page.skippedReasons, first.page.next)
        var pages = 1
        while let url = next {
            // Only the host that answered: a `next` elsewhere is not followed.
            guard CircuitBreaker.host(of: url) == CircuitBreaker.host(of: first.base) else {
                throw UpstreamFailure.decoding(url: url, reason: "the next page is on another host than \(first.base)")
            }
            guard pages < maxPages else { throw UpstreamFailure.decoding(url: url, reason: "more than \(maxPages) pages") }
            let fetched = try await page(of: listURL, what: what, element: element) { decode in
                try await transport.fetch("", from: Mirrors([url]), api: "ll2", decode: decode)
            }
            records += fetched.page.records
            skipped += fetched.page.skippedReasons
            next = fetched.page.next
            pages += 1
        }
        return Download(records: records, skippedReasons: skipped, base: first.base, requestCount: pages)
    }

    /// One page, taken from the budget first; a 429 keeps every later request back until its `Retry-After`.
    private func page<Record: Sendable>(
        of listURL: String, what: String, element: @escaping @Sendable (Data) throws -> Record,
        _ request: (@Sendable (UpstreamResponse) throws(UpstreamFailure) -> LaunchLibraryListPage<Record>) async throws -> Fetched<
            LaunchLibraryListPage<Record>
        >
    ) async throws -> (page: LaunchLibraryListPage<Record>, base: String) {
        guard budget.take() else {
            let wait = budget.waitingUntil.map { max(0, $0.timeIntervalSinceNow.rounded(.up)) } ?? 3600
            throw UpstreamFailure.rateLimited(url: listURL, retryAfter: .seconds(wait))
        }
        return try await budget.spending(on: transport, to: mirrors) {
            let fetched = try await request { response throws(UpstreamFailure) in
                try LaunchLibraryListPage.decode(response.body, location: response.url, element: element)
            }
            let page = try fetched.requireValue()
            progress("fetched \(what) from \(fetched.response.url) (\(page.records.count))")
            return (page, fetched.base)
        }
    }
}
