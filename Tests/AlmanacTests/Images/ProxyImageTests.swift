import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Synchronization
import Testing

/// Serves one fixed image and counts fetches; fails every fetch when told to.
private final class CountingFetcher: ImageFetcher {
    let fetches = Mutex<[URL]>([])
    let failing: Bool
    init(failing: Bool = false) { self.failing = failing }

    func fetchImage(_ url: URL) async throws -> ImageData {
        fetches.withLock { $0.append(url) }
        if failing { throw UpstreamFailure.transport(url: url.absoluteString, reason: "refused") }
        return ImageData(bytes: Data([0x89, 0x50, 0x4E, 0x47]), contentType: "image/png")
    }
}

@Suite("Image proxy")
struct ProxyImageTests {
    private func proxy(_ fetcher: CountingFetcher, cache: any ImageCache) async throws -> ProxyImage {
        ProxyImage(catalog: try await TestFixtures.inMemoryStore(), fetcher: fetcher, cache: cache, now: .fixed(TestFixtures.now))
    }

    @Test("refuses what it must never fetch, without a request", arguments: [
        ("ftp://images.example.org/p1.png", ProxyImage.Refusal.notHTTP),
        ("not a url", .notHTTP),
        ("http://127.0.0.1/p1.png", .privateAddress),
        ("http://localhost:8080/p1.png", .privateAddress),
        ("http://10.1.2.3/p1.png", .privateAddress),
        ("http://192.168.0.1/p1.png", .privateAddress),
        ("http://[::1]/p1.png", .privateAddress),
        ("https://elsewhere.example.com/p1.png", .unknownHost),
    ])
    func refusals(url: String, refusal: ProxyImage.Refusal) async throws {
        let fetcher = CountingFetcher()
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let images = try await proxy(fetcher, cache: DiskImageCache(directory: folder))
        await #expect(throws: refusal) { try await images.validate(url) }
        #expect(await images(url) == nil)
        #expect(fetcher.fetches.withLock { $0.isEmpty })
    }

    @Test("an allowed image is fetched once, then served from the disk cache")
    func cachesOnDisk() async throws {
        let fetcher = CountingFetcher()
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let images = try await proxy(fetcher, cache: DiskImageCache(directory: folder))
        let url = "https://images.example.org/p1.png"
        #expect(await images(url)?.contentType == "image/png")
        #expect(await images(url)?.bytes.count == 4)
        #expect(fetcher.fetches.withLock { $0.count } == 1)
        let reopened = try await proxy(CountingFetcher(failing: true), cache: DiskImageCache(directory: folder))
        #expect(await reopened(url) != nil)
    }

    @Test("after a failure the host is skipped at once instead of waited on")
    func skipsDownHost() async throws {
        let fetcher = CountingFetcher(failing: true)
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let images = try await proxy(fetcher, cache: DiskImageCache(directory: folder))
        #expect(await images("https://images.example.org/p1.png") == nil)
        #expect(await images("https://images.example.org/falcon1.jpg") == nil)
        #expect(fetcher.fetches.withLock { $0.count } == 1)
    }

    @Test("the disk cache stays under its size limit, dropping the oldest images")
    func boundedCache() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = DiskImageCache(directory: folder, maxBytes: 4000)
        let image = ImageData(bytes: Data(repeating: 7, count: 900), contentType: "image/png")
        for index in 0..<10 { await cache.store(image, for: "https://images.example.org/\(index).png") }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".bin") }
        #expect(files.count * 900 <= 4000)
        #expect(await cache.image(for: "https://images.example.org/9.png") != nil)
    }
}
