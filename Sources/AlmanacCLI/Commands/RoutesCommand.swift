import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import ArgumentParser
import Foundation
import Logging

/// `almanac routes`: every route the web app answers, as the router registers them, with
/// whether its answer is reused (`AnswerReuse`), for scripts that must cover them all (the route
/// fuzz, the page benchmark). Hidden from the help.
struct RoutesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes", abstract: "List every route the web app answers (method, whether its answer is reused, path template).",
        shouldDisplay: false
    )

    @OptionGroup var options: StoreOptions

    @Flag(help: "Print JSON: [{\"method\": \"GET\", \"path\": \"/launches/{id}\", \"reuse\": \"shared\"}, …].") var json = false

    func run() async throws {
        // A store of its own, empty: listing routes reads nothing and asks no upstream.
        let composition = Composition(
            database: try await AppDatabase.temporary(), configuration: try options.resolved(), logger: Logger(label: "almanac"))
        let services = composition.webServices(factSource: NoFacts(), weatherSource: nil)
        let routes = try registeredRoutes(services: services, configuration: WebConfiguration())
        if json { return try JSONOutput.print(routes.map { ["method": $0.method, "path": $0.template.pattern, "reuse": $0.reuse.rawValue] }) }
        for route in routes {
            let columns = [
                route.method.padding(toLength: 7, withPad: " ", startingAt: 0),
                route.reuse.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0),
            ]
            print(columns.joined(separator: " ") + " " + route.template.pattern)
        }
    }

    /// Listing routes asks no upstream.
    private struct NoFacts: FactSource {
        var origin: Origin { .upstream("none") }
        func search(_ term: FactSearchTerm) async throws -> [FetchedFact] { [] }
        func random(categories: [String]) async throws -> FetchedFact { throw NotFound(.randomFact(category: nil)) }
        func fact(id: String) async throws -> FetchedFact? { nil }
        func categories() async throws -> [String] { [] }
    }
}
