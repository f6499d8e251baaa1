/// Which agencies a list shows: a name search, a type and a country, one page of them.
public struct AgencyQuery: Hashable, Sendable {
    /// Words of the name or the abbreviation ("rocket lab", "jaxa").
    public var search: String?
    public var type: String?
    /// An ISO 3166 alpha-3 code ("JPN").
    public var country: String?
    public var page: PageRequest

    public init(search: String? = nil, type: String? = nil, country: String? = nil, page: PageRequest = .first) {
        self.search = search.trimmedNonEmpty
        self.type = type.trimmedNonEmpty
        self.country = country.trimmedNonEmpty?.uppercased()
        self.page = page
    }

    /// The longest search, type or country text taken (a name is far shorter).
    public static let textLimit = TextLimit(0...100)

    /// Parses query-string or flag text; bad numbers and texts too long name their parameter.
    public init(parsingSearch search: String?, type: String?, country: String?, page: String?, limit: String?) throws(InvalidInput) {
        for (text, field) in [(search, InputField.search), (type, .agencyType), (country, .country)] {
            if let text { try Self.textLimit.check(text, field: field) }
        }
        self.init(search: search, type: type, country: country, page: try PageRequest(parsingPage: page, limit: limit))
    }

    /// Whether any filter is given (a page is no filter).
    public var isFiltered: Bool { search != nil || type != nil || country != nil }

    /// Whether the agency passes every filter given.
    func matches(_ agency: Agency) -> Bool {
        if let type, agency.type != type { return false }
        if let country, !agency.countryCodes.contains(country) { return false }
        if let search {
            let text = [agency.name, agency.abbreviation ?? ""].joined(separator: " ").foldedForSearch
            return search.foldedForSearch.searchWords.allSatisfy { text.contains($0) }
        }
        return true
    }
}

extension InputField {
    /// An agency's type (`?type=Commercial`).
    public static let agencyType = InputField("type")
}
