/// Whether emphasis shows as colour: `--color never|auto|always`.
enum ColorChoice: String, CaseIterable, Sendable {
    case never, auto, always

    /// The choice for a command line: its `--color`, else never when `NO_COLOR` is set (any
    /// value, as no-color.org asks), else `ALMANAC_COLOR`, else auto. Read from the arguments
    /// before the command runs, so everything it writes (its errors too) is painted alike;
    /// ArgumentParser has already refused a value that is not one of the three.
    static func of(_ arguments: [String]) -> ColorChoice {
        let flag = Settings.color.flag
        var flagText: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == flag, index + 1 < arguments.count { flagText = arguments[index + 1] }
            if argument.hasPrefix(flag + "=") { flagText = String(argument.dropFirst(flag.count + 1)) }
        }
        if flagText == nil, Environment.value("NO_COLOR") != nil { return .never }
        return ((try? Settings.color.resolve(flagText)) ?? nil) ?? .auto
    }
}
