/// The store's index of every record the one search box finds (launches, rockets, launch sites,
/// agencies, astronauts, boosters and the six SWAPI resources), kept by the store whenever those datasets change; facts are found
/// through their own full-text index and saved cities from the visitor's list.
public protocol SearchIndex: Sendable {
    /// Entries with every word of `text` (whole, or as the start of a longer word), at most
    /// `limit`, in no particular order: `SearchEverything` ranks them.
    func searchEntries(matching text: SearchText, limit: Int) async throws -> [SearchEntry]
}
