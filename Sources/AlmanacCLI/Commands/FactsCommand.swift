import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import AlmanacStore
import AlmanacUpstream
import ArgumentParser
import Foundation

/// `almanac facts …`: Chuck Norris facts. Searches and random picks ask the upstream first and
/// fall back to the store, as the web app does.
struct FactsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "facts",
        abstract: "Search, pick and read Chuck Norris facts (saved for offline use).",
        discussion: "Safe mode hides facts in the explicit category unless --include-explicit is given.",
        subcommands: [Search.self, Random.self, Today.self, Show.self, Categories.self, Recent.self]
    )

    /// What every facts subcommand shares.
    struct Options: ParsableArguments {
        @Flag(name: .customLong("include-explicit"), help: "Show facts in the explicit category (safe mode off).")
        var includeExplicit = false
        @OptionGroup var display: DisplayOptions
        @OptionGroup var store: StoreOptions
        @OptionGroup var profileOption: ProfileOption

        var safeMode: SafeMode { includeExplicit ? .off : .on }

        /// Runs `body` with the facts use cases and the profile whose recent searches a search
        /// joins, on a transport tuned for a waiting user.
        func withFacts<Result>(_ body: (FactUseCases, ProfileID) async throws -> Result) async throws -> Result {
            let composition = try await Composition.open(store)
            let profile = try await profileOption.checked(in: composition.profiles)
            return try await composition.withTransport(composition.interactiveTransportConfiguration) { transport in
                try await runQuery { try await body(composition.factUseCases(transport), profile) }
            }
        }
    }

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Search facts (3 to 120 characters); offline, shows the saved ones.",
            discussion:
                "Asks the facts API, saves what it returns for the term, and shows everything saved for it. When the API fails, shows the saved facts (or a full-text search of every saved fact) and says so."
        )

        @Argument(help: "The words to look for.") var term: String
        @Option(help: "Page number, from 1 (20 facts per page).") var page: String?
        @OptionGroup var options: Options

        func run() async throws {
            let parsed: FactSearchTerm
            do {
                parsed = try FactSearchTerm(parsing: term)
            } catch {
                throw ValidationError("TERM: \(error.message)")
            }
            let result: SearchFacts.Result = try await options.withFacts { facts, profile in
                try await facts.search(
                    parsed, page: try PageRequest(parsingPage: page, limit: nil), safeMode: options.safeMode, rememberFor: profile
                )
            }
            let view = FactSearchViewModel(result)
            let environment = options.display.environment
            switch result.outcome {
            case .savedAfterFailure(let failure):
                printUpstreamTrouble(.facts, failure, instead: "showing the facts saved for “\(view.term)”", environment: environment)
            case .localSearchAfterFailure(let failure):
                printUpstreamTrouble(.facts, failure, instead: "searching every saved fact", environment: environment)
            case .upstream, .stored, .localSearch:
                break
            }
            if options.display.json { return try JSONOutput.print(view) }
            for card in view.facts { print(FactsCommand.text(card) + "\n") }
            let shown = result.page
            print(CountText.page(shown, of: .fact, in: "about “\(view.term)”"))
        }
    }

    struct Random: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "A random fact, optionally of one category.")

        @Option(help: "A category, such as dev or food (see `almanac facts categories`).") var category: String?
        @OptionGroup var options: Options

        func run() async throws {
            let result: RandomFact.Result = try await options.withFacts { facts, _ in
                let category = try await facts.category(parsing: category, safeMode: options.safeMode)
                return try await facts.random(category: category, safeMode: options.safeMode)
            }
            let card = FactCardViewModel(result.fact)
            if let failure = result.failure {
                printUpstreamTrouble(.facts, failure, instead: "picked one of the saved facts", environment: options.display.environment)
            }
            if options.display.json { return try JSONOutput.print(card) }
            print(FactsCommand.text(card))
        }
    }

    struct Today: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The fact of the day: the same for everyone on a date.")

        @OptionGroup var options: Options

        func run() async throws {
            let environment = options.display.environment
            let fact = try await options.withFacts { facts, _ in
                try await facts.today(day: environment.viewerDayKey)
            }
            let card = FactCardViewModel(fact)
            if options.display.json { return try JSONOutput.print(card) }
            print("\("Fact of the day, \(DateText.longDay(environment.now(), in: environment.calendar))", .strong)\n")
            print(FactsCommand.text(card))
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "One fact by its id.")

        @Argument(help: "The fact's id (as in /facts/ID).") var id: String
        @OptionGroup var options: Options

        func run() async throws {
            let fact = try await options.withFacts { facts, _ in
                try await facts.show(id: try ShowFact.id(parsing: id), safeMode: options.safeMode)
            }
            let card = FactCardViewModel(fact)
            if options.display.json { return try JSONOutput.print(card) }
            print(FactsCommand.text(card))
        }
    }

    struct Categories: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The fact categories (fetched again once a day).")

        @OptionGroup var options: Options

        func run() async throws {
            let names = try await options.withFacts { facts, _ in
                try await facts.categories(safeMode: options.safeMode, refresh: .ifStale)
            }
            if options.display.json { return try JSONOutput.print(names) }
            guard !names.isEmpty else { throw CommandFailure("no categories saved yet, and the facts API could not be reached") }
            print(names.joined(separator: "\n"))
        }
    }

    struct Recent: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Recent searches, newest first (at most \(RecentSearch.limit)).")

        @Flag(help: "Forget every recent search.") var clear = false
        @OptionGroup var display: DisplayOptions
        @OptionGroup var store: StoreOptions
        @OptionGroup var profileOption: ProfileOption

        func run() async throws {
            let composition = try await Composition.open(store)
            let profile = try await profileOption.checked(in: composition.profiles)
            let recentSearches = RecentSearches(store: composition.facts)
            if clear {
                let count = try await recentSearches.clear(of: profile)
                if display.json { return try JSONOutput.print([RecentSearchViewModel]()) }
                return print("Cleared \(Noun.recentSearch.count(count)).")
            }
            let recent = try await recentSearches(of: profile)
            if display.json {
                return try JSONOutput.print(recent.map(RecentSearchViewModel.init))
            }
            guard !recent.isEmpty else { return print("No recent searches.") }
            let now = CommandClock.now()
            var table = TextTable([.init(title: "Search", shrinks: true), .init(title: "When")])
            for search in recent { table.add([search.term, DateText.age(of: search.searchedAt, now: now)]) }
            print(table.render())
        }
    }

    /// A fact wrapped to the output's width (at most 100 columns: longer lines read badly), its
    /// tags and id under it.
    static func text(_ card: FactCardViewModel) -> StyledText {
        "\(wrap(card.text, width: min(Console.current.width, 100) - 2))\n  \(card.tags.joined(separator: " · "), .quiet)  \("(\(card.id))", .quiet)"
    }
}
