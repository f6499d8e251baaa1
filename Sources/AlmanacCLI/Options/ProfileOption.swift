import AlmanacCore
import AlmanacServer
import ArgumentParser

/// `--profile TOKEN`: whose saved cities and recent searches a command reads and changes. The
/// token is the one a per-visitor server's settings page shows; without it, the local profile
/// (the one a loopback server and every command share).
struct ProfileOption: ParsableArguments {
    @Option(name: .customLong("profile"), help: "A visitor's profile token from a server's settings page (default: the local profile).")
    var token: String?

    func validate() throws {
        if let token, ProfileID(token: token) == nil {
            throw ValidationError("--profile must be a token of 32 letters a–f and digits, as the settings page shows it")
        }
    }

    var profile: ProfileID { token.flatMap(ProfileID.init(token:)) ?? .local }

    /// The profile, once the store says it exists (a mistyped token must not start an empty one).
    func checked(in store: any ProfileStore) async throws -> ProfileID {
        guard try await store.record(profile) != nil else {
            throw CommandFailure("no profile with that token is kept in this store")
        }
        return profile
    }
}
