// The floor under Almanac's answers in benchmarks/pages: Hummingbird with nothing of Almanac's
// (no middleware, no cache look-up, no headers beyond its own), answering `GET /NAME` with the
// file NAME of a directory, read on its first request and kept in memory. What it answers per
// second is the most any Hummingbird server can on that body here, so the benchmark can say how
// much of the distance to nginx is Almanac's own.
//
// Usage: hummingbird-floor DIRECTORY PORT
import Foundation
import Hummingbird
import Synchronization

let arguments = CommandLine.arguments
guard arguments.count == 3, let port = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: hummingbird-floor DIRECTORY PORT\n".utf8))
    exit(64)
}
let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
let kept = Mutex<[String: ByteBuffer]>([:])

let router = Router()
router.get(":name") { _, context -> Response in
    let name = context.parameters.get("name") ?? ""
    // Only plain names: the benchmark's files are numbers and words, never a path.
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return Response(status: .notFound) }
    let body =
        kept.withLock { $0[name] }
        ?? (try? Data(contentsOf: directory.appendingPathComponent(name))).map { data in
            let body = ByteBuffer(bytes: data)
            kept.withLock { $0[name] = body }
            return body
        }
    guard let body else { return Response(status: .notFound) }
    return Response(status: .ok, headers: [.contentType: "text/html"], body: .init(byteBuffer: body))
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
