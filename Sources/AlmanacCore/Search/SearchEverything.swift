import Foundation

/// The one search box (`/search`, `GET /api/v1/search`, `almanac search`): launches, rockets,
/// launch sites, agencies, astronauts, boosters, the six SWAPI resources, the stored facts and the visitor's saved cities, from the
/// store only (it works offline and never asks an upstream), grouped by kind, best match first.
public struct SearchEverything: Sendable {
    /// Results shown per kind; a kind with more says so (its list page has the rest).
    public static let perKind = 8
    /// How many index entries are ranked: more than twice the whole index of the full snapshot
    /// (about 9,300 entries, 7,242 of them launches), so the best match is never cut off before it
    /// is ranked and each kind's total is every match ("s" matches most of the index). A bound
    /// still, so that no store hands a search more than this.
    static let candidates = 20_000

    let index: any SearchIndex
    let facts: any FactStore
    let weather: any WeatherStore

    public init(index: any SearchIndex, facts: any FactStore, weather: any WeatherStore) {
        self.index = index
        self.facts = facts
        self.weather = weather
    }

    /// `profile` is nil for a visitor without one (no saved cities to search); `asOf` is the
    /// moment launches are ordered around, as the launches list orders them.
    public func callAsFunction(_ text: SearchText, profile: ProfileID?, safeMode: SafeMode, asOf: Date) async throws -> SearchResults {
        let entries = try await index.searchEntries(matching: text, limit: Self.candidates)
        let found = try await facts.facts(
            matchingText: text.text, safeMode: safeMode, page: try PageRequest(limit: Self.perKind + 1))
        let factEntries = found.items.map { fact in
            SearchEntry(
                kind: .fact, key: fact.id, title: fact.text, detail: fact.categories.isEmpty ? nil : fact.categories.joined(separator: ", "))
        }
        let cities = if let profile { try await weather.savedCities(of: profile) } else { [SavedCity]() }
        let cityEntries = cities.filter { Self.matches($0, text) }.map { city in
            SearchEntry(
                kind: .city, key: String(city.id), title: city.name,
                detail: [city.region, city.countryCode].compactMap(\.self).joined(separator: ", "))
        }
        return SearchResults(text: text, ranking: entries + factEntries + cityEntries, factsTotal: found.total, asOf: asOf)
    }

    /// Every word typed starts a word of the city's name, region or country code.
    static func matches(_ city: SavedCity, _ text: SearchText) -> Bool {
        let words = [city.name, city.region ?? "", city.countryCode].joined(separator: " ").foldedForSearch.searchWords
        return !text.words.isEmpty && text.words.allSatisfy { typed in words.contains { $0.hasPrefix(typed) } }
    }
}

/// What the one search box found: groups of one kind each, the group with the best match first.
public struct SearchResults: Hashable, Sendable {
    public let text: SearchText
    public let groups: [SearchGroup]

    /// Ranks `entries`, groups them by kind and keeps `SearchEverything.perKind` of each.
    init(text: SearchText, ranking entries: [SearchEntry], factsTotal: Int, asOf now: Date) {
        self.text = text
        // Each entry's rank and length worked out once, and positions sorted rather than the
        // entries: a one-letter search ranks most of the index, and sorting the entries
        // themselves copied thousands of values of several strings each, many times over.
        let (typed, words) = (text.folded, text.words)
        let ranks = entries.map { SearchRanking(foldedTitle: $0.foldedTitle, typed: typed, words: words) }
        let lengths = entries.map { $0.title.unicodeScalars.count }
        func byTitle(_ lhs: Int, _ rhs: Int) -> Bool { (entries[lhs].title, entries[lhs].key) < (entries[rhs].title, entries[rhs].key) }
        // Best first: by rank, then the shorter title, then by title.
        func better(_ lhs: Int, _ rhs: Int) -> Bool {
            if ranks[lhs] != ranks[rhs] { return ranks[lhs] < ranks[rhs] }
            return lengths[lhs] != lengths[rhs] ? lengths[lhs] < lengths[rhs] : byTitle(lhs, rhs)
        }
        // Launches equally good as the launches list opens (those found by their rocket or site
        // alone, "electron", say nothing by their names' lengths): what is ahead soonest first,
        // then what has flown newest first, then those without a day (`launchEntries`).
        func sooner(_ lhs: Int, _ rhs: Int) -> Bool {
            if ranks[lhs] != ranks[rhs] { return ranks[lhs] < ranks[rhs] }
            let (left, right) = (entries[lhs].date ?? .distantPast, entries[rhs].date ?? .distantPast)
            let (leftAhead, rightAhead) = (left >= now, right >= now)
            if leftAhead != rightAhead { return leftAhead }
            guard left != right else { return byTitle(lhs, rhs) }
            return leftAhead ? left < right : left > right
        }
        var byKind: [SearchKind: [Int]] = [:]
        for position in entries.indices { byKind[entries[position].kind, default: []].append(position) }
        let found = byKind.compactMap { kind, positions in positions.min(by: better).map { (kind: kind, best: $0, positions: positions) } }
        // The group with the best match first; kinds as good as each other in their own order.
        let ordered = found.sorted { lhs, rhs in
            let (left, right) = (lhs.best, rhs.best)
            if ranks[left] != ranks[right] || lengths[left] != lengths[right] { return better(left, right) }
            return lhs.kind.order != rhs.kind.order ? lhs.kind.order < rhs.kind.order : better(left, right)
        }
        groups = ordered.map { kind, _, positions in
            let shown = positions.sorted(by: kind == .launch ? sooner : better).prefix(SearchEverything.perKind)
            let total = kind == .fact ? max(factsTotal, positions.count) : positions.count
            return SearchGroup(kind: kind, entries: shown.map { entries[$0] }, total: total)
        }
    }

    /// Every entry found, in the order shown.
    public var entries: [SearchEntry] { groups.flatMap(\.entries) }
}

/// The results of one kind, best first.
public struct SearchGroup: Hashable, Sendable {
    public let kind: SearchKind
    public let entries: [SearchEntry]
    /// How many of the kind matched (more than `entries` when some are not shown).
    public let total: Int
}
