/// A rocket configuration as the stored launches show it: Launch Library 2's "Falcon 9 Block 5",
/// "Electron", "Soyuz-2.1a", with who flew it and how its flights went. Worked out from the
/// launches themselves, so its counts are those of the launches list filtered to it.
public struct Launcher: Hashable, Sendable, Identifiable {
    /// Its name as a path part ("falcon-9-block-5"): names that differ only in case, accents or
    /// punctuation are one launcher.
    public let id: String
    /// The latest record's spelling.
    public let name: String
    /// "Falcon", "Soyuz", "Long March".
    public let family: String?
    /// Who flew it, the most flights first.
    public let providers: [LaunchProvider]
    public let tally: LaunchTally
    /// How many of its flights carried people.
    public let crewedFlights: Int
    /// Successes in a row up to its latest flight with an outcome.
    public let currentStreak: Int

    /// The id a launcher of this configuration name has.
    public static func id(named name: String) -> String { name.slug(fallback: "rocket") }
}
