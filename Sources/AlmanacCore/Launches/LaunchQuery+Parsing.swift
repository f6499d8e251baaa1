import Foundation

/// Builds a `LaunchQuery` from the raw text of query parameters or command-line flags, so the web,
/// the API and the CLI accept exactly the same input and reject it with the same words.
extension LaunchQuery {
    /// Every parameter of the launches list, in the order links and forms list them: the one
    /// spelling the page, its links, its form and the API share.
    public static let fields: [InputField] = [.search, .year, .from, .to, .outcome] + LaunchLink.allCases.map(\.field) + [.sort, .limit, .page]

    /// The raw values by field; a blank value counts as absent.
    ///
    /// Kept in `fields` order, one slot a field: a list reads every field in, writes every one
    /// out for each of its links and copies them for each filter's chip, and a dictionary hashed
    /// the names at every step.
    public struct Parameters: Hashable, Sendable, ExpressibleByDictionaryLiteral {
        private var values = [String?](repeating: nil, count: LaunchQuery.fields.count)

        public init() {}

        public init(dictionaryLiteral elements: (InputField, String?)...) {
            for (field, value) in elements { self[field] = value }
        }

        /// Reads every parameter of `LaunchQuery.fields` through `value`.
        public init(reading value: (InputField) -> String?) {
            for (slot, field) in LaunchQuery.fields.enumerated() { values[slot] = value(field).nonEmpty }
        }

        /// A field that is not one of `LaunchQuery.fields` reads as absent; setting one is a
        /// programming error.
        public subscript(field: InputField) -> String? {
            get { LaunchQuery.fields.firstIndex(of: field).flatMap { values[$0] } }
            set {
                guard let slot = LaunchQuery.fields.firstIndex(of: field) else { preconditionFailure("\(field) is not a launches list parameter") }
                values[slot] = newValue.nonEmpty
            }
        }

        public subscript(link link: LaunchLink) -> String? {
            get { self[link.field] }
            set { self[link.field] = newValue }
        }

        /// Only the link filters (the rocket, the pad): what the calendar feed takes.
        public var onlyLinks: Parameters {
            var links = Parameters()
            for link in LaunchLink.allCases { links[link: link] = self[link: link] }
            return links
        }

        /// The parameters as query items in `fields` order (absent ones are left out by the URL).
        public var queryItems: [(String, String?)] { zip(LaunchQuery.fields, values).map { ($0.rawValue, $1) } }
    }

    /// A name search or a linked record's name: at most 100 characters.
    public static let textLimit = TextLimit(0...100)

    /// Validates every parameter; the error names the first one that is wrong and what is allowed.
    /// - Parameter asOf: the moment "upcoming" is judged at (`LaunchQuery.asOf`).
    public init(parsing raw: Parameters, asOf: Date = .distantPast) throws(InvalidInput) {
        let period = try Self.parsePeriod(year: raw[.year], from: raw[.from], to: raw[.to])
        let outcome = try Self.parseOutcome(raw[.outcome])
        let sort = try Self.parseSort(raw[.sort])
        let page = try PageRequest(parsingPage: raw[.page], limit: raw[.limit])
        if let search = raw[.search] { try Self.textLimit.check(search, field: .search) }
        var links: [LaunchLink: String] = [:]
        for link in LaunchLink.allCases {
            guard let text = raw[link: link] else { continue }
            try Self.textLimit.check(text, field: link.field)
            links[link] = text
        }
        self.init(period: period, outcome: outcome, search: raw[.search], links: links, sort: sort, page: page, asOf: asOf)
    }

    /// Filters narrow one another, so a year with a month range keeps the months both allow,
    /// and a range that ends before it starts allows none: an empty list, not an error, so that
    /// every combination of well-formed parameters is a valid request.
    static func parsePeriod(year: String?, from: String?, to: String?) throws(InvalidInput) -> LaunchPeriod {
        var fromMonth = try parseMonth(from, field: .from)
        var toMonth = try parseMonth(to, field: .to)
        if let year {
            guard year.count == 4, year.allSatisfy(\.isASCII), let value = Int(year), value >= 1000 else {
                throw InvalidInput(.year, "\(.year) must be four digits such as 2020 (got \"\(year)\")")
            }
            guard fromMonth != nil || toMonth != nil else { return .year(value) }
            let (first, last) = (YearMonth(year: value, month: 1), YearMonth(year: value, month: 12))
            fromMonth = [fromMonth, first].compactMap { $0 }.max()
            toMonth = [toMonth, last].compactMap { $0 }.min()
        }
        if fromMonth == nil, toMonth == nil { return .any }
        return .months(from: fromMonth, to: toMonth)
    }

    static func parseMonth(_ text: String?, field: InputField) throws(InvalidInput) -> YearMonth? {
        guard let text else { return nil }
        guard let month = YearMonth(text) else {
            throw InvalidInput(field, "\(field) must be a month as YYYY-MM such as 2020-07 (got \"\(text)\")")
        }
        return month
    }

    static func parseOutcome(_ text: String?) throws(InvalidInput) -> LaunchOutcome? {
        guard let text, text != "any" else { return nil }
        guard let outcome = LaunchOutcome(rawValue: text) else {
            let allowed = (["any"] + LaunchOutcome.allCases.map(\.rawValue)).joined(separator: ", ")
            throw InvalidInput(.outcome, "\(.outcome) must be one of \(allowed) (got \"\(text)\")")
        }
        return outcome
    }

    static func parseSort(_ text: String?) throws(InvalidInput) -> DateSortOrder {
        guard let text else { return .descending }
        guard let sort = DateSortOrder(rawValue: text) else {
            throw InvalidInput(.sort, "\(.sort) must be asc or desc (got \"\(text)\")")
        }
        return sort
    }
}
