import Foundation

/// The one search box (`/search`, `GET /api/v1/search`, `almanac search`): launches, boosters,
/// rockets, the six SWAPI resources, the stored facts and the visitor's saved cities, from the
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

    /// `profile` is nil for a visitor without one (no saved cities to search).
    public func callAsFunction(_ text: SearchText, profile: ProfileID?, safeMode: SafeMode) async throws -> SearchResults {
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
        return SearchResults(text: text, ranking: entries + factEntries + cityEntries, factsTotal: found.total)
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
    init(text: SearchText, ranking entries: [SearchEntry], factsTotal: Int) {
        self.text = text
        // Each entry's order computed once (an entry is compared many times in a sort).
        let (typed, words) = (text.folded, text.words)
        let ranked = entries.map { entry in
            (
                entry: entry, rank: SearchRanking(foldedTitle: entry.foldedTitle, typed: typed, words: words),
                length: entry.title.unicodeScalars.count, kind: entry.kind.order
            )
        }
        .sorted { lhs, rhs in
            (lhs.rank.rawValue, lhs.length, lhs.kind, lhs.entry.title, lhs.entry.key)
                < (rhs.rank.rawValue, rhs.length, rhs.kind, rhs.entry.title, rhs.entry.key)
        }
        var order: [SearchKind] = []
        var byKind: [SearchKind: [(entry: SearchEntry, rank: SearchRanking)]] = [:]
        for (entry, rank, _, _) in ranked {
            if byKind[entry.kind] == nil { order.append(entry.kind) }
            byKind[entry.kind, default: []].append((entry, rank))
        }
        groups = order.map { kind in
            var all = byKind[kind] ?? []
            // Launches equally good newest first: those found by their rocket or site alone
            // ("electron") say nothing by their names' lengths.
            if kind == .launch {
                all.sort { lhs, rhs in
                    let (left, right) = (lhs.entry.date ?? .distantPast, rhs.entry.date ?? .distantPast)
                    if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
                    return left != right ? left > right : (lhs.entry.title, lhs.entry.key) < (rhs.entry.title, rhs.entry.key)
                }
            }
            let total = kind == .fact ? max(factsTotal, all.count) : all.count
            return SearchGroup(kind: kind, entries: all.prefix(SearchEverything.perKind).map(\.entry), total: total)
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
