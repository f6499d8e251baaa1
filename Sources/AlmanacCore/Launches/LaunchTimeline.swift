import Foundation

/// One list of launches from two sources: the SpaceX API's 2006–2022 records with their rich
/// detail, then Launch Library 2's. A launch both know appears once: the SpaceX API's id, name
/// and detail (URLs made before stay valid) with Launch Library 2's date and status, which are
/// newer (the SpaceX API still calls launches "upcoming" that flew years ago).
public enum LaunchTimeline {
    /// How long after its planned date a SpaceX API launch may have flown under a matching name:
    /// the longest slip in the data is WorldView Legion 1 & 2, planned for December 2022, flown in
    /// May 2024.
    static let longestSlip: TimeInterval = 3 * 365 * 86_400

    /// Merges the two lists. A Launch Library launch matches a SpaceX API launch by id (the SpaceX
    /// API's `launch_library_id`, or LL2's `r_spacex_api_id`), else by the same mission name
    /// (`missionKey`) at or after the planned date (a day's grace), the earliest such, else (for a
    /// launch that has flown) by the SpaceX launch nearest in time (`closestFlight`). Rockets and
    /// pads of Launch Library launches are linked to the SpaceX catalogue where it has them.
    public static func merge(spacex: [Launch], launchLibrary: [Launch], rockets: [Rocket], launchpads: [Launchpad]) -> [Launch] {
        var unmatched = Dictionary(launchLibrary.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let bySpaceXID = Dictionary(
            launchLibrary.compactMap { launch in launch.launchLibrary?.spacexID.map { ($0, launch.id) } }, uniquingKeysWith: { first, _ in first }
        )
        var merged: [Launch] = []
        var byName: [(launch: Launch, index: Int)] = []
        for launch in spacex {
            if let id = launch.launchLibraryID ?? bySpaceXID[launch.id], let match = unmatched.removeValue(forKey: id) {
                merged.append(combine(launch, with: match))
            } else {
                byName.append((launch, merged.count))
                merged.append(launch)
            }
        }
        // By name only among what ids left over, so an id match is never taken by a name.
        let candidates = unmatched.values.sorted { $0.date < $1.date }
        var taken = Set<String>()
        var unnamed: [(launch: Launch, index: Int)] = []
        // Each candidate's key made once, when first compared: made per comparison, the keys
        // were a sixth of an import of every provider's launches.
        var candidateKeys: [String: String] = [:]
        for (launch, index) in byName {
            let key = missionKey(launch.name)
            let earliest = launch.date.addingTimeInterval(-86_400), latest = launch.date.addingTimeInterval(longestSlip)
            var match: Launch?
            // The candidates are in date order: the window's first is found by halving.
            var (low, high) = (0, candidates.count)
            while low < high {
                let middle = (low + high) / 2
                if candidates[middle].date < earliest { low = middle + 1 } else { high = middle }
            }
            for candidate in candidates[low...] {
                guard candidate.date <= latest else { break }
                guard !taken.contains(candidate.id) else { continue }
                let candidateKey = candidateKeys[candidate.id] ?? missionKey(candidate.name)
                candidateKeys[candidate.id] = candidateKey
                if candidateKey == key {
                    match = candidate
                    break
                }
            }
            guard let match else {
                unnamed.append((launch, index))
                continue
            }
            taken.insert(match.id)
            unmatched.removeValue(forKey: match.id)
            merged[index] = combine(launch, with: match)
        }
        let linker = CatalogueLinker(rockets: rockets, launchpads: launchpads)
        // Then a flown launch by when it flew: Launch Library 2 names many older launches its own
        // way ("SpX CRS-20" for "CRS-20"), but SpaceX flew one rocket of a kind at a time.
        let spacexCandidates = unmatched.values.filter { $0.provider?.id == LaunchProvider.spacex.id }.map(linker.link)
        for (launch, index) in unnamed where !launch.isUpcoming {
            guard let match = closestFlight(to: launch, among: spacexCandidates.filter { unmatched[$0.id] != nil }) else { continue }
            unmatched.removeValue(forKey: match.id)
            merged[index] = combine(launch, with: match)
        }
        return merged + unmatched.values.map(linker.link).sorted { $0.date < $1.date }
    }

    /// How far apart two sources may date one flight: RazakSat is a day and a minute apart,
    /// Amos-6 (lost on the pad) two days.
    static let flightDateSpread: TimeInterval = 3 * 86_400

    /// The Launch Library 2 launch of SpaceX's nearest in time to `launch` within
    /// `flightDateSpread`, of the same rocket where the catalogue knows both (a Starship hop
    /// flew on the day of CRS-18).
    private static func closestFlight(to launch: Launch, among candidates: [Launch]) -> Launch? {
        candidates.filter { candidate in
            abs(candidate.date.timeIntervalSince(launch.date)) <= flightDateSpread
                && (launch.rocketID == nil || candidate.rocketID == nil || candidate.rocketID == launch.rocketID)
        }.min { abs($0.date.timeIntervalSince(launch.date)) < abs($1.date.timeIntervalSince(launch.date)) }
    }

    /// A mission name reduced to what both sources agree on: the part after LL2's "Rocket | ",
    /// folded, without parentheses ("(v1.5)") or the word "group", and with "&", "," and "."
    /// read as spaces ("O3b mPower 1,2", "O3b mPower 1 & 2" → "o3b mpower 1 2").
    public static func missionKey(_ name: String) -> String {
        let mission = name.components(separatedBy: " | ").last ?? name
        var text = mission.foldedForSearch
        while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            text.removeSubrange(open...close)
        }
        let spaced = text.map { "&,.".contains($0) ? " " : $0 }
        return String(spaced).split(separator: " ").filter { $0 != "group" }.joined(separator: " ")
    }

    /// The SpaceX API launch with Launch Library's date and status (and its words and links).
    private static func combine(_ spacex: Launch, with library: Launch) -> Launch {
        Launch(
            id: spacex.id, flightNumber: spacex.flightNumber, name: spacex.name, date: library.date,
            datePrecision: library.datePrecision, isUpcoming: library.isUpcoming, success: library.success,
            rocketID: spacex.rocketID, launchpadID: spacex.launchpadID, details: spacex.details ?? library.details,
            failures: spacex.failures, links: spacex.links, launchLibraryID: library.launchLibrary?.id ?? spacex.launchLibraryID,
            launchLibrary: library.launchLibrary, provenance: .both, cores: spacex.cores
        )
    }
}

/// Links Launch Library's rockets and pads, named in its words, to the SpaceX catalogue's ids.
private struct CatalogueLinker {
    let rocketsByName: [String: String]
    let launchpads: [Launchpad]

    init(rockets: [Rocket], launchpads: [Launchpad]) {
        rocketsByName = Dictionary(rockets.map { ($0.name.foldedForSearch, $0.id) }, uniquingKeysWith: { first, _ in first })
        self.launchpads = launchpads
    }

    func link(_ launch: Launch) -> Launch {
        guard let details = launch.launchLibrary else { return launch }
        return Launch(
            id: launch.id, flightNumber: launch.flightNumber, name: launch.name, date: launch.date,
            datePrecision: launch.datePrecision, isUpcoming: launch.isUpcoming, success: launch.success,
            rocketID: launch.rocketID ?? rocketID(details), launchpadID: launch.launchpadID ?? launchpadID(details),
            details: launch.details, failures: launch.failures, links: launch.links,
            launchLibraryID: launch.launchLibraryID, launchLibrary: details, provenance: launch.provenance, cores: launch.cores
        )
    }

    /// "Falcon 9 Block 5" is the catalogue's "Falcon 9": the longest catalogue name it begins with.
    private func rocketID(_ details: LaunchLibraryDetails) -> String? {
        guard let name = details.rocketName?.foldedForSearch else { return nil }
        return rocketsByName.filter { name == $0.key || name.hasPrefix($0.key + " ") }.max { $0.key.count < $1.key.count }?.value
    }

    /// LL2's "Space Launch Complex 40" is the catalogue's "CCSFS SLC 40": the pad code (the last
    /// word, with a digit in it) is the same, and unique among SpaceX's pads.
    private func launchpadID(_ details: LaunchLibraryDetails) -> String? {
        guard let code = Self.padCode(details.padName) else { return nil }
        let matches = launchpads.filter { Self.padCode($0.name) == code }
        return matches.count == 1 ? matches[0].id : nil
    }

    private static func padCode(_ name: String?) -> String? {
        guard let last = name?.split(separator: " ").last, last.contains(where: \.isNumber) else { return nil }
        return last.uppercased()
    }
}
