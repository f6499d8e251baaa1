import AlmanacCLI
import Foundation

exit(await AlmanacCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
