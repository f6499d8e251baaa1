import AlmanacCLI
import AlmanacWeb
import Foundation

ProcessHeap.useOne()
exit(await AlmanacCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
