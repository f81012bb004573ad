import Foundation
import SectionGridHost

/// One compile of the user's Swift files on a thread of its own, so the viewer keeps answering keys
/// while the compiler runs: `wakeDescriptor` becomes readable when it is done, and `take()` hands over
/// the program or its errors once.
final class ProgramCompile: @unchecked Sendable {
    /// Readable once the compile is done (the run loop sleeps on it).
    let wakeDescriptor: Int32
    private let signalDescriptor: Int32
    private let lock = NSLock()
    private var outcome: Result<SwiftProgram, SwiftFilesError>?
    private var taken = false

    /// Starts compiling `options`' files.
    init(_ options: SwiftFilesOptions, environment: [String: String]) {
        var descriptors: [Int32] = [-1, -1]
        _ = pipe(&descriptors)
        wakeDescriptor = descriptors[0]
        signalDescriptor = descriptors[1]
        let thread = Thread { [self] in
            let result: Result<SwiftProgram, SwiftFilesError>
            do throws(SwiftFilesError) {
                result = .success(try SwiftProgram(options, environment: environment))
            } catch {
                result = .failure(error)
            }
            lock.withLock { outcome = result }
            var byte: UInt8 = 1
            _ = write(signalDescriptor, &byte, 1)
        }
        // The compiler's jobs are big: the thread's stack is not.
        thread.stackSize = 1 << 20
        thread.start()
    }

    deinit {
        close(wakeDescriptor)
        close(signalDescriptor)
    }

    /// The program, or why there is none, once the compile is done; `nil` before (and after it was taken).
    func take() -> Result<SwiftProgram, SwiftFilesError>? {
        lock.withLock {
            guard !taken, let outcome else { return nil }
            taken = true
            return outcome
        }
    }
}
