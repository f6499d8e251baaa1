import AlmanacCore
import GraphQL

/// A dataset's share of GraphQL's root fields, built with the use cases they answer from: the
/// composition root builds it (`GraphSection.agencies(_:)`, beside the dataset's fields) and
/// hands it over in `GraphServices.sections`, and `AlmanacGraph` adds every section's fields
/// to its root. A new dataset's fields join the schema this way, without a line in
/// `AlmanacGraph` or a property in `GraphServices` (the earlier datasets' fields are the
/// graph's own).
public struct GraphSection: Sendable {
    let fields: @Sendable (RelayTypes) throws -> GraphQLFieldMap
}
