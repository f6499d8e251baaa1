import AlmanacCore

/// A connection over a list the store reads a page at a time (launches, facts): the window the
/// arguments choose is read in pages of at most `PageRequest.maximumLimit`, two at most, the
/// first of which also gives the total.
enum PagedConnection {
    static func read<Item: Sendable>(
        _ arguments: ConnectionArguments, defaultFirst: Int = PageRequest.defaultLimit,
        page read: @escaping @Sendable (PageRequest) async throws -> Page<Item>
    ) async throws -> ConnectionPage {
        let arguments = arguments.first == nil && arguments.last == nil ? arguments.with(first: defaultFirst) : arguments
        let size = PageRequest.maximumLimit
        var pages: [Int: Page<Item>] = [:]
        func page(_ number: Int) async throws -> Page<Item> {
            if let known = pages[number] { return known }
            let page = try await read(try PageRequest(page: number, limit: size))
            pages[number] = page
            return page
        }
        // The page holding the window's start also gives the total; past the last page a list
        // can have, the first one does.
        let startPage = (arguments.after.map { $0 + 1 } ?? 0) / size + 1
        let total = try await page(startPage <= WholeNumber.largest ? startPage : 1).total
        let range = ConnectionPage.range(totalCount: total, arguments: arguments)
        var items: [any Sendable] = []
        if !range.isEmpty {
            for number in (range.lowerBound / size + 1)...((range.upperBound - 1) / size + 1) {
                let offset = (number - 1) * size
                for (index, item) in try await page(number).items.enumerated() where range.contains(offset + index) { items.append(item) }
            }
        }
        return ConnectionPage(window: items, totalCount: total, arguments: arguments)
    }
}
