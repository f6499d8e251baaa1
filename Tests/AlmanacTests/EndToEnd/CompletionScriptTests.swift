import Foundation
import Testing

/// The README tells users to install completions from the binary itself, and to make the man
/// page with ArgumentParser's plugin, which reads the binary's own description of its commands.
@Suite("shell completions and the man page", .enabled(if: AlmanacProcess.binary != nil, "needs the built almanac binary (scripts/test builds it)"))
struct CompletionScriptTests {
    @Test(
        "almanac writes a completion script for bash, zsh and fish that knows its commands",
        arguments: [
            ("bash", "complete -o filenames -F _almanac almanac"), ("zsh", "#compdef almanac"), ("fish", "complete -c 'almanac'"),
        ])
    func script(shell: String, marker: String) async throws {
        let run = try await AlmanacRun.run(["--generate-completion-script", shell])
        let text = run.standardOutput
        #expect(run.code == 0)
        #expect(text.contains(marker) && text.contains("launches") && text.contains("rockets") && text.contains("weather"), "\(text.prefix(300))")
    }

    @Test("the description generate-manual reads is JSON naming every command and the --color option")
    func manualSource() async throws {
        let run = try await AlmanacRun.run(["--experimental-dump-help"])
        #expect(run.code == 0)
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let command = try #require(dump["command"] as? [String: Any])
        let names = (command["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }
        #expect(Set(["serve", "sync", "import", "launches", "rockets", "facts", "weather", "status"]).isSubset(of: Set(names)), "\(names)")
        #expect(run.standardOutput.contains("\"color\""))
    }
}
