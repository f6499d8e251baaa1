/// An option of a `<select>`, with the current choice marked.
struct SelectOption: Sendable {
    let value: String
    let label: String
    let selected: Bool
}
