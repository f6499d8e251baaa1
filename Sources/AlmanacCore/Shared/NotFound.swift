/// A record asked for by id that the store does not hold.
public struct NotFound: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of record was asked for; front ends choose their advice by it.
    public enum Record: Hashable, Sendable {
        case company, launch, rocket, booster
        case galaxyResource
        case galaxyRecord(GalaxyResource)
        case fact, factOfTheDay
        case randomFact(category: String?)
        case savedCity, removedCity, place
        /// A device receiving a profile's reminders.
        case reminderDevice
        /// A record that needs no advice of its own, by its noun: a dataset names its records
        /// in its own folder (`NotFound.Record.agency`) rather than here.
        case named(String)

        /// The record in words: "saved city", "planet", "stored fact in the category dev".
        public var noun: String {
            switch self {
            case .company: "company"
            case .launch: "launch"
            case .rocket: "rocket"
            case .booster: "booster"
            case .galaxyResource: "SWAPI resource"
            case .galaxyRecord(let resource): resource.singular
            case .fact: "fact"
            case .factOfTheDay: "fact of the day"
            case .randomFact(let category?): "stored fact in the category \(category)"
            case .randomFact(nil): "stored fact"
            case .savedCity: "saved city"
            case .removedCity: "removed city"
            case .place: "place"
            case .reminderDevice: "device receiving reminders"
            case .named(let noun): noun
            }
        }

        /// More than one: "launches", "boosters", "spacecraft".
        public var plural: String {
            if noun.hasSuffix("craft") { return noun }
            if noun.hasSuffix("cy") { return noun.dropLast() + "ies" }
            return noun.hasSuffix("ch") || noun.hasSuffix("s") ? noun + "es" : noun + "s"
        }
    }

    public let record: Record
    public let id: String
    /// The valid choices, when there are few enough to list (the six SWAPI resources).
    public let known: [String]

    public init(_ record: Record, id: String = "", known: [String] = []) {
        self.record = record
        self.id = id
        self.known = known
    }

    public var description: String {
        if id.isEmpty { return "no \(record.noun)" }
        if known.isEmpty { return "no \(record.noun) with id \"\(id)\"" }
        return "no \(record.noun) called \"\(id)\" (valid ones: \(known.joined(separator: ", ")))"
    }
}
