import AlmanacCore
import AlmanacServer
import ArgumentParser
import Foundation

extension InputField {
    /// How the command line spells a field unless a command says otherwise: its flag
    /// (`--year`, `--time-zone`), the search as `--search`, an id as the `ID` argument.
    var commandLineName: String {
        switch self {
        case .search: "--search"
        case .id: "ID"
        default:
            "--"
                + rawValue.reduce(into: "") { name, character in
                    if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
                }
        }
    }
}

/// Runs a use case for the CLI: bad input exits with a usage error naming the flag or argument,
/// an unknown id or an empty store exits non-zero with the reason.
/// `naming` spells the fields a command takes differently (a search as the `TERM` argument).
func runQuery<Result>(naming names: [InputField: String] = [:], _ body: () async throws -> Result) async throws -> Result {
    do {
        return try await body()
    } catch let error as InvalidInput {
        throw ValidationError(error.message { names[$0] ?? $0.commandLineName })
    } catch let error as HiddenBySafeMode {
        throw CommandFailure("the \(error); add --include-explicit to see it")
    } catch let error as ProfileLimitReached {
        throw CommandFailure("\(error); remove one first")
    } catch let error as CityAlreadySaved {
        throw CommandFailure("\(error); nothing changed")
    } catch let error as NotFound where error.record == .company {
        throw CommandFailure("no SpaceX data stored yet: run `almanac sync spacex` or `almanac import DIR`")
    } catch let error as NotFound {
        throw CommandFailure("there is \(error)")
    } catch let error as AmbiguousID {
        throw CommandFailure("\(error)")
    } catch let error as AmbiguousName {
        throw CommandFailure("\(error)")
    }
}
