/// How long the server waits on a client, and how many connections one client may hold, so a
/// client that opens sockets and sends nothing (or a byte a second) cannot starve the others.
public struct ConnectionLimits: Sendable, Hashable {
    /// A keep-alive connection with no request in it is closed after this long.
    public var idleTimeout: Duration
    /// A request's head (request line and headers) must be complete this long after its first byte.
    public var headerTimeout: Duration
    /// A request's body must be complete this long after its head.
    public var bodyTimeout: Duration
    /// Connections one client address may hold open at once (a trusted proxy is exempt: it
    /// carries everyone's); nil for no limit.
    public var perClient: Int?
    /// Connections the server holds open at once, all clients together: a new one past it closes
    /// the connection idle the longest (or, with none idle, waits in the listen queue once
    /// `busyHeadroom` more are open). Nil for no limit (`serve` sets it from the open-file limit,
    /// leaving room for the headroom, the store and the upstreams).
    public var total: Int?

    /// Connections beyond `total` accepted while every one of `total` is busy.
    public static let busyHeadroom = 64

    public init(
        idleTimeout: Duration = .seconds(30), headerTimeout: Duration = .seconds(10), bodyTimeout: Duration = .seconds(30),
        perClient: Int? = 64, total: Int? = nil
    ) {
        self.idleTimeout = idleTimeout
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.perClient = perClient
        self.total = total
    }
}
