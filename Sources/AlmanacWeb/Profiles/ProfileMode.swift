/// Whose things a server shows: one profile for everyone (a server on one's own computer), or
/// one per visitor (a household's, a club's or a public server).
public enum ProfileMode: String, CaseIterable, Sendable {
    /// One profile shared by every browser and the CLI.
    case local
    /// Each browser its own anonymous profile, made on its first change.
    case perVisitor = "per-visitor"

    /// `local` when serving on a loopback address (only this computer can connect), else
    /// `per-visitor`.
    /// Whether everyone shares the one local profile.
    public var isLocal: Bool { self == .local }

    public static func `default`(forHost host: String) -> ProfileMode {
        ["127.0.0.1", "::1", "localhost"].contains(host.lowercased()) || host.hasPrefix("127.") ? .local : .perVisitor
    }
}
