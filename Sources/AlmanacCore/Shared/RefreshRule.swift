/// When a read may call the upstream. Pages read `.ifMissing`: stale data is shown at once and
/// refreshed in the background, so no page waits on a slow upstream; only data that was never
/// fetched is fetched while the viewer waits. The background refresher reads `.ifStale`; a
/// "refresh" button `.always`.
public enum RefreshRule: Sendable, Hashable {
    case ifMissing
    case ifStale
    case always
}
