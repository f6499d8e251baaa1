import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Just enough of the W3C WebDriver protocol to drive a headless Chromium through chromedriver.
/// Use `withWebDriver`: whatever happens in its body, the browser session, chromedriver (with
/// every process it started) and the HTTP client are ended before it returns.
public final class WebDriver: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let driver: DriverProcess
    private let base: String
    private let client: HTTPClient

    /// The chromedriver on PATH, if any (tests are skipped without it).
    public static var chromedriverPath: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") + ["/usr/bin"]
        return paths.map { "\($0)/chromedriver" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private init(driver: DriverProcess, base: String, client: HTTPClient) {
        self.driver = driver
        self.base = base
        self.client = client
    }

    /// Starts chromedriver on a port the OS picks and a headless browser session with a window
    /// of `width` × `height`. On any failure everything started so far is stopped again.
    /// `scripts` false: the browser runs no JavaScript, as a visitor who turned it off.
    static func start(width: Int, height: Int, scripts: Bool = true) async throws -> WebDriver {
        guard let path = chromedriverPath else { throw Failure(description: "chromedriver not found") }
        let driver = try DriverProcess(path: path)
        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup)
        do {
            let port = try await driver.announcedPort(within: .seconds(30))
            let base = "http://127.0.0.1:\(port)"
            let binary = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
                FileManager.default.isExecutableFile(atPath: $0)
            }
            var chromeOptions: [String: Any] = [
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=\(max(width, 500)),\(height)"]
            ]
            // Headless Chromium keeps windows at least 500 px wide; a phone's width is emulated
            // as the device it is (its viewport, touch), so 390 px really is 390 px.
            if width < 500 {
                chromeOptions["mobileEmulation"] = [
                    "deviceMetrics": ["width": width, "height": height, "pixelRatio": 1, "touch": true, "mobile": true]
                ]
            }
            if let binary { chromeOptions["binary"] = binary }
            if !scripts { chromeOptions["prefs"] = ["profile.managed_default_content_settings.javascript": 2] }
            let created = try await Self.send(
                client, "POST", base + "/session",
                [
                    "capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": chromeOptions]]
                ])
            guard let session = (created as? [String: Any])?["sessionId"] as? String else {
                throw Failure(description: "chromedriver opened no session: \(created ?? "nil")")
            }
            let webDriver = WebDriver(driver: driver, base: base + "/session/" + session, client: client)
            do {
                // A find waits up to 30 s for its element and answers as soon as it is there: under
                // the suite's full load a GraphQL answer once took over 10 s to appear in place,
                // and a page over 30 s to load while snapshot-v2's imports ran alongside.
                try await webDriver.command("POST", "/timeouts", ["implicit": 30_000, "pageLoad": 60_000, "script": 10_000])
            } catch {
                await webDriver.quit()
                throw error
            }
            return webDriver
        } catch {
            await driver.stop(client: client, base: nil)
            try? await client.shutdown()
            throw error
        }
    }

    /// Ends the session, stops chromedriver and everything it started, and waits until it has.
    func quit() async {
        _ = try? await command("DELETE", "")
        await driver.stop(client: client, base: base.components(separatedBy: "/session/").first)
        try? await client.shutdown()
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

    /// Clicks an element as a person would: brought to the middle of the screen first, so that
    /// a bar fixed to an edge (the phone's tab bar) is not what the click lands on; WebDriver
    /// itself only scrolls an element that is outside the window.
    public func click(_ element: String) async throws {
        try await execute("arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' })", [Self.reference(element)])
        try await command("POST", "/element/\(element)/click", [:])
    }

    /// An element as a script's argument (the W3C element reference).
    public static func reference(_ element: String) -> [String: String] { ["element-6066-11e4-a52e-4f735466cecf": element] }

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

    /// Runs a script that calls its last argument (a callback) when done, and returns what it passed.
    @discardableResult
    public func executeAsync(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("POST", "/execute/async", ["script": script, "args": arguments])
    }

    /// Waits in the page until `condition` (a JavaScript expression, or a promise of one) is
    /// true, trying again every 50 ms; false when it never is. A service worker installing under
    /// the full suite's load has taken longer than the session's 10-s script limit, so a wait
    /// may take up to 50 s (and leaves scripts that long from then on).
    public func waitUntil(_ condition: String) async throws -> Bool {
        let script = """
            const done = arguments[arguments.length - 1];
            const test = () => Promise.resolve().then(() => \(condition)).then((ok) => ok ? done(true) : setTimeout(test, 50), () => setTimeout(test, 50));
            test();
            """
        try await allowScripts(seconds: 50)
        return try await executeAsync(script) as? Bool == true
    }

    /// How long a script from now on may take before WebDriver gives up on it (10 s unless
    /// changed): axe-core on a long page under the full suite's load can take longer.
    public func allowScripts(seconds: Int) async throws {
        try await command("POST", "/timeouts", ["script": seconds * 1_000])
    }

    public func back() async throws { try await command("POST", "/back", [:]) }

    /// The keys a keyboard user presses, in order, to whatever has the focus (WebDriver key
    /// values: "\u{E004}" is Tab, "\u{E007}" Enter).
    public func press(_ keys: String...) async throws {
        let strokes = keys.flatMap { [["type": "keyDown", "value": $0], ["type": "keyUp", "value": $0]] }
        try await command("POST", "/actions", ["actions": [["type": "key", "id": "keyboard", "actions": strokes]]])
    }

    public static let tab = "\u{E004}", enter = "\u{E007}"

    /// Pages see `prefers-color-scheme: dark` (or light) from now on, as on a phone in dark mode
    /// (through chromedriver's DevTools endpoint).
    public func emulateColorScheme(dark: Bool) async throws {
        try await command(
            "POST", "/goog/cdp/execute",
            [
                "cmd": "Emulation.setEmulatedMedia",
                "params": ["features": [["name": "prefers-color-scheme", "value": dark ? "dark" : "light"]]],
            ])
    }

    /// Runs a DevTools Protocol command through chromedriver; its result.
    @discardableResult
    public func devTools(_ command: String, _ parameters: [String: Any] = [:]) async throws -> Any? {
        try await self.command("POST", "/goog/cdp/execute", ["cmd": command, "params": parameters])
    }

    /// Resizes the window, for layouts at another width.
    public func setWindowSize(width: Int, height: Int) async throws {
        try await command("POST", "/window/rect", ["width": width, "height": height])
    }

    /// The page as a PNG, for screenshots a person looks at.
    public func screenshot() async throws -> Data {
        guard let text = try await command("GET", "/screenshot") as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot")
        }
        return data
    }

    /// A failure says what the page showed when the wait ran out: a test that fails once on a
    /// busy machine is then read from its log, not guessed at.
    private func find(_ strategy: String, _ value: String) async throws -> String {
        let found: Any?
        do {
            found = try await command("POST", "/element", ["using": strategy, "value": value])
        } catch let failure as Failure {
            throw Failure(description: "\(failure.description)\n\(await pageShown())")
        }
        guard let element = (found as? [String: Any])?.values.first as? String else {
            throw Failure(description: "no element \(value)\n\(await pageShown())")
        }
        return element
    }

    /// The page's address and the start of its main content's text.
    private func pageShown() async -> String {
        let shown = try? await execute("return location.href + '\\n' + (document.querySelector('main') || document.body).innerText.slice(0, 1200)")
        return "The page then: \((shown as? String) ?? "(unreadable)")"
    }

    @discardableResult
    private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        try await Self.send(client, method, base + path, body)
    }

    static func send(_ client: HTTPClient, _ method: String, _ url: String, _ body: [String: Any]?) async throws -> Any? {
        var request = HTTPClientRequest(url: url)
        request.method = .RAW(value: method)
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body)))
        }
        // Longer than the page load's 60 s, so that chromedriver says which wait ran out.
        let response = try await client.execute(request, timeout: .seconds(90))
        let data = try await response.body.collect(upTo: 64 * 1024 * 1024)
        let json = try? JSONSerialization.jsonObject(with: Data(data.readableBytesView), options: [.fragmentsAllowed]) as? [String: Any]
        let value = json?["value"]
        if response.status.code >= 400 {
            throw Failure(description: "\(method) \(url): \((value as? [String: Any])?["message"] ?? value ?? "")")
        }
        return value is NSNull ? nil : value
    }
}

/// Runs `body` with a fresh headless browser and ends it (session, chromedriver, its browser
/// processes, the client) on every path, error or not. At most two browsers run at once: on
/// two cores, more starve each other (and every other test) into timeouts.
public func withWebDriver<Result: Sendable>(
    width: Int = 390, height: Int = 900, scripts: Bool = true, _ body: (WebDriver) async throws -> Result
) async throws -> Result {
    await BrowserSlots.shared.acquire()
    defer { Task { await BrowserSlots.shared.release() } }
    let driver = try await WebDriver.start(width: width, height: height, scripts: scripts)
    do {
        let result = try await body(driver)
        await driver.quit()
        return result
    } catch {
        await driver.quit()
        throw error
    }
}

/// chromedriver as a child process that leads a process group of its own, so it and every
/// browser process it starts can be ended together: Foundation starts each child as the leader
/// of a new group (`POSIX_SPAWN_SETPGROUP` on Linux), numbered by its pid. (Started through
/// `setsid`, as it was, setsid had to fork, a group leader cannot make a session, so the pid
/// `Process` knew was the exited setsid's, and the kill below reached nothing.) On this machine
/// chromedriver ignores SIGTERM and SIGINT: it is asked to stop through WebDriver's
/// `/shutdown`, then killed, and waited for.
final class DriverProcess: Sendable {
    private let process: Process
    private let output: Pipe
    private let exit = ExitWatch()

    init(path: String) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--port=0", "--allowed-ips=127.0.0.1"]
        output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let exit = exit
        process.terminationHandler = { _ in Task { await exit.markExited() } }
        try process.run()
    }

    /// The port chromedriver announces ("started successfully on port 39729"), read from its
    /// output as it comes. After `limit` it is killed, which ends the read.
    func announcedPort(within limit: Duration) async throws -> Int {
        let reader = output.fileHandleForReading
        let port = await withTaskGroup(of: Int?.self) { group in
            group.addTask {
                var text = ""
                while true {
                    let chunk = reader.availableData
                    if chunk.isEmpty { return nil }
                    text += String(decoding: chunk, as: UTF8.self)
                    if let range = text.range(of: "started successfully on port ") {
                        let rest = text[range.upperBound...]
                        let digits = rest.prefix { $0.isNumber }
                        if digits.count < rest.count, let port = Int(digits) { return port }
                    }
                }
            }
            group.addTask { [self] in
                try? await Task.sleep(for: limit)
                if !Task.isCancelled { killSession() }
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let port else { throw WebDriver.Failure(description: "chromedriver did not announce its port within \(limit)") }
        return port
    }

    /// Asks chromedriver to shut down, kills its whole session when it has not exited within a
    /// few seconds, and returns once it has exited. Browser processes left in its session go too.
    func stop(client: HTTPClient, base: String?) async {
        if let base { _ = try? await WebDriver.send(client, "GET", base + "/shutdown", nil) }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.exit.wait() }
            group.addTask { [self] in
                try? await Task.sleep(for: .seconds(5))
                if !Task.isCancelled { killSession() }
            }
            await group.next()
            group.cancelAll()
        }
        killSession()
    }

    private func killSession() {
        kill(-process.processIdentifier, SIGKILL)
        kill(process.processIdentifier, SIGKILL)
    }
}

/// Lets callers wait for a process's exit, however many and whenever they ask.
private actor ExitWatch {
    private var exited = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func markExited() {
        exited = true
        waiters.forEach { $0.resume() }
        waiters = []
    }

    func wait() async {
        if exited { return }
        await withCheckedContinuation { waiters.append($0) }
    }
}

/// A count of browsers allowed at once; a test waiting for a slot is resumed when one frees,
/// in the order they asked.
actor BrowserSlots {
    static let shared = BrowserSlots(limit: 2)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { free = limit }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
