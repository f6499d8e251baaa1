/// A validated request for one page of a list: `page` counts from 1, `limit` is 1…100.
public struct PageRequest: Hashable, Sendable {
    public static let defaultLimit = 20
    public static let maximumLimit = 100

    public let page: Int
    public let limit: Int

    /// Validates both numbers, naming the parameter that is out of range.
    public init(page: Int = 1, limit: Int = PageRequest.defaultLimit) throws(InvalidInput) {
        guard page >= 1 else {
            throw InvalidInput(.page, "\(.page) must be a whole number of 1 or more (got \(page))")
        }
        // Bounded so that `offset` cannot overflow, whoever built the number.
        guard page <= WholeNumber.largest else {
            throw InvalidInput(.page, "\(.page) must be at most \(WholeNumber.largest) (got \(page))")
        }
        guard (1...Self.maximumLimit).contains(limit) else {
            throw InvalidInput(.limit, "\(.limit) must be a whole number from 1 to \(Self.maximumLimit) (got \(limit))")
        }
        self.page = page
        self.limit = limit
    }

    private init(checkedPage page: Int, limit: Int) {
        self.page = page
        self.limit = limit
    }

    /// Every item at once, for a whole list to download (`BrowseLaunches.everything`): a limit
    /// no list reaches, small enough that no page arithmetic overflows.
    public static let everything = PageRequest(checkedPage: 1, limit: 1 << 32)

    /// Page 1 of `defaultLimit` items.
    public static let first = PageRequest(checkedPage: 1, limit: defaultLimit)

    /// Number of items skipped before this page.
    public var offset: Int { (page - 1) * limit }
}

extension PageRequest {
    /// Parses raw `page` and `limit` text (query parameters, flags); absent means page 1 of 20.
    public init(parsingPage page: String?, limit: String?) throws(InvalidInput) {
        try self.init(
            page: try Self.wholeNumber(page.nonEmpty, field: .page) ?? 1,
            limit: try Self.wholeNumber(limit.nonEmpty, field: .limit) ?? Self.defaultLimit
        )
    }

    private static func wholeNumber(_ text: String?, field: InputField) throws(InvalidInput) -> Int? {
        guard let text else { return nil }
        if let value = WholeNumber.parse(text) { return value }
        let shown = text.prefix(40)  // what was sent, within reason
        guard WholeNumber.isDigits(text) else { throw InvalidInput(field, "\(field) must be a whole number (got \"\(shown)\")") }
        // A whole number, too long to read: say the bound it is past, not that it is no number.
        let most = field == .limit ? maximumLimit : WholeNumber.largest
        throw InvalidInput(field, "\(field) must be at most \(most) (got \"\(shown)\")")
    }
}
