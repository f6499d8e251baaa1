/// Builds a `LaunchQuery` from the raw text of query parameters or command-line flags, so the web,
/// the API and the CLI accept exactly the same input and reject it with the same words.
extension LaunchQuery {
    /// The raw values, each `nil` when absent; empty strings count as absent.
    public struct Parameters: Hashable, Sendable {
        public var year, from, to, outcome, search, rocket, sort, page, limit: String?

        public init(
            year: String? = nil, from: String? = nil, to: String? = nil, outcome: String? = nil,
            search: String? = nil, rocket: String? = nil, sort: String? = nil,
            page: String? = nil, limit: String? = nil
        ) {
            self.year = year
            self.from = from
            self.to = to
            self.outcome = outcome
            self.search = search
            self.rocket = rocket
            self.sort = sort
            self.page = page
            self.limit = limit
        }
    }

    /// The query-string name of each parameter, in the order links list them: the one spelling
    /// the page, its links, its form and the API share.
    public enum Field: String, CaseIterable, Sendable {
        case search = "q", year, from, to, outcome, rocket, sort, limit, page
    }

    /// A name search or rocket name: at most 100 characters.
    public static let textLimit = TextLimit(0...100)

    /// Validates every parameter; the error names the first one that is wrong and what is allowed.
    public init(parsing raw: Parameters) throws(InvalidInput) {
        let period = try Self.parsePeriod(year: raw.year.nonEmpty, from: raw.from.nonEmpty, to: raw.to.nonEmpty)
        let outcome = try Self.parseOutcome(raw.outcome.nonEmpty)
        let sort = try Self.parseSort(raw.sort.nonEmpty)
        let page = try PageRequest(parsingPage: raw.page, limit: raw.limit)
        if let search = raw.search { try Self.textLimit.check(search, parameter: Field.search.rawValue) }
        if let rocket = raw.rocket { try Self.textLimit.check(rocket, parameter: Field.rocket.rawValue) }
        self.init(period: period, outcome: outcome, search: raw.search, rocket: raw.rocket, sort: sort, page: page)
    }

    static func parsePeriod(year: String?, from: String?, to: String?) throws(InvalidInput) -> LaunchPeriod {
        if let year {
            guard from == nil, to == nil else {
                throw InvalidInput(parameter: "year", message: "use either year or a from/to month range, not both")
            }
            guard year.count == 4, year.allSatisfy(\.isASCII), let value = Int(year), value >= 1000 else {
                throw InvalidInput(parameter: "year", message: "year must be four digits such as 2020 (got \"\(year)\")")
            }
            return .year(value)
        }
        let fromMonth = try parseMonth(from, name: "from")
        let toMonth = try parseMonth(to, name: "to")
        if let fromMonth, let toMonth, fromMonth > toMonth {
            throw InvalidInput(
                parameter: "from",
                message: "from (\(fromMonth)) must not be after to (\(toMonth))"
            )
        }
        if fromMonth == nil, toMonth == nil { return .any }
        return .months(from: fromMonth, to: toMonth)
    }

    static func parseMonth(_ text: String?, name: String) throws(InvalidInput) -> YearMonth? {
        guard let text else { return nil }
        guard let month = YearMonth(text) else {
            throw InvalidInput(parameter: name, message: "\(name) must be a month as YYYY-MM such as 2020-07 (got \"\(text)\")")
        }
        return month
    }

    static func parseOutcome(_ text: String?) throws(InvalidInput) -> LaunchOutcome? {
        guard let text, text != "any" else { return nil }
        guard let outcome = LaunchOutcome(rawValue: text) else {
            let allowed = (["any"] + LaunchOutcome.allCases.map(\.rawValue)).joined(separator: ", ")
            throw InvalidInput(parameter: "outcome", message: "outcome must be one of \(allowed) (got \"\(text)\")")
        }
        return outcome
    }

    static func parseSort(_ text: String?) throws(InvalidInput) -> DateSortOrder {
        guard let text else { return .descending }
        guard let sort = DateSortOrder(rawValue: text) else {
            throw InvalidInput(parameter: "sort", message: "sort must be asc or desc (got \"\(text)\")")
        }
        return sort
    }
}

extension LaunchQuery.Parameters {
    /// Reads each parameter by its query-string name (absent and empty both mean nil).
    public init(reading value: (LaunchQuery.Field) -> String?) {
        self.init()
        for field in LaunchQuery.Field.allCases { self[field] = value(field) }
    }

    public subscript(field: LaunchQuery.Field) -> String? {
        get {
            switch field {
            case .search: search
            case .year: year
            case .from: from
            case .to: to
            case .outcome: outcome
            case .rocket: rocket
            case .sort: sort
            case .limit: limit
            case .page: page
            }
        }
        set {
            switch field {
            case .search: search = newValue
            case .year: year = newValue
            case .from: from = newValue
            case .to: to = newValue
            case .outcome: outcome = newValue
            case .rocket: rocket = newValue
            case .sort: sort = newValue
            case .limit: limit = newValue
            case .page: page = newValue
            }
        }
    }

    /// The parameters as query items in `Field` order (nil ones are left out by the URL).
    public var queryItems: [(String, String?)] { LaunchQuery.Field.allCases.map { ($0.rawValue, self[$0]) } }
}
