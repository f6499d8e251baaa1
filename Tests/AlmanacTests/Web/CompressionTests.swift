import AlmanacPresentation
import Foundation
import NIOCore
import Testing

@testable import AlmanacWeb

/// Pages and API answers in gzip for a client that takes it, read by Python's `http.client` and
/// `gzip` (an HTTP client and a decoder that are not Almanac's) from a live server.
@Suite("gzip")
struct CompressionTests {
    @Test(
        "Accept-Encoding takes gzip by name or by *, with a weight above 0; a weight that is no number from 0 to 1 takes nothing",
        arguments: [
            ("gzip", true), ("gzip, deflate, br, zstd", true), ("GZip", true), ("x-gzip", true), (" deflate , gzip ; q=0.5 ", true),
            ("*", true), ("deflate, *;q=0.1", true), ("br", false), ("", false), ("identity", false), ("gzip;q=0", false),
            ("gzip;q=0.000", false), ("*;q=0", false), ("gzip;q=0, *", false), ("gzip;q=abc", false), ("gzip;q=2", false),
            ("gzip;q=1e308", false), ("gzip;q=-1", false), (",,;;=,", false),
        ])
    func negotiation(header: String, accepted: Bool) {
        #expect(ContentCoding.acceptsGzip(header) == accepted)
    }

    @Test("no Accept-Encoding takes only the body as it is")
    func noHeader() {
        #expect(!ContentCoding.acceptsGzip(nil))
    }

    @Test(
        "a page and an API answer go in gzip to a client that takes it: the same bytes once decoded, their own ETag, Vary on both, 304 for that ETag"
    )
    func livePages() async throws {
        try await WebApp.withLiveServer { port in
            for path in ["/launches", "/api/v1/launches?limit=6"] {
                let plain = try await Self.fetch(port: port, path: path)
                let gzip = try await Self.fetch(port: port, path: path, headers: ["Accept-Encoding": "gzip, deflate, br"])
                #expect(plain.status == 200 && gzip.status == 200)
                #expect(plain.encoding == nil && gzip.encoding == "gzip", "\(path)")
                #expect(plain.vary == "Accept-Encoding" && gzip.vary == "Accept-Encoding", "\(path)")
                #expect(gzip.body == plain.body && !plain.body.isEmpty, "\(path)")
                #expect(gzip.received == gzip.contentLength && gzip.received * 3 < plain.received, "\(path): \(gzip.received) of \(plain.received)")
                #expect(gzip.etag != plain.etag && gzip.etag.hasSuffix("-gzip\""), "\(gzip.etag)")

                let again = try await Self.fetch(port: port, path: path, headers: ["Accept-Encoding": "gzip", "If-None-Match": gzip.etag])
                #expect(again.status == 304 && again.etag == gzip.etag && again.vary == "Accept-Encoding" && again.received == 0)
                // The plain body's ETag names another representation: the gzip one is sent.
                let other = try await Self.fetch(port: port, path: path, headers: ["Accept-Encoding": "gzip", "If-None-Match": plain.etag])
                #expect(other.status == 200 && other.encoding == "gzip")

                let refused = try await Self.fetch(port: port, path: path, headers: ["Accept-Encoding": "gzip;q=0, br"])
                #expect(refused.encoding == nil && refused.body == plain.body && refused.etag == plain.etag)
            }
            // Too small to be worth it: as it is, and nothing to vary.
            let small = try await Self.fetch(port: port, path: "/api/v1/launches?limit=1&q=zz", headers: ["Accept-Encoding": "gzip"])
            #expect(small.status == 200 && small.encoding == nil && small.vary == nil, "\(small.received) bytes")
        }
    }

    @Test(
        "the app's frame and the API's documents go in gzip too, each with its ETag and how long to keep it; an image as it is",
        arguments: [
            (Route.asset("app.css").href, "public, max-age=3600"), (Route.asset("app.js").href, "public, max-age=3600"),
            (Route.asset("weather-icons.svg").href, "public, max-age=3600"), (Route.serviceWorker.href, "no-cache"),
            (APIRoute.openAPIDocument.href, "public, max-age=3600"), (Route.graphQLSchema.href, "no-cache"),
        ])
    func fixedBodies(path: String, cacheControl: String) async throws {
        try await WebApp.withLiveServer { port in
            let plain = try await Self.fetch(port: port, path: path)
            let gzip = try await Self.fetch(port: port, path: path, headers: ["Accept-Encoding": "gzip"])
            #expect(plain.status == 200 && plain.encoding == nil && gzip.encoding == "gzip")
            #expect(gzip.body == plain.body && gzip.received * 2 < plain.received, "\(gzip.received) of \(plain.received)")
            #expect(plain.cacheControl == cacheControl && gzip.cacheControl == cacheControl)
            #expect(gzip.vary == "Accept-Encoding" && gzip.etag.hasSuffix("-gzip\"") && !plain.etag.isEmpty)
            let again = try await Self.fetch(port: port, path: path, headers: ["Accept-Encoding": "gzip", "If-None-Match": gzip.etag])
            #expect(again.status == 304 && again.received == 0)
        }
    }

    @Test(
        "a visitor's own page goes in gzip from its kept copy as when first drawn: the same ETag, 304 for it",
        arguments: ["/", "/settings", "/weather"])
    func personalPages(path: String) async throws {
        try await WebApp.withLiveServer { port in
            let drawn = try await Self.fetch(port: port, path: path, headers: ["Accept-Encoding": "gzip"])
            let kept = try await Self.fetch(port: port, path: path, headers: ["Accept-Encoding": "gzip"])
            let plain = try await Self.fetch(port: port, path: path)
            #expect(drawn.encoding == "gzip" && kept.encoding == "gzip" && plain.encoding == nil)
            #expect(kept.etag == drawn.etag && kept.etag.hasSuffix("-gzip\"") && kept.vary == "Accept-Encoding")
            #expect(kept.body == plain.body && kept.received == kept.contentLength && kept.received * 2 < plain.received)
            let again = try await Self.fetch(port: port, path: path, headers: ["Accept-Encoding": "gzip", "If-None-Match": kept.etag])
            #expect(again.status == 304 && again.vary == "Accept-Encoding" && again.received == 0)
            let refused = try await Self.fetch(port: port, path: path, headers: ["Accept-Encoding": "gzip;q=0"])
            #expect(refused.encoding == nil && refused.etag == plain.etag && refused.vary == "Accept-Encoding")
        }
    }

    @Test(
        "a whole list's download goes in gzip as it is written, to a client that takes it: decoded, the same file",
        arguments: DownloadFormat.allCases)
    func downloads(format: DownloadFormat) async throws {
        try await WebApp.withLiveServer(launchLibrary: true) { port in
            let path = Route.download(format, of: .launches()).href
            let plain = try await Self.fetch(port: port, path: path)
            let gzip = try await Self.fetch(port: port, path: path, headers: ["Accept-Encoding": "gzip"])
            #expect(plain.status == 200 && plain.encoding == nil && gzip.encoding == "gzip")
            #expect(plain.vary == "Accept-Encoding" && gzip.vary == "Accept-Encoding")
            #expect(gzip.body == plain.body && plain.body.utf8.count > 2_000, "\(plain.body.utf8.count) bytes")
            #expect(gzip.received * 2 < plain.received, "\(gzip.received) of \(plain.received)")
        }
    }

    @Test("a gzip stream written in pieces, some held back by zlib, is one file Python's gzip reads whole")
    func streamInPieces() async throws {
        // Half a megabyte that does not repeat within zlib's window, so pieces are held back and
        // the ending has much to write.
        var generator = SystemRandomNumberGenerator()
        let text = (0..<12_000).map { row in "\(row),launch \(generator.next() % 1_000_000_007),\(String(repeating: "x", count: row % 7))\n" }
            .joined()
        let stream = try GzipStream()
        var compressed = Data()
        var rest = Substring(text)
        while !rest.isEmpty {
            let piece = rest.prefix(64 * 1_024)
            rest = rest.dropFirst(piece.count)
            compressed.append(contentsOf: try stream.compress(ByteBuffer(string: String(piece))).readableBytesView)
        }
        compressed.append(contentsOf: try stream.finish().readableBytesView)
        #expect(try await Self.pythonDecompressed(compressed) == Data(text.utf8))
        #expect(compressed.count * 2 < text.utf8.count, "\(compressed.count) of \(text.utf8.count)")
    }

    /// `data` decoded by Python's `gzip`.
    static func pythonDecompressed(_ data: Data) async throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-gzip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (input, output) = (folder.appendingPathComponent("in.gz"), folder.appendingPathComponent("out"))
        try data.write(to: input)
        let script = """
            from gzip import decompress
            from sys import argv
            open(argv[2], "wb").write(decompress(open(argv[1], "rb").read()))
            """
        try await run(["python3", "-c", script, input.path, output.path])
        return try Data(contentsOf: output)
    }

    @Test("an image is sent as it is, whatever the client takes")
    func image() async throws {
        try await WebApp.withLiveServer { port in
            let icon = try await Self.fetch(port: port, path: Route.asset("icon-512.png").href, headers: ["Accept-Encoding": "gzip"])
            #expect(icon.status == 200 && icon.encoding == nil && icon.vary == nil && icon.received > 1_024)
        }
    }

    struct Answer {
        let status: Int
        let encoding: String?
        let vary: String?
        let etag: String
        let cacheControl: String?
        let contentLength: Int
        /// Bytes on the wire, before decoding.
        let received: Int
        let body: String
    }

    /// One GET by Python's `http.client`, its body decoded by Python's `gzip` when sent so.
    static func fetch(port: Int, path: String, headers: [String: String] = [:]) async throws -> Answer {
        // `from … import`: scripts/check-package reads a line starting with `import` as a Swift import.
        let script = """
            from gzip import decompress
            from http.client import HTTPConnection
            from json import dumps, loads
            from sys import argv
            port, path, headers = int(argv[1]), argv[2], loads(argv[3])
            connection = HTTPConnection("127.0.0.1", port, timeout=60)
            connection.request("GET", path, headers=headers)
            answer = connection.getresponse()
            raw = answer.read()
            body = decompress(raw) if answer.getheader("Content-Encoding") == "gzip" else raw
            print(dumps({"status": answer.status, "encoding": answer.getheader("Content-Encoding"), "vary": answer.getheader("Vary"),
                         "etag": answer.getheader("ETag") or "", "cache": answer.getheader("Cache-Control"), "length": int(answer.getheader("Content-Length") or -1),
                         "received": len(raw), "body": body.decode("utf-8", "replace")}))
            """
        // To a file, not a pipe: a page's JSON outgrows a pipe's buffer before python3 ends.
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-gzip-\(UUID().uuidString).json")
        FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputFile) }
        try await run(
            ["python3", "-c", script, String(port), path, String(decoding: try JSONEncoder().encode(headers), as: UTF8.self)],
            output: try FileHandle(forWritingTo: outputFile))
        let data = try Data(contentsOf: outputFile)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(String(decoding: data, as: UTF8.self))")
        return Answer(
            status: object["status"] as? Int ?? 0, encoding: object["encoding"] as? String, vary: object["vary"] as? String,
            etag: object["etag"] as? String ?? "", cacheControl: object["cache"] as? String, contentLength: object["length"] as? Int ?? -1,
            received: object["received"] as? Int ?? 0,
            body: object["body"] as? String ?? "")
    }

    /// Runs `arguments` (found on the PATH) to its end, its standard output to `output`; a
    /// failure is the test's.
    static func run(_ arguments: [String], output: FileHandle? = nil) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let output { process.standardOutput = output }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        #expect(process.terminationStatus == 0, "\(arguments[0]) failed (its errors are above)")
    }
}
