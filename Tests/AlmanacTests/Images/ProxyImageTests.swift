import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Synchronization
import Testing

/// Serves one fixed image and counts fetches; fails every fetch with `failure` when given one.
private final class CountingFetcher: ImageFetcher {
    let fetches = Mutex<[URL]>([])
    let failure: UpstreamFailure?
    init(failing: Bool = false) { failure = failing ? .transport(url: "", reason: "refused") : nil }
    init(failure: UpstreamFailure) { self.failure = failure }

    func fetchImage(_ url: URL) async throws -> ImageData {
        fetches.withLock { $0.append(url) }
        if let failure { throw failure }
        return ImageData(bytes: Data([0x89, 0x50, 0x4E, 0x47]), contentType: "image/png")
    }
}

@Suite("Image proxy")
struct ProxyImageTests {
    private func proxy(_ fetcher: CountingFetcher, cache: any ImageCache) async throws -> ProxyImage {
        ProxyImage(catalog: try await TestFixtures.inMemoryStore(), fetcher: fetcher, cache: cache, now: .fixed(TestFixtures.now))
    }

    @Test(
        "refuses what it must never fetch, without a request",
        arguments: [
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
        #expect(try await images(url) == nil)
        #expect(fetcher.fetches.withLock { $0.isEmpty })
    }

    @Test("an allowed image is fetched once, then served from the disk cache")
    func cachesOnDisk() async throws {
        let fetcher = CountingFetcher()
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let images = try await proxy(fetcher, cache: DiskImageCache(directory: folder))
        let url = "https://images.example.org/p1.png"
        #expect(try await images(url)?.contentType == "image/png")
        #expect(try await images(url)?.bytes.count == 4)
        #expect(fetcher.fetches.withLock { $0.count } == 1)
        let reopened = try await proxy(CountingFetcher(failing: true), cache: DiskImageCache(directory: folder))
        #expect(try await reopened(url) != nil)
    }

    @Test(
        "a host that is unreachable or answers 5xx is skipped for a while; a 404 or a body that is no image is not",
        arguments: [
            (UpstreamFailure.transport(url: "", reason: "refused"), 1), (.httpStatus(url: "", status: 503), 1),
            (.httpStatus(url: "", status: 404), 2), (.decoding(url: "", reason: "not an image"), 2),
        ])
    func skipsDownHost(failure: UpstreamFailure, requests: Int) async throws {
        let fetcher = CountingFetcher(failure: failure)
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let images = try await proxy(fetcher, cache: DiskImageCache(directory: folder))
        #expect(try await images("https://images.example.org/p1.png") == nil)
        #expect(try await images("https://images.example.org/falcon1.jpg") == nil)
        #expect(fetcher.fetches.withLock { $0.count } == requests)
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
        #expect(await cache.image(for: "https://images.example.org/0.png") == nil)
    }

    @Test("a cache file answers only for the URL stored with it")
    func hitChecksURL() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = DiskImageCache(directory: folder)
        let (first, second) = ("https://images.example.org/a.png", "https://images.example.org/b.png")
        await cache.store(ImageData(bytes: Data([1]), contentType: "image/png"), for: first)
        // Put the first image's files where the second's would be, as a colliding key would.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let key = try #require(names.first { $0.hasSuffix(".bin") }?.dropLast(4))
        #expect(key.count == 64)
        await cache.store(ImageData(bytes: Data([2]), contentType: "image/png"), for: second)
        let secondKey = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".bin") && !$0.hasPrefix(key) }?.dropLast(4))
        for ext in ["bin", "meta"] {
            let target = folder.appendingPathComponent("\(secondKey).\(ext)")
            try FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: folder.appendingPathComponent("\(key).\(ext)"), to: target)
        }
        #expect(await cache.image(for: second) == nil)
        #expect(await cache.image(for: first)?.bytes == Data([1]))
    }
}
