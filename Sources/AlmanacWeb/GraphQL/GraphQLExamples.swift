/// The explorer's example queries: the first fills the box on an empty page.
enum GraphQLExamples {
    struct Example: Sendable {
        let title: String
        let query: String
    }

    static let all: [Example] = [
        Example(
            title: "A person with their homeworld, films and starships",
            query: """
                {
                  person(personID: 1) {
                    name
                    birthYear
                    homeworld { name climates }
                    filmConnection { films { title episodeID } }
                    starshipConnection { starships { name MGLT } }
                  }
                }
                """),
        Example(
            title: "Every film's characters, counted",
            query: """
                {
                  allFilms {
                    films { title releaseDate characterConnection { totalCount } }
                  }
                }
                """),
        Example(
            title: "Paging through people",
            query: """
                {
                  allPeople(first: 3) {
                    totalCount
                    edges { cursor node { name height } }
                    pageInfo { hasNextPage endCursor }
                  }
                }
                """),
        Example(
            title: "Falcon 9 launches in 2020, with their boosters",
            query: """
                {
                  launches(rocket: "Falcon 9", year: "2020", first: 5) {
                    totalCount
                    launches { name date outcome boosters { serial landingSucceeded } }
                  }
                }
                """),
        Example(
            title: "Facts, the fact of the day and every dataset's age",
            query: """
                {
                  facts(search: "kick", first: 3) { totalCount facts { text } }
                  factOfTheDay { text }
                  datasets { name refreshedAt origin }
                }
                """),
        Example(
            title: "Your saved cities and today's forecast",
            query: """
                {
                  savedCities {
                    name
                    forecast { fetchedAt current { temperature weatherCode } daily { day temperatureMax temperatureMin } }
                  }
                }
                """),
    ]
}
