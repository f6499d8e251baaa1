import AlmanacCore
import Foundation

/// Fetches every agency from Launch Library 2 (`/2.2.0/agencies/?mode=detailed`, 100 a page,
/// following `next` on the host that answered) within the same request budget as its launches:
/// the free tier's hourly requests are shared, so a spent budget fails the refresh for later.
public struct LaunchLibraryAgencySource: AgencySource {
    /// About 350 agencies: four pages; a `next` chain longer than this is refused.
    static let maxPages = 20

    private let mirrors: Mirrors
    private let transport: UpstreamTransport
    private let budget: RequestBudget
    private let pageSize: Int
    private let progress: @Sendable (String) -> Void

    public init(
        mirrors: Mirrors, transport: UpstreamTransport, budget: RequestBudget, pageSize: Int = LaunchLibraryAPISource.defaultPageSize,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.mirrors = mirrors
        self.transport = transport
        self.budget = budget
        self.pageSize = pageSize
        self.progress = progress
    }

    public func fetchAgencies() async throws -> AgencyDownload {
        let first = try await page { decode in
            try await transport.fetch("/2.2.0/agencies/?mode=detailed&limit=\(pageSize)", from: mirrors, api: "ll2", decode: decode)
        }
        var (agencies, objects, skipped, next) = (first.page.agencies, first.page.objects, first.page.skippedReasons, first.page.next)
        var pages = 1
        while let url = next {
            // Only the host that answered: a `next` elsewhere is not followed.
            guard CircuitBreaker.host(of: url) == CircuitBreaker.host(of: first.base) else {
                throw UpstreamFailure.decoding(url: url, reason: "the next page is on another host than \(first.base)")
            }
            guard pages < Self.maxPages else { throw UpstreamFailure.decoding(url: url, reason: "more than \(Self.maxPages) pages") }
            let fetched = try await page { decode in try await transport.fetch("", from: Mirrors([url]), api: "ll2", decode: decode) }
            agencies += fetched.page.agencies
            objects += fetched.page.objects
            skipped += fetched.page.skippedReasons
            next = fetched.page.next
            pages += 1
        }
        return AgencyDownload(
            agencies: agencies, documents: [LaunchLibraryAgencyPage.document(of: objects)], origin: .upstream(first.base),
            skippedReasons: skipped, requestCount: pages)
    }

    /// One page, taken from the budget first; a 429 keeps every later request back until its `Retry-After`.
    private func page(
        _ request: (@Sendable (UpstreamResponse) throws(UpstreamFailure) -> LaunchLibraryAgencyPage) async throws -> Fetched<LaunchLibraryAgencyPage>
    ) async throws -> (page: LaunchLibraryAgencyPage, base: String) {
        let url = (mirrors.bases.first ?? "") + "/2.2.0/agencies/"
        guard budget.take() else {
            let wait = budget.waitingUntil.map { max(0, $0.timeIntervalSinceNow.rounded(.up)) } ?? 3600
            throw UpstreamFailure.rateLimited(url: url, retryAfter: .seconds(wait))
        }
        return try await budget.spending(on: transport, to: mirrors) {
            let fetched = try await request { response throws(UpstreamFailure) in
                try LaunchLibraryAgencyPage.decode(response.body, location: response.url)
            }
            let page = try fetched.requireValue()
            progress("fetched agencies from \(fetched.response.url) (\(page.agencies.count))")
            return (page, fetched.base)
        }
    }
}
