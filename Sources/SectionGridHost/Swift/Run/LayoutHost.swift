import Foundation
import SectionGridHostProtocol

/// A compiled layout program kept running between requests (the viewer's): requests go to its
/// standard input one line each, and its answers are read as they come, without blocking — the
/// viewer's run loop sleeps on `descriptors` and calls `read()` when they wake it. Between requests
/// the program sleeps in its read of standard input: it costs nothing while the viewer idles.
///
/// A request not answered within the time limit, a trap, a crash or a broken answer ends the program
/// (`read()` says why, once); the next `send` starts it again. Closing (or dropping the value) kills
/// its process group and reaps it: it never outlives the viewer, and `sg_spawn`'s parent-death signal
/// takes it along if the viewer itself is killed. Start it from the thread that lives as long as it
/// (the viewer's main thread).
public final class LayoutHost {
    /// What a read brought.
    public enum Event: Sendable {
        /// The answer to the latest request: its layout (looks merged in) and, when asked, its model.
        case answered(HostLayout, HostModel?)
        /// The program failed (and is gone): the error names the trap, the time limit or the problem.
        case failed(HostRunError)
    }

    private let program: SwiftProgram
    /// The entry's name.
    public let entry: String
    private var child: ChildProcess?
    private var streams = ChildStreams(errorLimit: 1 << 16)
    /// The request being answered, its reader and when it must be answered by.
    private var pending: (request: HostRequest, reader: MessageReader, deadline: ContinuousClock.Instant)?
    private var isReady = false

    /// A host for `program`'s entry; the program starts with the first request.
    public init(program: SwiftProgram) {
        self.program = program
        entry = program.entry.name
    }

    deinit { close() }

    /// The frames of the last request that failed after they came (a trap while its views were read:
    /// the layout itself was answered), `nil` when it failed before them (or has not failed).
    public private(set) var framesBeforeFailure: HostLayout?

    /// The descriptors that become readable when the program has written something (none while it is
    /// not running).
    public var descriptors: [Int32] {
        guard let child else { return [] }
        // An ended stream stays readable (its end): not waited on, or the run loop would never sleep.
        return (streams.isOutputOpen ? [child.output] : []) + (streams.isErrorOpen ? [child.errors] : [])
    }

    /// The running program's process id (also its process group's), `nil` while it is not running: for
    /// tests and benchmarks that watch the process.
    public var processID: Int32? { child?.pid }

    /// True while a request waits for its answer.
    public var isBusy: Bool { pending != nil }

    /// How long until the pending request's time limit (`nil`: none pending).
    public var timeLeft: Duration? { pending.map { ContinuousClock.now.duration(to: $0.deadline) } }

    /// Sends `request` — a request still pending is given up: the program is stopped and started again,
    /// so no late answer is taken for this one's —; starts the program when it is not running. Returns
    /// the failure when it could not be started.
    public func send(_ request: HostRequest) -> HostRunError? {
        var request = request
        if request.items == nil { request.items = program.options.items }
        framesBeforeFailure = nil
        streams.forgetErrors()
        if pending != nil { close() } // An answer still coming would be read as the new one's: start afresh.
        if child == nil {
            var environment = program.environment
            environment["SWIFT_BACKTRACE"] = "enable=no"
            do {
                child = try ChildProcess(path: program.executable, arguments: [program.entryKey], environment: environment)
            } catch {
                return HostRunError(reason: .notStarted("\(error)"), stage: .starting, entry: entry)
            }
            streams = ChildStreams(errorLimit: 1 << 16)
            isReady = false
        }
        var reader = MessageReader(request: request.id)
        if isReady { reader.markReady() }
        let deadline = ContinuousClock.now + .milliseconds(Int64((program.options.timeout * 1000).rounded()))
        pending = (request, reader, deadline)
        guard child?.write(Array((request.jsonLine + "\n").utf8)) == true else {
            return finish(
                HostRunError(reason: .exited(-1, message: "it stopped reading requests"), stage: .starting, entry: entry))
        }
        return nil
    }

    /// Reads what the program wrote, without waiting: the answer once complete, a failure, or `nil`
    /// (nothing complete yet). Past the time limit, the program is stopped and that is the failure.
    public func read() -> Event? {
        guard let child, var current = pending else { return nil }
        let outcome = streams.read(child, deadline: nil) { current.reader.take($0) }
        if current.reader.isReady { isReady = true }
        pending?.reader = current.reader
        if current.reader.isDone, let layout = current.reader.layout {
            pending = nil
            return .answered(layout, current.reader.model)
        }
        framesBeforeFailure = current.reader.layout
        if let problem = current.reader.problem {
            return .failed(finish(HostRunError(reason: problem, stage: current.reader.stage, entry: entry)))
        }
        if outcome == .ended {
            // Its output ended: it trapped, crashed or exited. Its last words come from its standard error.
            return .failed(ended(child, stage: current.reader.stage))
        }
        framesBeforeFailure = nil
        if ContinuousClock.now >= current.deadline {
            return .failed(
                finish(HostRunError(reason: .timedOut(program.options.timeout), stage: current.reader.stage, entry: entry)))
        }
        return nil
    }

    /// Reads what the program wrote while no request was pending (its prints, kept for a trap's report)
    /// without waiting: `nil`, or the failure when its output ended — it crashed or was stopped between
    /// requests (the next `send` starts it again).
    public func readIdle() -> Event? {
        guard let child, pending == nil else { return nil }
        let outcome = streams.read(child, deadline: nil) { _ in true }
        guard outcome == .ended else { return nil }
        framesBeforeFailure = nil
        return .failed(ended(child, stage: .layingOut))
    }

    /// The failure of `child`, whose output ended (reaped, and the host closed): how it ended, with
    /// Swift's report of a trap from its standard error.
    private func ended(_ child: ChildProcess, stage: HostRunError.Stage) -> HostRunError {
        let termination = child.waitForExit()
        let report = TrapReport(standardError: streams.errorText, paths: program.paths)
        let reason: HostRunError.Reason
        switch termination {
        case .signalled(let signal): reason = .signalled(signal, message: report.message)
        case .exited(let status): reason = .exited(status, message: report.message)
        }
        return finish(HostRunError(reason: reason, stage: stage, entry: entry))
    }

    /// Stops the program (its whole process group) and reaps it.
    public func close() {
        if let child {
            child.closeInput()
            child.kill()
            _ = child.waitForExit()
        }
        child = nil
        pending = nil
    }

    private func finish(_ error: HostRunError) -> HostRunError {
        close()
        return error
    }
}
