import Foundation

/// How long before a starred launch its reminder is pushed, one choice per profile. A launch
/// whose time moves by more than the lead is announced again ("moved").
public enum ReminderLead: Int, CaseIterable, Hashable, Sendable, Codable {
    case tenMinutes = 10
    case oneHour = 60
    case oneDay = 1440

    public static let standard = ReminderLead.oneHour

    public var minutes: Int { rawValue }
    public var seconds: TimeInterval { TimeInterval(rawValue * 60) }

    /// Parses the number of minutes a request names; any other is refused, listing the three.
    public init(parsing text: String) throws(InvalidInput) {
        guard let minutes = Int(text), let lead = ReminderLead(rawValue: minutes) else {
            throw InvalidInput(
                .reminderLead,
                "\(InputField.reminderLead) must be one of \(Self.allCases.map { String($0.minutes) }.joined(separator: ", ")) minutes (got \"\(text.prefix(40))\")"
            )
        }
        self = lead
    }
}
