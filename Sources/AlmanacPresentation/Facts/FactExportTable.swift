import AlmanacCore

extension ExportTable where Row == LinkedRecord<Fact> {
    /// Facts: the text, its categories and chucknorris.io's dates and address.
    public static let facts = ExportTable([
        .init("id") { .text($0.record.id) },
        .init("text") { .text($0.record.text) },
        .init("categories") { .text($0.record.categories.joined(separator: " ")) },
        .init("createdAt") { .text($0.record.createdAt.map(DateText.iso8601)) },
        .init("updatedAt") { .text($0.record.updatedAt.map(DateText.iso8601)) },
        .init("sourceURL") { .text($0.record.url) },
        .init("url") { .text($0.pageURL) },
    ])
}
