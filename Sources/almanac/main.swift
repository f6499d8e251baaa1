import AlmanacCLI
import ArgumentParser

/// Calls the asynchronous entry point (a plain `AlmanacCommand.main()` here picks the synchronous one).
func runAsync<Command: AsyncParsableCommand>(_ command: Command.Type) async {
    await command.main()
}

await runAsync(AlmanacCommand.self)
