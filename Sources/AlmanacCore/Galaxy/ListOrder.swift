/// Ascending or descending; unknown values come last either way.
public enum ListOrder: String, CaseIterable, Hashable, Sendable {
    case ascending = "asc"
    case descending = "desc"
}
