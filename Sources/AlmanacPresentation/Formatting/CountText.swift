import AlmanacCore

/// A thing that is counted in words: "1 launch", "1,234 launches". The one place plurals are
/// made, so the pages, the API's texts and the terminal count alike.
public struct Noun: Hashable, Sendable {
    public let singular: String
    public let plural: String

    public init(_ singular: String, plural: String? = nil) {
        self.singular = singular
        self.plural = plural ?? singular + "s"
    }

    /// The noun of a plural as the store names its record counts: "launches" → "launch",
    /// "saved cities" → "saved city", "people" → "person", "species" stays.
    public init(plural: String) {
        let singular =
            switch plural {
            case "people": "person"
            case "species": "species"
            case _ where plural.hasSuffix("ies"): String(plural.dropLast(3)) + "y"
            case _ where plural.hasSuffix("ches") || plural.hasSuffix("shes"): String(plural.dropLast(2))
            case _ where plural.hasSuffix("s"): String(plural.dropLast())
            default: plural
            }
        self.init(singular, plural: plural)
    }

    /// "1 launch", "0 launches", "1,234 launches".
    public func count(_ number: Int) -> String { "\(NumberText.grouped(number)) \(number == 1 ? singular : plural)" }

    public static let launch = Noun("launch", plural: "launches")
    public static let fact = Noun("fact")
    public static let savedFact = Noun("saved fact")
    public static let place = Noun("place")
    public static let recentSearch = Noun("recent search", plural: "recent searches")
    public static let savedCity = Noun("city", plural: "cities")
    public static let viewedRecord = Noun("record")
    public static let star = Noun("star")
    public static let device = Noun("device")
    public static let searchResult = Noun("result")
}

/// The sentences around a list.
public enum CountText {
    /// Above a list: "82 people"; narrowed by a search or filter: "1 planet matches",
    /// "2 people match", "No films match".
    public static func list(_ total: Int, of noun: Noun, filtered: Bool) -> String {
        guard filtered else { return noun.count(total) }
        return total == 0 ? "No \(noun.plural) match" : "\(noun.count(total)) \(total == 1 ? "matches" : "match")"
    }

    /// Below a page in a terminal: "Page 1 of 10, 193 launches in all."
    public static func page<Item>(_ page: Page<Item>, of noun: Noun, in whole: String = "in all") -> String {
        "Page \(page.request.page) of \(page.pageCount), \(noun.count(page.total)) \(whole)."
    }

    /// What a search found: "12 facts about “dev”", "No facts about “dev”".
    public static func found(_ total: Int, of noun: Noun, about term: String) -> String {
        total == 0 ? "No \(noun.plural) about “\(term)”" : "\(noun.count(total)) about “\(term)”"
    }
}
