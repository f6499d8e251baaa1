import AlmanacCore
import GraphQL
import OrderedCollections

/// Launch Library 2's agencies: `allAgencies`, filtered as `GET /api/v1/agencies` is (the same
/// `AgencyQuery`, so a type no agency has is refused with the choices), and one `agency`.
extension GraphSection {
    /// The agencies' fields, answered from `agencies`.
    public static func agencies(_ agencies: AgencyUseCases) -> GraphSection {
        GraphSection { relay in try AgencyGraphFields.make(relay: relay, agencies: agencies) }
    }
}

enum AgencyGraphFields {
    static func make(relay: RelayTypes, agencies use: AgencyUseCases) throws -> GraphQLFieldMap {
        let agency = try GraphQLObjectType(
            name: "Agency", description: "An organisation that launches, builds or flies spacecraft (Launch Library 2).",
            fields: [
                "agencyID": GraphField.value(Agency.self, GraphQLNonNull(GraphQLInt), "Launch Library 2's id.") { $0.id },
                "name": GraphField.value(Agency.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "abbreviation": GraphField.value(Agency.self, GraphQLString) { $0.abbreviation },
                "type": GraphField.value(Agency.self, GraphQLString) { $0.type },
                "countryCodes": GraphField.value(Agency.self, GraphQLList(GraphQLString), "ISO 3166 alpha-3.") { $0.countryCodes },
                "description": GraphField.value(Agency.self, GraphQLString) { $0.summary },
                "administrator": GraphField.value(Agency.self, GraphQLString) { $0.administrator },
                "foundingYear": GraphField.value(Agency.self, GraphQLInt) { $0.foundingYear },
                "launchers": GraphField.value(Agency.self, GraphQLList(GraphQLString)) { $0.launchers },
                "spacecraft": GraphField.value(Agency.self, GraphQLList(GraphQLString)) { $0.spacecraft },
                "totalLaunchCount": GraphField.value(Agency.self, GraphQLInt) { $0.launches.total },
                "successfulLaunches": GraphField.value(Agency.self, GraphQLInt) { $0.launches.successful },
                "failedLaunches": GraphField.value(Agency.self, GraphQLInt) { $0.launches.failed },
                "pendingLaunches": GraphField.value(Agency.self, GraphQLInt) { $0.launches.pending },
                "attemptedLandings": GraphField.value(Agency.self, GraphQLInt) { $0.landings.attempted },
                "successfulLandings": GraphField.value(Agency.self, GraphQLInt) { $0.landings.successful },
                "infoURL": GraphField.value(Agency.self, GraphQLString) { $0.infoURL },
                "wikiURL": GraphField.value(Agency.self, GraphQLString) { $0.wikiURL },
            ])
        let agencies = try relay.connection("Agencies", of: agency, listField: "agencies")
        var filters: GraphQLArgumentConfigMap = [:]
        for field in [InputField.search, .agencyType, .country] {
            filters[field.rawValue] = GraphQLArgument(type: GraphQLString, description: "As the JSON API's `\(field.rawValue)` parameter.")
        }
        return [
            "allAgencies": RelayTypes.connectionField(
                Void.self, agencies, "Agencies by name, filtered as `GET /api/v1/agencies` is.", arguments: filters
            ) { _, map, arguments, _ in
                let query = try AgencyQuery(
                    parsingSearch: map[InputField.search.rawValue].string, type: map[InputField.agencyType.rawValue].string,
                    country: map[InputField.country.rawValue].string, page: nil, limit: nil)
                return ConnectionPage(try await use.browse.matching(query), arguments: arguments)
            },
            "agency": GraphField.of(Void.self, agency, args: ["agencyID": GraphQLArgument(type: GraphQLNonNull(GraphQLString))]) {
                _, map, _ in
                try await GraphField.orNil { try await use.show(id: map["agencyID"].string ?? "") }
            },
        ]
    }
}
