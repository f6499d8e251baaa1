import Foundation

extension Date {
    /// How every date reads in GraphQL: ISO 8601 in UTC ("2020-05-30T19:22:00Z").
    var graphText: String { formatted(.iso8601) }
}
