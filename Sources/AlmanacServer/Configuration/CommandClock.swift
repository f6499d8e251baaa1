import AlmanacCore

/// The time every command reads: the system's, unless a test runs a command at a fixed instant
/// (a table saying "4 years ago" must read the same next year).
public enum CommandClock {
    @TaskLocal public static var now: Now = .system
}
