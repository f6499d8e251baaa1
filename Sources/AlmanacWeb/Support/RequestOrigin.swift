import Hummingbird

extension Request {
    /// The host[:port] the visitor used, when it is only that (ASCII letters, digits and `.-:[]`, as
    /// `RequestGuard` checked), else `localhost`: for links to this server that leave
    /// the page (a calendar's events, a device-move link).
    var linkAuthority: String {
        guard var authority = head.authority, !authority.isEmpty, authority.withUTF8({ $0.allSatisfy(Self.isAuthorityByte) }) else {
            return "localhost"
        }
        return authority
    }

    /// `http(s)://host:port` as the visitor reached the server (`https` behind a trusted proxy
    /// that says so).
    func origin(viaHTTPS: Bool) -> String { (viaHTTPS ? "https://" : "http://") + linkAuthority }

    /// `origin(viaHTTPS:)` as `context` found the connection: what absolute links begin with.
    func origin(_ context: AlmanacRequestContext) -> String { origin(viaHTTPS: context.client.viaHTTPS) }

    /// Checked byte by byte: every allowed character is one ASCII byte, and any other
    /// character has a byte outside them. As `Character`s (Unicode's letter and number
    /// properties) the check was a tenth of a first-time calendar feed, which asks it twice.
    private static func isAuthorityByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"): true
        default: false
        }
    }
}
