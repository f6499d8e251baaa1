import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser
import Foundation

/// `almanac swapi RESOURCE [ID]`: a SWAPI list (searched, sorted, paged) or one record with
/// its links resolved.
struct SWAPICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swapi",
        abstract: "Browse Star Wars people, planets, vehicles, films, species and starships.",
        discussion: "Without an id, lists the resource 20 per page; with one, shows every field and linked record."
    )

    @Argument(help: "people, planets, vehicles, films, species or starships.") var resource: String
    @Argument(help: "A record id (shows its detail).") var id: String?
    @Option(help: "Name or title contains this (case and accents ignored).") var search: String?
    @Option(
        help:
            "name, or a numeric field of the resource (people: height, mass; planets: population, diameter; vehicles and starships: cost, length; films: released, episode; species: height, lifespan)."
    ) var sort: String?
    @Option(help: "asc or desc (default: asc); unknown values stay last.") var order: String?
    @Option(help: "Page number, from 1.") var page: String?
    @Option(help: "Records per page, 1 to 100 (default: 20).") var limit: String?
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let parsed: GalaxyResource
        do {
            parsed = try GalaxyResource(parsing: resource)
        } catch {
            throw ValidationError("RESOURCE must be one of \(GalaxyResource.allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(resource)\")")
        }
        if let id { return try await printRecord(parsed, id: id, composition) }
        let result = try await runQuery {
            let query = try GalaxyQuery(resource: parsed, search: search, sort: sort, order: order, page: page, limit: limit)
            return try await composition.galaxyUseCases.browse(query)
        }.map(GalaxyRowViewModel.init)
        if display.json { return try JSONOutput.print(result.items) }
        if result.total == 0, search == nil { throw CommandFailure(Self.noDataMessage) }
        print(Self.table(result, resource: parsed))
    }

    private func printRecord(_ resource: GalaxyResource, id: String, _ composition: Composition) async throws {
        let detail = try await runQuery {
            let reference = GalaxyReference(resource, try ShowGalaxyRecord.id(parsing: id))
            return GalaxyDetailViewModel(try await composition.galaxyUseCases.show(reference))
        }
        if display.json { return try JSONOutput.print(detail) }
        print(Self.text(detail))
    }

    /// A list page as a table as wide as the output, with a page line under it.
    static func table(_ page: Page<GalaxyRowViewModel>, resource: GalaxyResource) -> StyledText {
        let labels = resource.summaryKeys.map { resource.field($0)?.label.capitalizedFirst ?? $0 }
        var table = TextTable(
            [
                .init(title: "Id", alignRight: true), .init(title: resource == .films ? "Title" : "Name", shrinks: true),
            ] + labels.map { .init(title: $0, shrinks: true) })
        for row in page.items {
            // Facts are omitted when a value does not apply, so place each under its own column.
            let cells = resource.summaryKeys.map { key in row.facts.first { $0.field == key }?.text ?? "" }
            table.add(["\(row.id)", row.name] + cells)
        }
        return table.render() + "\n\nPage \(page.request.page) of \(page.pageCount), \(page.total) \(resource.rawValue) in all."
    }

    /// A record's rows, labels in one column, links as "Name (type/id)", wrapped to 80 columns.
    static func text(_ detail: GalaxyDetailViewModel) -> String {
        var lines = ["\(detail.name) (\(detail.kind) #\(detail.id))", ""]
        let indent = String(repeating: " ", count: 24)
        for row in detail.rows {
            let label = TextTable.fit(row.label, width: 24)
            if let paragraphs = row.paragraphs {
                lines.append(row.label)
                lines.append(paragraphs.map { wrap($0, width: 80) }.joined(separator: "\n\n") + "\n")
            } else if let links = row.links {
                let text = links.map { $0.resolved ? "\($0.text) (\($0.type)/\($0.id))" : $0.text }.joined(separator: ", ")
                lines.append(label + wrap(text, width: 56).replacingOccurrences(of: "\n", with: "\n" + indent))
            } else if let text = row.text {
                lines.append(label + text)
            }
        }
        return lines.joined(separator: "\n")
    }

    static let noDataMessage = "no SWAPI data stored yet: run `almanac sync swapi` or `almanac import DIR`"
}

extension String {
    /// "birth year" → "Birth year", for table headings.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
