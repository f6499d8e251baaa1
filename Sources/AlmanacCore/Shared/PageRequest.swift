/// A validated request for one page of a list: `page` counts from 1, `limit` is 1…100.
public struct PageRequest: Hashable, Sendable {
    public static let defaultLimit = 20
    public static let maximumLimit = 100

    public let page: Int
    public let limit: Int

    /// Validates both numbers, naming the parameter that is out of range.
    public init(page: Int = 1, limit: Int = PageRequest.defaultLimit) throws(InvalidInput) {
        guard page >= 1 else {
            throw InvalidInput(parameter: "page", message: "page must be a whole number of 1 or more (got \(page))")
        }
        guard (1...Self.maximumLimit).contains(limit) else {
            throw InvalidInput(
                parameter: "limit",
                message: "limit must be a whole number from 1 to \(Self.maximumLimit) (got \(limit))"
            )
        }
        self.page = page
        self.limit = limit
    }

    /// Number of items skipped before this page.
    public var offset: Int { (page - 1) * limit }
}
