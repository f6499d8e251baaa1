import AlmanacCore
import Testing

@Suite("short ids")
struct IDPrefixTests {
    @Test("each id's shortest unique beginning: six characters at least, one more than it shares with any other id")
    func shortestUnique() throws {
        let ids = ["6243ae0aaf52800c6e919257", "6243ae24af52800c6e919258", "5e9d0d95eda69955f709d1eb", "5e9d0d95eda69973a809d1ec", "l1", "abcdefgh"]
        let short = IDPrefix.shortestUnique(among: ids)
        #expect(
            short == [
                "6243ae0aaf52800c6e919257": "6243ae0", "6243ae24af52800c6e919258": "6243ae2",
                "5e9d0d95eda69955f709d1eb": "5e9d0d95eda6995", "5e9d0d95eda69973a809d1ec": "5e9d0d95eda6997",
                "l1": "l1", "abcdefgh": "abcdef",
            ])
        // Every short id finds its own record again, and only it.
        for (id, prefix) in short where prefix.count >= IDPrefix.shortest {
            #expect(try IDPrefix.resolve(prefix, among: ids, record: .launch) == id)
        }
    }
}
