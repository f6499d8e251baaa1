import AlmanacCore
import Hummingbird

/// An upstream API's answer in its own shape (a mirror's): its JSON as the upstream would send
/// it, its status (the upstream's 404 and 400 bodies too), kept with the shared answers and
/// answered with its ETag (`If-None-Match`).
struct MirrorAnswer: Sendable {
    let status: HTTPResponse.Status
    let json: String
    /// A client may keep it a minute (the ETag answers a 304 after that while nothing changed);
    /// a random pick, not at all.
    var cacheControl = "public, max-age=60"
    /// JSON, but for an upstream that answers in words (the SpaceX API's `Not Found`).
    var contentType = EncodedBody.json

    init(status: Int, json: String) {
        self.status = HTTPResponse.Status(code: status)
        self.json = json
    }
}
