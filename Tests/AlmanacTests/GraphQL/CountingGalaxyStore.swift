import AlmanacCore
import AlmanacGraphQL
import Foundation
import Synchronization

/// A SWAPI store that counts every read of records it passes on (the N+1 test's witness), and
/// fails each read with a given error once told to (the engine's own words, say).
final class CountingGalaxyStore: GalaxyStore {
    private let base: any GalaxyStore
    private let counted = Mutex(0)
    private let countedNames = Mutex(0)
    private let failure = Mutex<(any Error & Sendable)?>(nil)

    init(_ base: any GalaxyStore) { self.base = base }

    /// Reads of records so far (one per call, whatever its size).
    var reads: Int { counted.withLock { $0 } }
    /// Of `reads`, those of linked records' names (`names(of:)`).
    var nameReads: Int { countedNames.withLock { $0 } }
    private func count() throws {
        counted.withLock { $0 += 1 }
        if let failure = failure.withLock({ $0 }) { throw failure }
    }

    /// From now on every read throws `error`.
    func fail(with error: any Error & Sendable) { failure.withLock { $0 = error } }

    func replaceGalaxy(with download: GalaxyDownload, refreshedAt: Date) async throws {
        try await base.replaceGalaxy(with: download, refreshedAt: refreshedAt)
    }
    func galaxyInventory() async throws -> DatasetInventory { try await base.galaxyInventory() }
    func listing() async throws -> GalaxyListing {
        try count()
        return try await base.listing()
    }
    func records(matching query: GalaxyQuery) async throws -> Page<GalaxyRecord> {
        try count()
        return try await base.records(matching: query)
    }
    func record(_ reference: GalaxyReference) async throws -> GalaxyRecord? {
        try count()
        return try await base.record(reference)
    }
    func records(_ references: Set<GalaxyReference>) async throws -> [GalaxyRecord] {
        try count()
        return try await base.records(references)
    }
    func records(of resource: GalaxyResource) async throws -> [GalaxyRecord] {
        try count()
        return try await base.records(of: resource)
    }
    func names(of references: Set<GalaxyReference>) async throws -> [GalaxyReference: String] {
        try count()
        countedNames.withLock { $0 += 1 }
        return try await base.names(of: references)
    }
    func counts() async throws -> [GalaxyResource: Int] { try await base.counts() }
    func noteViewed(_ reference: GalaxyReference, at date: Date, by profile: ProfileID) async throws {
        try await base.noteViewed(reference, at: date, by: profile)
    }
    func recentlyViewed(by profile: ProfileID) async throws -> [GalaxyReference] { try await base.recentlyViewed(by: profile) }
}
