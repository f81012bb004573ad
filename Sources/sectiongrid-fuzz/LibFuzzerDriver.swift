#if FUZZING
import Foundation

/// libFuzzer's driver (`libclang_rt.fuzzer`): parses libFuzzer's options and calls `callback` per input.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The target built with `-sanitize=fuzzer -DFUZZING`: libFuzzer runs it, and keeps every input that
/// crashes it or breaks an invariant.
enum LibFuzzerDriver {
    /// The signals a failing input dies of: `abort()` after a broken invariant (`FuzzEntry`), a Swift
    /// trap (an illegal instruction on x86-64, a breakpoint trap on arm64), a bad access, a division
    /// trap.
    static let crashSignals = [SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]

    /// Hands the arguments to libFuzzer's driver and exits with its status.
    ///
    /// Swift's runtime backtracer (on by default on Linux; `SWIFT_BACKTRACE`) installs a handler for
    /// each crash signal before `main`, and libFuzzer leaves a handler it finds installed alone (for
    /// `SIGSEGV` it calls it first): the backtracer then printed its backtrace and ended the process
    /// before libFuzzer saved the input as `crash-…` (issue 30). So the handlers go back to the
    /// default first and libFuzzer installs its own — the same as running with
    /// `SWIFT_BACKTRACE=enable=no`, with nothing to remember.
    static func run() -> Never {
        for signal in crashSignals { Foundation.signal(signal, SIG_DFL) }
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    }
}
#endif
