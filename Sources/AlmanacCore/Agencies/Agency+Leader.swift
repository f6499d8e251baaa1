import Foundation

/// Who leads an agency, read from Launch Library 2's `administrator` text, which names the role
/// and the person in one string ("CEO: Jeff Bezos", "Chairman & President: Lei Fanpei",
/// "CEO:  John Gedmark"): printed whole under the label "Administrator", JAXA's page read
/// "Administrator  Administrator: Hiroshi Yamakawa" and Rocket Lab's "Administrator  CEO: Peter Beck".
extension Agency {
    public struct Leader: Hashable, Sendable {
        /// "CEO", "Administrator", "Director General"; "Administrator" when the text names no role.
        public let role: String
        public let name: String

        public init(role: String, name: String) {
            (self.role, self.name) = (role, name)
        }
    }

    /// Nil when Launch Library 2 names nobody.
    public var leader: Leader? {
        guard let text = administrator?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let colon = text.firstIndex(of: ":") else { return Leader(role: "Administrator", name: text) }
        let role = text[..<colon].trimmingCharacters(in: .whitespaces)
        let name = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if name.isEmpty { return nil }
        return Leader(role: role.isEmpty ? "Administrator" : role, name: name)
    }
}
