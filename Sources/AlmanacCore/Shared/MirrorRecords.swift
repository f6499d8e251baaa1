/// What an Almanac asks of another Almanac's mirror it syncs from: the upstream's records as
/// they were sent, without what the mirror adds for other clients (SpaceX's launches since 2022,
/// which the syncing Almanac gets from Launch Library 2 itself). Every request Almanac makes
/// carries it; the upstreams ignore it.
public enum MirrorRecords {
    public static let header = "Almanac-Mirror"
    public static let asSent = "as-sent"
}
