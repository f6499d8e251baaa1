import Foundation
import Hummingbird

extension AlmanacRequestContext {
    /// The `:id` path component, percent-decoded: the router hands it over as it appears in the
    /// URL, so `/rockets/Falcon%209` would otherwise look for a rocket called "Falcon%209".
    var idParameter: String { pathParameter("id") }

    /// A named path component, percent-decoded. Foundation's decoding goes through a
    /// `CFString` even when there is nothing to decode, on every request with an id, and a path
    /// component almost never has a `%`.
    func pathParameter(_ name: String) -> String {
        let raw = parameters.get(name) ?? ""
        guard raw.utf8.contains(UInt8(ascii: "%")) else { return raw }
        return raw.removingPercentEncoding ?? raw
    }
}
