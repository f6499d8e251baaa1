import AlmanacPresentation
import Foundation
import Hummingbird

/// Static files from the bundled `Assets` folder, read once at start-up and served from memory.
struct AssetsController: Sendable {
    private let files: [String: (type: String, body: ByteBuffer)]
    /// The service worker's script: served at the root by `InstallableAppController`, not here
    /// (a worker under /assets/ could only control /assets/).
    let workerScript: String
    static let workerScriptName = "sw.js"

    static func bundled() throws -> AssetsController {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Assets") else {
            throw APIError(status: .internalServerError, code: "assets", message: "asset resources not found")
        }
        var files: [String: (String, ByteBuffer)] = [:]
        var workerScript = ""
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let body = try Data(contentsOf: folder.appendingPathComponent(name))
            if name == workerScriptName {
                workerScript = String(decoding: body, as: UTF8.self)
            } else {
                files[name] = (contentType(of: name), ByteBuffer(bytes: body))
            }
        }
        return AssetsController(files: files, workerScript: workerScript)
    }

    /// The mission-patch placeholder, also what the image proxy answers when it has nothing.
    var placeholder: Response {
        let file = files["patch-placeholder.svg"]
        return Response(
            status: .ok,
            headers: [.contentType: file?.type ?? "image/svg+xml", .cacheControl: "public, max-age=300"],
            body: ResponseBody(byteBuffer: file?.body ?? ByteBuffer())
        )
    }

    func addRoutes(to pages: PageRoutes) {
        pages.raw(.asset, .fixed) { _, context -> Response in
            guard let name = context.parameters.get("name"), let file = files[name] else {
                return Response(status: .notFound)
            }
            return Response(
                status: .ok, headers: [.contentType: file.type, .cacheControl: "public, max-age=3600"],
                body: ResponseBody(byteBuffer: file.body)
            )
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
