import Foundation
import AlmanacCore
import ArgumentParser

/// Runs a use case for the CLI: bad input exits with a usage error naming the flag, an unknown
/// id or an empty store exits non-zero with the reason.
/// `flags` names the argument a core parameter is typed as, where it is not `--parameter`.
func runQuery<Result>(flags: [String: String] = [:], _ body: () async throws -> Result) async throws -> Result {
    do {
        return try await body()
    } catch let error as InvalidInput {
        // The core names query parameters; on the command line they are flags.
        let usual = switch error.parameter {
        case "q": "--search"
        case "id": "ID"
        default: "--" + error.parameter
        }
        let flag = flags[error.parameter] ?? usual
        throw ValidationError(error.message.replacingOccurrences(of: "\(error.parameter) must", with: "\(flag) must")
            .replacingOccurrences(of: "\(error.parameter) (", with: "\(flag) ("))
    } catch let error as HiddenBySafeMode {
        throw CommandFailure("the \(error); add --include-explicit to see it")
    } catch let error as CityAlreadySaved {
        throw CommandFailure("\(error); nothing changed")
    } catch let error as NotFound {
        if error.kind == "company" { throw CommandFailure("no SpaceX data stored yet: run `almanac sync spacex` or `almanac import DIR`") }
        throw CommandFailure("there is \(error)")
    }
}
