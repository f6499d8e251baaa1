import AlmanacCore
import Foundation

/// Fetches every agency from Launch Library 2 (`/2.2.0/agencies/?mode=detailed`), every page
/// within the request budget its launches share (`LaunchLibraryPagedList`).
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
        let list = LaunchLibraryPagedList(mirrors: mirrors, transport: transport, budget: budget, pageSize: pageSize, progress: progress)
        let fetched = try await list.fetchAll(
            "/2.2.0/agencies/?mode=detailed", named: "agencies", maxPages: Self.maxPages, element: LaunchLibraryAgencyPage.element)
        return AgencyDownload(
            agencies: fetched.records.map(\.record), documents: [LaunchLibraryAgencyPage.document(of: fetched.records.map(\.body))],
            origin: .upstream(fetched.base), skippedReasons: fetched.skippedReasons, requestCount: fetched.requestCount)
    }
}
