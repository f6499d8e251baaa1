import Foundation

/// The current time, injected so tests can fix it.
public struct Now: Sendable {
    private let read: @Sendable () -> Date

    public init(_ read: @escaping @Sendable () -> Date) { self.read = read }

    public func callAsFunction() -> Date { read() }

    /// The system clock.
    public static let system = Now { Date() }

    /// Always the same instant.
    public static func fixed(_ date: Date) -> Now { Now { date } }
}
