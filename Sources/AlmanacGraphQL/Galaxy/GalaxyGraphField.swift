import AlmanacCore

/// One field of a SWAPI type in swapi-graphql's schema, and where its value comes from.
enum GalaxyGraphField {
    /// The record's name (`name`, or `title` for films).
    case name(String)
    /// Text as stored ("19BBY", "blond").
    case text(String, key: String)
    case int(String, key: String)
    case float(String, key: String)
    /// A comma-separated value as a list.
    case list(String, key: String)
    /// The first record linked under `key` (a homeworld, a person's species).
    case one(String, key: String, of: GalaxyResource)
    /// Every record linked under `key`, as the Relay connection `<prefix>Connection`.
    case connection(String, prefix: String, key: String, listField: String, of: GalaxyResource)

    /// The fields of each type, in swapi-graphql's order (`created`, `edited` and `id` follow).
    static func fields(of resource: GalaxyResource) -> [GalaxyGraphField] {
        switch resource {
        case .people:
            [
                .name("name"), .text("birthYear", key: "birth_year"), .text("eyeColor", key: "eye_color"),
                .text("gender", key: "gender"), .text("hairColor", key: "hair_color"), .int("height", key: "height"),
                .float("mass", key: "mass"), .text("skinColor", key: "skin_color"), .one("homeworld", key: "homeworld", of: .planets),
                .connection("filmConnection", prefix: "PersonFilms", key: "films", listField: "films", of: .films),
                .one("species", key: "species", of: .species),
                .connection("starshipConnection", prefix: "PersonStarships", key: "starships", listField: "starships", of: .starships),
                .connection("vehicleConnection", prefix: "PersonVehicles", key: "vehicles", listField: "vehicles", of: .vehicles),
            ]
        case .planets:
            [
                .name("name"), .int("diameter", key: "diameter"), .int("rotationPeriod", key: "rotation_period"),
                .int("orbitalPeriod", key: "orbital_period"), .text("gravity", key: "gravity"), .float("population", key: "population"),
                .list("climates", key: "climate"), .list("terrains", key: "terrain"), .float("surfaceWater", key: "surface_water"),
                .connection("residentConnection", prefix: "PlanetResidents", key: "residents", listField: "residents", of: .people),
                .connection("filmConnection", prefix: "PlanetFilms", key: "films", listField: "films", of: .films),
            ]
        case .species:
            [
                .name("name"), .text("classification", key: "classification"), .text("designation", key: "designation"),
                .float("averageHeight", key: "average_height"), .int("averageLifespan", key: "average_lifespan"),
                .list("eyeColors", key: "eye_colors"), .list("hairColors", key: "hair_colors"), .list("skinColors", key: "skin_colors"),
                .text("language", key: "language"), .one("homeworld", key: "homeworld", of: .planets),
                .connection("personConnection", prefix: "SpeciesPeople", key: "people", listField: "people", of: .people),
                .connection("filmConnection", prefix: "SpeciesFilms", key: "films", listField: "films", of: .films),
            ]
        case .starships: craft(.starships, classField: "starshipClass", classKey: "starship_class", prefix: "Starship")
        case .vehicles: craft(.vehicles, classField: "vehicleClass", classKey: "vehicle_class", prefix: "Vehicle")
        case .films:
            [
                .name("title"), .int("episodeID", key: "episode_id"), .text("openingCrawl", key: "opening_crawl"),
                .text("director", key: "director"), .list("producers", key: "producer"), .text("releaseDate", key: "release_date"),
                .connection("speciesConnection", prefix: "FilmSpecies", key: "species", listField: "species", of: .species),
                .connection("starshipConnection", prefix: "FilmStarships", key: "starships", listField: "starships", of: .starships),
                .connection("vehicleConnection", prefix: "FilmVehicles", key: "vehicles", listField: "vehicles", of: .vehicles),
                .connection("characterConnection", prefix: "FilmCharacters", key: "characters", listField: "characters", of: .people),
                .connection("planetConnection", prefix: "FilmPlanets", key: "planets", listField: "planets", of: .planets),
            ]
        }
    }

    /// Starships and vehicles share their fields; only starships have a hyperdrive and MGLT.
    private static func craft(_ resource: GalaxyResource, classField: String, classKey: String, prefix: String) -> [GalaxyGraphField] {
        let hyperdrive: [GalaxyGraphField] =
            resource == .starships ? [.float("hyperdriveRating", key: "hyperdrive_rating"), .int("MGLT", key: "MGLT")] : []
        return [
            .name("name"), .text("model", key: "model"), .text(classField, key: classKey), .list("manufacturers", key: "manufacturer"),
            .float("costInCredits", key: "cost_in_credits"), .float("length", key: "length"), .text("crew", key: "crew"),
            .text("passengers", key: "passengers"), .int("maxAtmospheringSpeed", key: "max_atmosphering_speed"),
        ] + hyperdrive + [
            .float("cargoCapacity", key: "cargo_capacity"), .text("consumables", key: "consumables"),
            .connection("pilotConnection", prefix: prefix + "Pilots", key: "pilots", listField: "pilots", of: .people),
            .connection("filmConnection", prefix: prefix + "Films", key: "films", listField: "films", of: .films),
        ]
    }
}
