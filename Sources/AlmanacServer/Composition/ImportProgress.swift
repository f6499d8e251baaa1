import AlmanacPresentation

/// What a snapshot import reports while it runs: the command line draws it as one line that
/// redraws itself (`ProgressLine`); a server importing at start reports nothing.
package protocol ImportProgress: Sendable {
    /// A stage starts ("Importing Chuck Norris facts").
    func begin(_ label: String)
    /// So many of the stage's records are done, of `total` when it is known.
    func count(done: Int, of total: Int?, _ noun: Noun)
}
