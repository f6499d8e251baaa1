import AlmanacCore
import GraphQL
import OrderedCollections

/// What launch day adds to a launch in GraphQL: its timeline and its webcasts.
enum LaunchDayGraphTypes {
    static func timelineEvent() throws -> GraphQLObjectType {
        try GraphQLObjectType(
            name: "TimelineEvent", description: "A step of a launch's countdown or flight, at its time from lift-off (Launch Library 2).",
            fields: [
                "name": GraphField.value(TimelineEvent.self, GraphQLNonNull(GraphQLString), "MECO, Max-Q, Stage 1 Landing…") { $0.name },
                "description": GraphField.value(TimelineEvent.self, GraphQLString) { $0.description },
                "offsetSeconds": GraphField.value(TimelineEvent.self, GraphQLNonNull(GraphQLInt), "Seconds from T-0, negative before it.") {
                    Int($0.offset.rounded())
                },
            ])
    }

    static func webcast() throws -> GraphQLObjectType {
        try GraphQLObjectType(
            name: "Webcast", description: "A stream of a launch (Launch Library 2).",
            fields: [
                "url": GraphField.value(Webcast.self, GraphQLNonNull(GraphQLString)) { $0.url },
                "title": GraphField.value(Webcast.self, GraphQLString) { $0.title },
                "publisher": GraphField.value(Webcast.self, GraphQLString) { $0.publisher },
                "language": GraphField.value(Webcast.self, GraphQLString) { $0.language },
                "kind": GraphField.value(Webcast.self, GraphQLString, "Official Webcast, Unofficial Re-stream…") { $0.kind },
                "startTime": GraphField.value(Webcast.self, GraphQLString) { $0.startsAt?.graphText },
                "endTime": GraphField.value(Webcast.self, GraphQLString) { $0.endsAt?.graphText },
            ])
    }

    static func padWeather() throws -> GraphQLObjectType {
        let hour = try GraphQLObjectType(
            name: "PadWeatherHour", description: "One hour of the forecast at a launch's pad (Open-Meteo), metric.",
            fields: [
                "time": GraphField.value(PadWeatherHour.self, GraphQLNonNull(GraphQLString), "ISO 8601, UTC.") { $0.time.graphText },
                "windSpeed": GraphField.value(PadWeatherHour.self, GraphQLFloat, "km/h at 10 m.") { $0.windSpeed },
                "windGusts": GraphField.value(PadWeatherHour.self, GraphQLFloat, "km/h at 10 m.") { $0.windGusts },
                "precipitationProbability": GraphField.value(PadWeatherHour.self, GraphQLFloat, "Percent.") { $0.precipitationProbability },
                "cloudCover": GraphField.value(PadWeatherHour.self, GraphQLFloat, "Percent.") { $0.cloudCover },
                "visibility": GraphField.value(PadWeatherHour.self, GraphQLFloat, "Metres.") { $0.visibility },
                "weatherCode": GraphField.value(PadWeatherHour.self, GraphQLInt, "WMO code.") { $0.weatherCode },
                "thunderstorm": GraphField.value(PadWeatherHour.self, GraphQLNonNull(GraphQLBoolean)) { $0.isThunderstorm },
            ])
        return try GraphQLObjectType(
            name: "PadWeather", description: "The forecast at a launch's pad across its window, as the refresher last fetched it.",
            fields: [
                "fetchedAt": GraphField.value(PadForecast.self, GraphQLNonNull(GraphQLString), "ISO 8601, UTC.") { $0.fetchedAt.graphText },
                "hours": GraphField.value(PadForecast.self, GraphQLList(hour), "The window with an hour either side.") { $0.hours },
            ])
    }
}
