import AlmanacCore
import AlmanacServer
import ArgumentParser
import Foundation

/// How `serve` keeps its datasets fresh in the background.
struct RefreshOptions: ParsableArguments {
    @Flag(name: .customLong(Settings.noRefresh.name), help: ArgumentHelp(Settings.noRefresh.summary + " [env: \(Settings.noRefresh.variable)=1]"))
    var noRefresh = false

    @Option(name: .customLong(Settings.maxAge(.spacex).name), help: Settings.maxAge(.spacex).help(valueName: "age"))
    var spacex: String?

    @Option(name: .customLong(Settings.maxAge(.launchLibrary).name), help: Settings.maxAge(.launchLibrary).help(valueName: "age"))
    var launchLibrary: String?

    @Option(name: .customLong(Settings.maxAge(.swapi).name), help: Settings.maxAge(.swapi).help(valueName: "age"))
    var swapi: String?

    @Option(name: .customLong(Settings.maxAge(.facts).name), help: Settings.maxAge(.facts).help(valueName: "age"))
    var facts: String?

    @Option(name: .customLong(Settings.maxAge(.weather).name), help: Settings.maxAge(.weather).help(valueName: "age"))
    var weather: String?

    @Option(name: .customLong(Settings.maxAge(.agencies).name), help: Settings.maxAge(.agencies).help(valueName: "age"))
    var agencies: String?

    @Option(name: .customLong(Settings.maxAge(.astronauts).name), help: Settings.maxAge(.astronauts).help(valueName: "age"))
    var astronauts: String?

    @Option(name: .customLong(Settings.refreshCheck.name), help: Settings.refreshCheck.help(valueName: "age"))
    var check: String?

    func validate() throws { _ = try resolved() }

    /// The flag given for a dataset's maximum age (one option per dataset above).
    private func flagText(_ dataset: DatasetID) -> String? {
        switch dataset {
        case .spacex: spacex
        case .launchLibrary: launchLibrary
        case .swapi: swapi
        case .facts: facts
        case .weather: weather
        case .agencies: agencies
        case .astronauts: astronauts
        }
    }

    func resolved() throws(ValidationError) -> RefreshConfiguration {
        var intervals = RefreshIntervals()
        for dataset in DatasetID.allCases {
            if let age = try Settings.maxAge(dataset).resolve(flagText(dataset)) { intervals[dataset] = age }
        }
        let disabled = noRefresh ? true : try Settings.noRefresh.resolve(nil) ?? false
        return RefreshConfiguration(
            isEnabled: !disabled, intervals: intervals, checkInterval: try Settings.refreshCheck.resolve(check) ?? .seconds(60)
        )
    }
}
