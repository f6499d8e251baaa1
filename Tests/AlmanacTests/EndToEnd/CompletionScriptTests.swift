import Foundation
import Testing

/// The README tells users to install completions from the binary itself.
@Suite("shell completions", .enabled(if: AlmanacProcess.binary != nil, "needs the built almanac binary (scripts/test builds it)"))
struct CompletionScriptTests {
    @Test("almanac writes a completion script for bash, zsh and fish that knows its commands", arguments: [
        ("bash", "complete -o filenames -F _almanac almanac"), ("zsh", "#compdef almanac"), ("fish", "complete -c 'almanac'"),
    ])
    func script(shell: String, marker: String) throws {
        // Written to a file and read once the process has exited: the whole script, however
        // long, with no pipe another test's process could hold open.
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("completion")
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(AlmanacProcess.binary))
        process.arguments = ["--generate-completion-script", shell]
        process.standardOutput = try FileHandle(forWritingTo: file)
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(process.terminationStatus == 0)
        #expect(text.contains(marker) && text.contains("launches") && text.contains("rockets") && text.contains("weather"), "\(text.prefix(300))")
    }
}
