import AlmanacCore
import Foundation

/// Fetches launches from Launch Library 2 (`/2.2.0/launch/{upcoming,previous}/`, `mode=detailed`,
/// 100 a page, following `next`): every provider's, or those of the providers followed
/// (`lsp__id=121,147`), within a request budget: the free tier allows about 15 requests an hour,
/// and a 429's `Retry-After` is kept to.
public struct LaunchLibraryAPISource: LaunchLibrarySource {
    public static let defaultBaseURL = "https://ll.thespacedevs.com"
    public static let defaultPageSize = 100
    /// No list needs more pages than this (every provider's previous launches are some 75 of
    /// 100); a `next` chain beyond it is refused.
    static let maxPages = 300

    private let mirrors: Mirrors
    private let transport: UpstreamTransport
    private let budget: RequestBudget
    private let pageSize: Int
    public let providers: [Int]
    private let progress: @Sendable (String) -> Void

    /// - Parameters:
    ///   - pageSize: launches per request, LL2's maximum unless a test wants more pages.
    ///   - providers: the providers followed, by Launch Library 2 id; none: every provider.
    public init(
        mirrors: Mirrors, transport: UpstreamTransport, budget: RequestBudget, pageSize: Int = Self.defaultPageSize,
        providers: [Int] = [], progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.mirrors = mirrors
        self.transport = transport
        self.budget = budget
        self.pageSize = pageSize
        self.providers = Array(Set(providers)).sorted()
        self.progress = progress
    }

    public func fetch(_ list: LaunchLibraryList, updatedSince: Date?, before: Date?) async throws -> LaunchLibraryFetch {
        var query = "mode=detailed&limit=\(pageSize)"
        if !providers.isEmpty { query += "&lsp__id=" + providers.map(String.init).joined(separator: ",") }
        for (name, date) in [("last_updated__gte", updatedSince), ("net__lt", before)] {
            guard let date else { continue }
            query += "&\(name)=" + (date.formatted(.iso8601).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        }
        // Within the budget; a 429's wait is a failure, an hour's requests spent is not: the
        // list is simply left for the next refresh.
        guard budget.take() else {
            if let until = budget.waitingUntil {
                throw UpstreamFailure.rateLimited(
                    url: (mirrors.bases.first ?? "") + "/2.2.0/launch/\(list.rawValue)/",
                    retryAfter: .seconds(max(0, until.timeIntervalSinceNow.rounded(.up)))
                )
            }
            return LaunchLibraryFetch(list: list, entries: [], isComplete: false, origin: .upstream(mirrors.bases.first ?? ""), providers: providers)
        }
        let first = try await page(list) { decode in
            try await transport.fetch("/2.2.0/launch/\(list.rawValue)/?\(query)", from: mirrors, api: "ll2", decode: decode)
        }
        var (entries, skipped, next) = (first.page.entries, first.page.skippedReasons, first.page.next)
        var pages = 1
        while let url = next {
            // Only the host that answered: a `next` elsewhere is not followed.
            guard CircuitBreaker.host(of: url) == CircuitBreaker.host(of: first.base) else {
                throw UpstreamFailure.decoding(url: url, reason: "the next page is on another host than \(first.base)")
            }
            guard pages < Self.maxPages else { throw UpstreamFailure.decoding(url: url, reason: "more than \(Self.maxPages) pages") }
            guard budget.take() else {
                return LaunchLibraryFetch(
                    list: list, entries: entries, skippedReasons: skipped, isComplete: false, origin: .upstream(first.base), providers: providers)
            }
            let fetched = try await page(list) { decode in
                try await transport.fetch("", from: Mirrors([url]), api: "ll2", decode: decode)
            }
            entries += fetched.page.entries
            skipped += fetched.page.skippedReasons
            next = fetched.page.next
            pages += 1
        }
        return LaunchLibraryFetch(list: list, entries: entries, skippedReasons: skipped, origin: .upstream(first.base), providers: providers)
    }

    /// One page (its request already taken from the budget); a 429 keeps every later request
    /// back until its `Retry-After`.
    private func page(
        _ list: LaunchLibraryList,
        _ request: (@Sendable (UpstreamResponse) throws(UpstreamFailure) -> LaunchLibraryPage) async throws -> Fetched<LaunchLibraryPage>
    ) async throws -> (page: LaunchLibraryPage, base: String) {
        try await budget.spending(on: transport, to: mirrors) {
            let fetched = try await request { response throws(UpstreamFailure) in
                try LaunchLibraryPage.decode(response.body, list: list, location: response.url)
            }
            let page = try fetched.requireValue()
            progress("fetched \(list.rawValue) launches from \(fetched.response.url) (\(page.entries.count))")
            return (page, fetched.base)
        }
    }
}
