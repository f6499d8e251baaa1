import Foundation

/// Which astronauts a list shows: a name search, an agency, a nationality and a status, in one
/// of three orders, one page of them.
public struct AstronautQuery: Hashable, Sendable {
    /// Words of the name ("whitson").
    public var search: String?
    /// An agency's abbreviation or name as the astronauts name it ("NASA").
    public var agency: String?
    /// "American", "Chinese".
    public var nationality: String?
    public var condition: AstronautCondition?
    public var sort: Sort
    public var page: PageRequest

    public enum Sort: String, CaseIterable, Hashable, Sendable {
        /// Most flights first (ties by name): who flew most.
        case flights
        /// Earliest first flight first: spaceflight's history in order.
        case first
        case name

        public var label: String {
            switch self {
            case .flights: "Most flights"
            case .first: "First flight"
            case .name: "Name"
            }
        }
    }

    public init(
        search: String? = nil, agency: String? = nil, nationality: String? = nil, condition: AstronautCondition? = nil,
        sort: Sort = .flights, page: PageRequest = .first
    ) {
        self.search = search.trimmedNonEmpty
        self.agency = agency.trimmedNonEmpty
        self.nationality = nationality.trimmedNonEmpty
        self.condition = condition
        self.sort = sort
        self.page = page
    }

    /// The longest search, agency or nationality text taken (a name is far shorter).
    public static let textLimit = TextLimit(0...100)

    /// Parses query-string or flag text; bad numbers, unknown words and texts too long name their parameter.
    public init(
        parsingSearch search: String?, agency: String?, nationality: String?, status: String?, sort: String?, page: String?,
        limit: String?
    ) throws(InvalidInput) {
        for (text, field) in [(search, InputField.search), (agency, .agency), (nationality, .nationality)] {
            if let text { try Self.textLimit.check(text, field: field) }
        }
        var condition: AstronautCondition?
        if let status = status.trimmedNonEmpty {
            guard let known = AstronautCondition(rawValue: status) else {
                let choices = AstronautCondition.allCases.map(\.rawValue).joined(separator: ", ")
                throw InvalidInput(.astronautStatus, "\(.astronautStatus) must be one of \(choices) (got \"\(String(status.prefix(40)))\")")
            }
            condition = known
        }
        var order = Sort.flights
        if let sort = sort.trimmedNonEmpty {
            guard let known = Sort(rawValue: sort) else {
                let choices = Sort.allCases.map(\.rawValue).joined(separator: ", ")
                throw InvalidInput(.sort, "\(.sort) must be one of \(choices) (got \"\(String(sort.prefix(40)))\")")
            }
            order = known
        }
        self.init(
            search: search, agency: agency, nationality: nationality, condition: condition, sort: order,
            page: try PageRequest(parsingPage: page, limit: limit))
    }

    public var isFiltered: Bool { search != nil || agency != nil || nationality != nil || condition != nil }

    /// The filters folded for search once, for a pass over every astronaut.
    struct Folded {
        let words: [Substring]?
        let agency: String?
        let nationality: String?
    }

    var folded: Folded {
        Folded(
            words: search.map { $0.foldedForSearch.searchWords }, agency: agency?.foldedForSearch, nationality: nationality?.foldedForSearch)
    }

    /// Whether the astronaut passes every filter given (`foldedName`: their name folded for search).
    func matches(_ astronaut: Astronaut, foldedName: String, filters: Folded) -> Bool {
        if let agency = filters.agency {
            guard let their = astronaut.agency, their.abbreviation?.foldedForSearch == agency || their.name.foldedForSearch == agency
            else { return false }
        }
        if let nationality = filters.nationality, !astronaut.nationalities.contains(where: { $0.foldedForSearch == nationality }) {
            return false
        }
        if let condition, astronaut.condition != condition { return false }
        if let words = filters.words { return words.allSatisfy { foldedName.contains($0) } }
        return true
    }
}

extension InputField {
    /// The agency an astronaut flies for (`?agency=NASA`).
    public static let agency = InputField("agency")
    public static let nationality = InputField("nationality")
    /// `?status=in-space`.
    public static let astronautStatus = InputField("status")
}
