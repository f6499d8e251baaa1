import HTTPTypes
import Hummingbird

/// The headers every response carries (`FrontDoorMiddleware` adds them): a
/// Content-Security-Policy that lets pages load scripts, styles and images only from this
/// server (no inline script), forbids framing and plugins; `nosniff`; and a referrer kept to
/// this site.
enum SecurityHeaders {
    /// Made once: making a field checks its value, and the policy is long.
    private static let policy = HTTPField(name: .contentSecurityPolicy, value: ContentSecurityPolicy.pages)
    private static let noSniffing = HTTPField(name: .xContentTypeOptions, value: "nosniff")
    private static let sameOriginReferrer = HTTPField(name: SecurityHeaderNames.referrerPolicy, value: "same-origin")

    static func add(to response: inout Response) {
        if !response.headers.contains(.contentSecurityPolicy) { response.headers.append(policy) }
        // No handler sets these: appended, not looked for; one by one (appending a collection
        // of fields goes through the generic insertion, which does more for the same result).
        response.headers.append(noSniffing)
        response.headers.append(sameOriginReferrer)
    }
}

/// The Content-Security-Policy of every answer that sets none of its own, joined once.
enum ContentSecurityPolicy {
    static let pages: String = [
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:",
        "worker-src 'self'", "manifest-src 'self'",
        "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
    ].joined(separator: "; ")
}
