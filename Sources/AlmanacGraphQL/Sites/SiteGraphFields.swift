import AlmanacCore
import GraphQL
import OrderedCollections

/// The launch sites and their pads as the stored launches show them (`LaunchSites`):
/// `allLaunchSites`, optionally of one country, and one `launchSite` by id or name, as the
/// sites' pages and `GET /api/v1/sites` find it.
enum SiteGraphFields {
    static func make(relay: RelayTypes) throws -> GraphQLFieldMap {
        let site = try GraphQLObjectType(
            name: "LaunchSite", description: "A place launches leave from, with its pads (Launch Library 2's location).",
            fields: TallyGraphFields.adding(
                of: LaunchSite.self, \.tally,
                to: [
                    "siteID": GraphField.value(LaunchSite.self, GraphQLNonNull(GraphQLInt), "Launch Library 2's id.") { $0.id },
                    "name": GraphField.value(LaunchSite.self, GraphQLNonNull(GraphQLString)) { $0.name },
                    "countryCode": GraphField.value(LaunchSite.self, GraphQLString, "ISO 3166 alpha-3.") { $0.countryCode },
                    "timeZone": GraphField.value(LaunchSite.self, GraphQLString, "An IANA name: the site's own clock.") { $0.timeZone },
                    "mapImageURL": GraphField.value(LaunchSite.self, GraphQLString) { $0.mapImageURL },
                    "pads": GraphField.value(LaunchSite.self, GraphQLList(try padType()), "The busiest first.") { $0.pads },
                ]))
        let sites = try relay.connection("LaunchSites", of: site, listField: "launchSites")
        return [
            "allLaunchSites": RelayTypes.connectionField(
                Void.self, sites, "Every launch site the stored launches left from, the busiest first.",
                arguments: ["country": GraphQLArgument(type: GraphQLString, description: "Only the sites of this ISO 3166 alpha-3 code.")]
            ) { _, map, arguments, context in
                let country = map["country"].string?.uppercased()
                let all = try await context.services.launches.sites()
                return ConnectionPage(country.map { code in all.filter { $0.countryCode == code } } ?? all, arguments: arguments)
            },
            "launchSite": GraphField.of(
                Void.self, site, "By id, name, or a part of its name no other site's holds (\"mahia\").",
                args: ["siteID": GraphQLArgument(type: GraphQLNonNull(GraphQLString))]
            ) { _, map, context in
                try await GraphField.orNil { try await context.services.launches.sites.site(map["siteID"].string ?? "") }
            },
        ]
    }

    private static func padType() throws -> GraphQLObjectType {
        try GraphQLObjectType(
            name: "LaunchPad", description: "A pad of a launch site and what left from it.",
            fields: TallyGraphFields.adding(
                of: LaunchPad.self, \.tally,
                to: [
                    "padID": GraphField.value(LaunchPad.self, GraphQLNonNull(GraphQLInt), "Launch Library 2's id.") { $0.id },
                    "name": GraphField.value(LaunchPad.self, GraphQLNonNull(GraphQLString)) { $0.name },
                    "latitude": GraphField.value(LaunchPad.self, GraphQLFloat) { $0.latitude },
                    "longitude": GraphField.value(LaunchPad.self, GraphQLFloat) { $0.longitude },
                    "mapImageURL": GraphField.value(LaunchPad.self, GraphQLString) { $0.mapImageURL },
                    "wikiURL": GraphField.value(LaunchPad.self, GraphQLString) { $0.wikiURL },
                    "fastestTurnaroundSeconds": GraphField.value(
                        LaunchPad.self, GraphQLFloat, "The shortest time between two of its flown launches."
                    ) { $0.fastestTurnaround?.seconds },
                ]))
    }
}
