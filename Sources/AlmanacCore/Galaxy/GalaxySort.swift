/// A way to order a resource's list: by name, or by one numeric field.
public struct GalaxySort: Hashable, Sendable {
    /// The value of `sort=` ("height", "cost").
    public let name: String
    /// The numeric field; nil sorts by name.
    public let field: GalaxyField?

    public init(name: String, field: GalaxyField?) {
        self.name = name
        self.field = field
    }

    public static let name = GalaxySort(name: "name", field: nil)
}
