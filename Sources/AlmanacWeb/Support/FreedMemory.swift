#if canImport(Glibc)
    import Glibc
#endif

/// Hands memory the caches freed back to the system. glibc keeps freed blocks of a cached
/// body's size (tens of kB, below its mmap threshold) inside its heaps, and the turnover of a
/// full cache leaves them scattered between live ones, so the resident size kept growing past
/// the caches' budget; `malloc_trim` releases every whole free page in the heaps. Swift's Glibc
/// module does not export it, so it is looked up by name once. Elsewhere (macOS's allocator
/// returns memory by itself), and on a C library without it, this does nothing.
enum FreedMemory {
    static func release() {
        #if canImport(Glibc)
            _ = mallocTrim?(0)
        #endif
    }

    #if canImport(Glibc)
        private typealias MallocTrim = @convention(c) (Int) -> Int32
        private static let mallocTrim: MallocTrim? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: MallocTrim.self)
        }()
    #endif
}
