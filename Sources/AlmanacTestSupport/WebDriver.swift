import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Just enough of the W3C WebDriver protocol to drive a headless Chromium through chromedriver.
public final class WebDriver: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let process: Process
    private let base: String
    private let session: String
    private let client: HTTPClient

    /// The chromedriver on PATH, if any (tests are skipped without it).
    public static var chromedriverPath: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") + ["/usr/bin"]
        return paths.map { "\($0)/chromedriver" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts chromedriver and a headless browser session with a phone-sized window.
    public static func start(width: Int = 390, height: Int = 900) async throws -> WebDriver {
        guard let path = chromedriverPath else { throw Failure(description: "chromedriver not found") }
        let port = Int.random(in: 20_000..<40_000)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // chromedriver announces when it listens; read its output until then instead of sleeping.
        let reader = output.fileHandleForReading
        let announced = await Task.detached { () -> String in
            var text = ""
            while !text.contains("started successfully") {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            return text
        }.value
        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup)
        let base = "http://127.0.0.1:\(port)"
        let binary = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
        var chromeOptions: [String: Any] = ["args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=\(width),\(height)"]]
        if let binary { chromeOptions["binary"] = binary }
        let created = try await Self.send(client, "POST", base + "/session", [
            "capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": chromeOptions]],
        ])
        guard let session = (created as? [String: Any])?["sessionId"] as? String else {
            process.terminate()
            throw Failure(description: "no session: \(created ?? "nil") \(announced)")
        }
        let driver = WebDriver(process: process, base: base + "/session/" + session, session: session, client: client)
        try await driver.command("POST", "/timeouts", ["implicit": 10_000, "pageLoad": 20_000, "script": 10_000])
        return driver
    }

    private init(process: Process, base: String, session: String, client: HTTPClient) {
        self.process = process
        self.base = base
        self.session = session
        self.client = client
    }

    /// Ends the session and stops chromedriver.
    public func quit() async {
        _ = try? await command("DELETE", "")
        try? await client.shutdown()
        process.terminate()
    }

    public func open(_ url: String) async throws { try await command("POST", "/url", ["url": url]) }

    public func currentURL() async throws -> String { try await command("GET", "/url") as? String ?? "" }

    public func title() async throws -> String { try await command("GET", "/title") as? String ?? "" }

    /// Finds an element by CSS selector, waiting (implicit timeout) until it exists.
    public func element(_ css: String) async throws -> String {
        try await find("css selector", css)
    }

    /// Finds an element by XPath, waiting until it exists.
    public func element(xpath: String) async throws -> String {
        try await find("xpath", xpath)
    }

    public func click(_ element: String) async throws { try await command("POST", "/element/\(element)/click", [:]) }

    public func type(_ text: String, into element: String) async throws {
        try await command("POST", "/element/\(element)/value", ["text": text])
    }

    public func text(of element: String) async throws -> String {
        try await command("GET", "/element/\(element)/text") as? String ?? ""
    }

    /// Runs a script in the page and returns its result.
    @discardableResult
    public func execute(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("POST", "/execute/sync", ["script": script, "args": arguments])
    }

    public func back() async throws { try await command("POST", "/back", [:]) }

    private func find(_ strategy: String, _ value: String) async throws -> String {
        let found = try await command("POST", "/element", ["using": strategy, "value": value])
        guard let element = (found as? [String: Any])?.values.first as? String else {
            throw Failure(description: "no element \(value)")
        }
        return element
    }

    @discardableResult
    private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        try await Self.send(client, method, base + path, body)
    }

    private static func send(_ client: HTTPClient, _ method: String, _ url: String, _ body: [String: Any]?) async throws -> Any? {
        var request = HTTPClientRequest(url: url)
        request.method = .RAW(value: method)
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body)))
        }
        let response = try await client.execute(request, timeout: .seconds(60))
        let data = try await response.body.collect(upTo: 16 * 1024 * 1024)
        let json = try JSONSerialization.jsonObject(with: Data(data.readableBytesView), options: [.fragmentsAllowed]) as? [String: Any]
        let value = json?["value"]
        if response.status.code >= 400 {
            throw Failure(description: "\(method) \(url): \((value as? [String: Any])?["message"] ?? value ?? "")")
        }
        return value is NSNull ? nil : value
    }
}
