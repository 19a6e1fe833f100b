import Foundation
import Testing

@testable import onestep

/// Start-up work on a thread of its own: its value or its error comes back to whoever asks, as often as asked, and
/// the work does not run on the caller's thread nor at the caller's priority.
struct InBackgroundTests {
    private struct Failed: Error, Equatable {}

    @Test func theValue_comesBack_eachTimeItIsAsked() throws {
        let job = InBackground { 6 * 7 }
        #expect(try job.result() == 42)
        #expect(try job.result() == 42)
    }

    @Test func anError_comesBack_asThrown() {
        let job = InBackground<Int> { throw Failed() }
        #expect(throws: Failed.self) { try job.result() }
    }

    // Linux keeps a nice value per thread (glibc's names); elsewhere the jobs leave the priority alone.
    #if os(Linux)
        @Test func theWork_runsOnAnotherThread_belowTheCallersPriority() throws {
            let caller = pthread_self()
            let callerNice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            let job = InBackground { () -> (Bool, Int32) in
                (pthread_equal(pthread_self(), caller) != 0, getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
            }
            let (sameThread, nice) = try job.result()
            #expect(!sameThread)
            #expect(nice == min(callerNice + 5, 19))
        }

        @Test func aJobStartedByAJob_isNotNicerAgain() throws {
            let which = __priority_which_t(PRIO_PROCESS.rawValue)
            let callerNice = getpriority(which, 0)
            let outer = InBackground { () -> Int32 in
                try InBackground { getpriority(which, 0) }.result()
            }
            #expect(try outer.result() == min(callerNice + 5, 19))
        }
    #endif
}
