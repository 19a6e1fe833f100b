/// Reading a large answer (40,000 stores: its bytes, each element and its tags while the store is made) takes more
/// memory than the stores keep; once it is read, the allocator is asked to hand the freed pages back to the system,
/// so what stays resident is what the app holds, not the peak of one reading.
public enum FreedMemory {
    public static func returnToTheSystem() {
        #if os(Linux)
            _ = glibcMallocTrim(0)
        #endif
    }
}

#if os(Linux)
    /// glibc's `malloc_trim` (malloc.h, which the Glibc module does not export).
    @_silgen_name("malloc_trim")
    private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
