import AlmanacPresentation
import Foundation
import Hummingbird

/// Static files from the bundled `Assets` folder, read once at start-up and served from memory,
/// each with its ETag and, for the style sheet, the script and the SVG icons, in gzip to a client
/// that takes it (`EncodedBody`): the app's frame is 90 kB as it is, about a quarter of that
/// compressed, and a phone fetches it on its first visit.
struct AssetsController: Sendable {
    /// How long a browser keeps an asset before asking again (with its ETag).
    static let cacheControl = "public, max-age=3600"

    private let files: [String: EncodedBody]
    /// The service worker's script: served at the root by `InstallableAppController`, not here
    /// (a worker under /assets/ could only control /assets/).
    let workerScript: String
    static let workerScriptName = "sw.js"

    static func bundled() throws -> AssetsController {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Assets") else {
            throw APIError(status: .internalServerError, code: "assets", message: "asset resources not found")
        }
        var files: [String: EncodedBody] = [:]
        var workerScript = ""
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let body = try Data(contentsOf: folder.appendingPathComponent(name))
            if name == workerScriptName {
                workerScript = String(decoding: body, as: UTF8.self)
            } else {
                var file = EncodedBody(body, contentType: contentType(of: name))
                file.cacheControl = cacheControl
                files[name] = file
            }
        }
        return AssetsController(files: files, workerScript: workerScript)
    }

    /// The mission-patch placeholder, also what the image proxy answers when it has nothing.
    var placeholder: Response {
        let file = files["patch-placeholder.svg"]
        return Response(
            status: .ok,
            headers: [.contentType: file?.contentType ?? "image/svg+xml", .cacheControl: "public, max-age=300"],
            body: ResponseBody(byteBuffer: file?.bytes ?? ByteBuffer())
        )
    }

    func addRoutes(to pages: PageRoutes) {
        pages.raw(.asset, .fixed) { request, context -> Response in
            guard let name = context.parameters.get("name"), let file = files[name] else {
                return Response(status: .notFound)
            }
            return file.response(for: request)
        }
    }

    private static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension {
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        default: "application/octet-stream"
        }
    }
}
