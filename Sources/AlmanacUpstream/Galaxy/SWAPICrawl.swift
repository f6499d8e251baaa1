import AlmanacCore
import Foundation

/// The state of one crawl of all six resources: which pages arrived and which requests follow.
///
/// Page 1 of a paged resource says how many records there are and how many fit on a page, so the
/// remaining pages are requested together (up to the crawl's concurrency) rather than by
/// following `next` one at a time; a `next` URL without a `page=` number is followed as it is.
/// A mirror may answer with swapi.info's complete array instead of a page: that array then
/// stands for the whole resource.
struct SWAPICrawl {
    /// One request to make.
    struct Job: Sendable {
        let resource: GalaxyResource
        let page: Int
        /// A path under the mirrors, or a complete URL when `followsNext`.
        let path: String
        /// Set when the path is an upstream's `next` URL to be followed verbatim.
        let followsNext: Bool
    }

    /// What a request brought back.
    struct Arrival: Sendable {
        let job: Job
        let body: SWAPIListBody
        let base: String
    }

    private var complete: [GalaxyResource: [SWAPIRecordDTO]] = [:]
    private var pages: [GalaxyResource: [Int: [SWAPIRecordDTO]]] = [:]
    private var expectedCount: [GalaxyResource: Int] = [:]
    private var outstanding: [GalaxyResource: Int] = [:]
    private(set) var requestCount = 0
    private(set) var bases: [String] = []

    /// Page 1 of every resource: where every crawl starts.
    mutating func firstJobs() -> [Job] {
        GalaxyResource.allCases.map { resource in
            outstanding[resource] = 1
            return Job(resource: resource, page: 1, path: "/\(resource.rawValue)/", followsNext: false)
        }
    }

    /// Records an arrival; returns the requests it makes necessary and whether its resource is done.
    mutating func absorb(_ arrival: Arrival) -> (next: [Job], finished: GalaxyResource?) {
        let resource = arrival.job.resource
        requestCount += 1
        if !bases.contains(arrival.base) { bases.append(arrival.base) }
        outstanding[resource, default: 1] -= 1
        var next: [Job] = []
        switch arrival.body {
        case .complete(let records):
            complete[resource] = records
        case .page(let count, let nextURL, let results):
            pages[resource, default: [:]][arrival.job.page] = results
            if arrival.job.page == 1 { expectedCount[resource] = count }
            if let nextURL, complete[resource] == nil {
                next = followUps(after: arrival.job, count: count, pageSize: results.count, nextURL: nextURL)
            }
        }
        outstanding[resource, default: 0] += next.count
        return (next, outstanding[resource] == 0 ? resource : nil)
    }

    private func followUps(after job: Job, count: Int, pageSize: Int, nextURL: String) -> [Job] {
        let resource = job.resource
        if !job.followsNext, job.page == 1, pageSize > 0, Self.pageNumber(in: nextURL) == 2 {
            let lastPage = (count + pageSize - 1) / pageSize
            guard lastPage >= 2 else { return [] }
            return (2...lastPage).map { Job(resource: resource, page: $0, path: "/\(resource.rawValue)/?page=\($0)", followsNext: false) }
        }
        guard job.followsNext || job.page == 1 else { return [] }
        return [Job(resource: resource, page: job.page + 1, path: nextURL, followsNext: true)]
    }

    /// The `page=N` number of a URL's query, if it has one.
    static func pageNumber(in url: String) -> Int? {
        URLComponents(string: url)?.queryItems?.first { $0.name == "page" }?.value.flatMap { Int($0) }
    }

    /// Every resource's records in upstream order; throws when a paged resource came back
    /// with fewer or more records than its `count`.
    func lists(location: (GalaxyResource) -> String) throws -> [GalaxyResource: [SWAPIRecordDTO]] {
        var lists: [GalaxyResource: [SWAPIRecordDTO]] = [:]
        for resource in GalaxyResource.allCases {
            if let records = complete[resource] {
                lists[resource] = records
                continue
            }
            let records = (pages[resource] ?? [:]).sorted { $0.key < $1.key }.flatMap(\.value)
            if let count = expectedCount[resource], count != records.count {
                throw UpstreamFailure.decoding(
                    url: location(resource), reason: "\(records.count) \(resource.rawValue) arrived but the upstream counts \(count)"
                )
            }
            lists[resource] = records
        }
        return lists
    }
}
