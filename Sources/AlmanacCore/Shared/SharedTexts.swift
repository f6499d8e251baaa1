/// Equal texts made one copy: the first of each text handed in is kept, and every equal one
/// after it is answered with that first one. A string longer than 15 bytes, or any array, keeps
/// its characters on the heap, one copy per decoded record; a read model of thousands of
/// records that name the same few hundred pads, providers, rockets and image addresses then
/// keeps each once, shared by reference count. Used while one read model is read, then let go.
package final class SharedTexts {
    package init() {}

    private var texts = Set<String>()
    private var lists = Set<[String]>()

    package func callAsFunction(_ text: String) -> String { texts.insert(text).memberAfterInsert }

    package func callAsFunction(_ text: String?) -> String? { text.map { self($0) } }

    package func callAsFunction(_ list: [String]) -> [String] { lists.insert(list.map { self($0) }).memberAfterInsert }
}
