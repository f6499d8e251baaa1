import AlmanacPresentation

/// The sentence above a list: "82 people", or with a search or filter "1 planet matches",
/// "2 people match", "No films match".
enum ListCountText {
    static func text(total: Int, filtered: Bool, singular: String, plural: String) -> String {
        let noun = total == 1 ? singular : plural
        guard filtered else { return "\(NumberText.grouped(total)) \(noun)" }
        return total == 0 ? "No \(plural) match" : "\(NumberText.grouped(total)) \(noun) \(total == 1 ? "matches" : "match")"
    }
}
