import AlmanacCore
import AlmanacServer
import ArgumentParser
import Foundation

/// `almanac push send`: one cycle of the push sender, now (what a server does each minute):
/// reminders and notices due for the starred launches, planned from the store, sent to each
/// device's push service, and what became of them. Nothing here calls an upstream API.
struct PushCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push", abstract: "Reminders by Web Push.", subcommands: [PushSendCommand.self])
}

struct PushSendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send the reminders and notices due now, and say what became of them.",
        discussion: "A running server sends them every minute (the instance that refreshes); this is one such cycle, "
            + "for a store no server sends from, or to see what is due. Each notice still goes once per device."
    )

    @Option(name: .customLong(Settings.pushContact.name), help: Settings.pushContact.help(valueName: "url"))
    var pushContact: String?

    /// Benchmarks' push service lives on loopback; nothing else should ever reach this machine.
    @Flag(help: .hidden) var allowLoopbackEndpoints = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    struct Answer: Encodable {
        let queued, sent, retried, failed, removed: Int
        let milliseconds: Int
    }

    func run() async throws {
        let composition = try await Composition.open(try options.resolved())
        let vapid = try await composition.vapid(contact: try Settings.pushContact.resolve(pushContact) ?? "mailto:almanac@localhost")
        let started = ContinuousClock.now
        let cycle = try await composition.pushSender(vapid: vapid, reachingThisMachine: allowLoopbackEndpoints)()
        let elapsed = Int((ContinuousClock.now - started).wholeMilliseconds)
        if display.json {
            return try JSONOutput.print(
                Answer(
                    queued: cycle.queued, sent: cycle.sent, retried: cycle.retried, failed: cycle.failed, removed: cycle.removed,
                    milliseconds: elapsed))
        }
        print("\(cycle.description.prefix(1).uppercased())\(cycle.description.dropFirst()), in \(elapsed) ms.")
        for problem in cycle.problems { print("  not delivered: \(problem)") }
    }
}
