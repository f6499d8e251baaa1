/// Every rocket configuration the stored launches name, counted in one pass over the timeline
/// when the listing is built (once per refresh): the launchers' pages and their API then read it
/// without touching the store.
public struct Launchers: Sendable {
    /// The most flown first, then by name.
    public let all: [Launcher]
    private let positions: [String: Int]

    /// `timeline`: every launch, oldest first.
    init(timeline: [Launch]) {
        var launchers: [String: LauncherBuilder] = [:]
        for launch in timeline {
            guard let name = launch.launchLibrary?.rocketName else { continue }
            launchers[Launcher.id(named: name), default: LauncherBuilder(id: Launcher.id(named: name))].add(launch, name: name)
        }
        all = launchers.values.map { $0.launcher() }.sorted { ($1.tally.total, $0.name) < ($0.tally.total, $1.name) }
        positions = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.id, $0) })
    }

    public func launcher(id: String) -> Launcher? { positions[id].map { all[$0] } }
}

/// A launcher while its flights are counted, oldest first: the latest record's name and family
/// win, counts add up.
private struct LauncherBuilder {
    let id: String
    var name = ""
    var family: String?
    var tally = LaunchTally()
    var flightsByProvider: [Int: (provider: LaunchProvider, flights: Int)] = [:]
    var crewedFlights = 0
    var streak = 0

    init(id: String) { self.id = id }

    mutating func add(_ launch: Launch, name: String) {
        self.name = name
        family = launch.launchLibrary?.rocketFamily ?? family
        tally.add(launch)
        if let provider = launch.provider {
            flightsByProvider[provider.id, default: (provider, 0)].flights += 1
            flightsByProvider[provider.id]?.provider = provider
        }
        if launch.launchLibrary?.crew?.isEmpty == false { crewedFlights += 1 }
        switch launch.outcome {
        case .success: streak += 1
        case .failure: streak = 0
        case .upcoming, .unknown: break
        }
    }

    func launcher() -> Launcher {
        let providers = flightsByProvider.values.sorted { ($1.flights, $0.provider.name) < ($0.flights, $1.provider.name) }
        return Launcher(
            id: id, name: name, family: family, providers: providers.map(\.provider), tally: tally, crewedFlights: crewedFlights,
            currentStreak: streak)
    }
}
