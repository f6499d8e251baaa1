import AlmanacCore
import AlmanacServer
import AlmanacUpstream
import ArgumentParser
import Foundation

/// `almanac vapid`: the key pair this server signs its pushes with (RFC 8292). `serve` makes one
/// on first start and keeps it in the store; `generate` replaces it (browsers subscribed with
/// the old public key must subscribe again), `show` prints the public half.
struct VAPIDCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vapid", abstract: "The key pair reminders are pushed with.", subcommands: [VAPIDShowCommand.self, VAPIDGenerateCommand.self],
        defaultSubcommand: VAPIDShowCommand.self
    )
}

struct VAPIDShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Print the public key browsers subscribe with (made and kept if the store has none).")

    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(try options.resolved())
        print(try await composition.vapid(contact: "mailto:almanac@localhost").publicKey)
    }
}

struct VAPIDGenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Make a new key pair and keep it in the store, replacing the old one.",
        discussion: "Every browser subscribed with the old public key stops receiving reminders until it subscribes again "
            + "(the launch pages offer it). Restart running servers so they sign with the new key."
    )

    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(try options.resolved())
        let fresh = VAPID(subject: "mailto:almanac@localhost")
        _ = try await composition.pushes.keepVAPIDKey(fresh.storedKey, replacing: true)
        print(fresh.publicKey)
    }
}
