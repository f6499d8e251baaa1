import Foundation
import Hummingbird

extension AlmanacRequestContext {
    /// The `:id` path component, percent-decoded: the router hands it over as it appears in the
    /// URL, so `/rockets/Falcon%209` would otherwise look for a rocket called "Falcon%209".
    var idParameter: String { pathParameter("id") }

    /// A named path component, percent-decoded.
    func pathParameter(_ name: String) -> String {
        let raw = parameters.get(name) ?? ""
        return raw.removingPercentEncoding ?? raw
    }
}
