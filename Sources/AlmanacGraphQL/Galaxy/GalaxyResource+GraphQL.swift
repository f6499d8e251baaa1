import AlmanacCore

/// The names swapi-graphql gives each resource: `Person`, `allPeople`, `person(personID:)`,
/// `PeopleConnection`, and the type of a global id (`people`).
extension GalaxyResource {
    /// The object type: "Person", "Planet", "Species"…
    var graphTypeName: String { singular.prefix(1).uppercased() + singular.dropFirst() }

    /// The root field of one record ("person") and its per-type id argument ("personID").
    var graphRootField: String { singular }
    var graphIDArgument: String { singular + "ID" }

    /// The root connection ("allPeople"), its type's prefix ("People") and its list field ("people").
    var graphAllField: String { "all" + title }
    var graphConnectionPrefix: String { title }
    var graphListField: String { rawValue }

    /// The resource a global id's type names, if any.
    init?(graphType: String) { self.init(rawValue: graphType) }
}
