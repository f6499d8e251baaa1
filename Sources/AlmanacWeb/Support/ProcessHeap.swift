#if canImport(Glibc)
    import Glibc
#endif

/// The process's malloc heap, kept near what is in use. glibc keeps freed blocks of a cached
/// body's size (tens of kB, below its mmap threshold) inside its heaps, and the turnover of a
/// full cache leaves them scattered between live ones, so the resident size kept growing past
/// the caches' budget: `releaseFreedPages` (`malloc_trim`) hands every whole free page back.
/// Swift's Glibc module exports neither `malloc_trim` nor `mallopt`, so they are looked up by
/// name once. Elsewhere (macOS's allocator returns memory by itself), and on a C library without
/// them, this does nothing.
public enum ProcessHeap {
    static func releaseFreedPages() {
        #if canImport(Glibc)
            mallocTrim?(0)
        #endif
    }

    /// Makes the whole process allocate from one heap; to be called first, before any thread
    /// starts. glibc gives each new thread a heap (arena) of its own, up to eight per core, and a
    /// block freed goes back to the heap it came from, so threads taking turns at the same work
    /// each kept their heap's high-water mark: after 550,000 requests of the benchmark's mix the
    /// server held 3–5 MB more with them, and answered no faster (threads keep small freed
    /// blocks in a cache of their own, which needs no lock).
    public static func useOne() {
        #if canImport(Glibc)
            _ = mallopt?(arenaMax, 1)
        #endif
    }

    #if canImport(Glibc)
        private typealias MallocTrim = @convention(c) (Int) -> Int32
        private static let mallocTrim: MallocTrim? = symbol("malloc_trim")
        private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        private static let mallopt: Mallopt? = symbol("mallopt")
        /// `M_ARENA_MAX` of `<malloc.h>`.
        private static let arenaMax: Int32 = -8

        private static func symbol<Function>(_ name: String) -> Function? {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
            return unsafeBitCast(symbol, to: Function.self)
        }
    #endif
}
