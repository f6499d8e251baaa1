import AlmanacCore

/// What a write changes, locked for the length of its transaction.
public enum WriteScope: Sendable {
    case dataset(DatasetID)
    case profile(ProfileID)
    /// Every profile at once (deleting expired ones).
    case profiles
    /// The launch timeline, which the SpaceX and Launch Library refreshes both rebuild.
    case launchTimeline
    /// The queue of "Refresh now" requests.
    case refreshRequest
    /// The queue of push notifications, which only the refreshing instance sends from.
    case pushQueue
    /// The server's VAPID key.
    case pushServerKey

    /// The first key of every advisory lock Almanac takes, so its locks never meet another
    /// application's in a shared database ("Alma" in ASCII).
    public static let lockSpace: Int32 = 0x416C_6D61

    /// What a commit under the scope changes, as the stamps that keep answers name it; nil for
    /// what no answer kept between requests shows (the queues, the server's key).
    public var topic: ChangeTopic? {
        switch self {
        case .dataset(let dataset): .dataset(dataset)
        case .profile(let profile): .profile(profile)
        case .profiles: .everyProfile
        // The timeline is written with the dataset that changed it, which announces it.
        case .launchTimeline, .refreshRequest, .pushQueue, .pushServerKey: nil
        }
    }

    public var key: String {
        switch self {
        case .dataset(let dataset): "dataset:\(dataset.rawValue)"
        case .profile(let profile): "profile:\(profile.rawValue)"
        case .profiles: "profiles"
        case .launchTimeline: "launch_timeline"
        case .refreshRequest: "refresh_request"
        case .pushQueue: "push_queue"
        case .pushServerKey: "push_server_key"
        }
    }
}
