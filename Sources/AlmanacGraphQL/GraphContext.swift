import AlmanacCore
import Synchronization

/// What every resolver of one request shares: the use cases, the request's batching loaders, and
/// who is asking (for the visitor's own saved cities).
final class GraphContext: Sendable {
    let services: GraphServices
    let galaxy: GalaxyRecordLoader
    let launches: LaunchReferenceLoader
    let viewer: GraphViewer
    /// The values the answer may still hold.
    let budget: AnswerBudget
    private let personal = Mutex(false)

    /// Notes that the answer is the asker's own or picked for this request alone (their cities,
    /// a random fact), so it is never shared.
    func markPersonal() { personal.withLock { $0 = true } }
    var isPersonal: Bool { personal.withLock { $0 } }

    init(services: GraphServices, viewer: GraphViewer, budget: Int) {
        self.services = services
        self.budget = AnswerBudget(limit: budget)
        galaxy = GalaxyRecordLoader(load: services.galaxy)
        launches = LaunchReferenceLoader(useCases: services.launches)
        self.viewer = viewer
    }
}

/// Who a request is answered for: the profile whose saved cities it may read (asked for only
/// when a query reads them, so other queries stay shareable), their calendar day for the fact
/// of the day, and whether explicit facts are shown.
public struct GraphViewer: Sendable {
    let profile: @Sendable () async throws -> ProfileID?
    let day: String
    let safeMode: SafeMode

    /// - Parameters:
    ///   - profile: the visitor's profile, or nil for one who has none yet (no saved cities).
    ///   - day: the viewer's date as `yyyy-MM-dd`.
    public init(profile: @escaping @Sendable () async throws -> ProfileID?, day: String, safeMode: SafeMode = .on) {
        self.profile = profile
        self.day = day
        self.safeMode = safeMode
    }
}
