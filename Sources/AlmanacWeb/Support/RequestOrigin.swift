import Hummingbird

extension Request {
    /// The host[:port] the visitor used, when it is only that (letters, digits and `.-:[]`, as
    /// `RequestGuard` checked), else `localhost`: for links to this server that leave
    /// the page (a calendar's events, a device-move link).
    var linkAuthority: String {
        head.authority.flatMap { $0.allSatisfy(Self.isAuthorityCharacter) ? $0 : nil } ?? "localhost"
    }

    /// `http(s)://host:port` as the visitor reached the server (`https` behind a trusted proxy
    /// that says so).
    func origin(viaHTTPS: Bool) -> String { (viaHTTPS ? "https://" : "http://") + linkAuthority }

    private static func isAuthorityCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || ".-:[]".contains(character))
    }
}
