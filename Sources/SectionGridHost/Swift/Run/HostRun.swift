import Foundation
import SectionGridHostProtocol

/// One run of a compiled layout program as a subprocess: the request on its standard input, its
/// messages read from its standard output — `ready`, the `layout`, each element's `look`, `done` — under
/// a time limit, then its input closed so it exits. Its standard error (the user's `print`s) is kept;
/// a trap's report there becomes the error. Whatever happens, the program is gone when this returns
/// (`ChildProcess`).
public struct HostRun: Sendable {
    /// What the run answered: the layout (each element's look merged in) as far as it got, the error
    /// that stopped it, and what the program printed.
    public struct Result: Sendable {
        /// The frames, even when reading the views failed (`nil`: none came).
        public var layout: HostLayout?
        /// The code's layout as a spec (`HostRequest.readsModel`; `nil`: not asked for, or none came).
        public var model: HostModel?
        public var error: HostRunError?
        /// What the program printed (its trap report left out).
        public var userOutput: String
        /// Bytes of output left out from the start (the latest are kept).
        public var droppedOutput: Int
    }

    /// The compiled program.
    public var executable: String
    /// What its first argument names (`ProgramSources.entries`' key) and what messages call it.
    public var entryKey: String
    public var entryName: String
    /// Seconds the run may take.
    public var timeout: Double
    /// Maps the program's paths back to the user's in trap messages.
    public var paths: PathMap

    public init(executable: String, entryKey: String, entryName: String, timeout: Double, paths: PathMap) {
        self.executable = executable
        self.entryKey = entryKey
        self.entryName = entryName
        self.timeout = timeout
        self.paths = paths
    }

    /// Runs the program on `request` in `environment` (Swift's slow backtracer off: a trap's one line
    /// is what is wanted).
    public func run(_ request: HostRequest, environment: [String: String]) -> Result {
        var environment = environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let child: ChildProcess
        do {
            child = try ChildProcess(path: executable, arguments: [entryKey], environment: environment)
        } catch {
            return Result(
                layout: nil, model: nil, error: HostRunError(reason: .notStarted("\(error)"), stage: .starting, entry: entryName),
                userOutput: "", droppedOutput: 0)
        }
        child.write(Array((request.jsonLine + "\n").utf8))
        var reader = MessageReader(request: request.id)
        var streams = ChildStreams()
        let deadline = ContinuousClock.now + .milliseconds(Int64((timeout * 1000).rounded()))
        let outcome = streams.read(child, deadline: deadline) { reader.take($0) }
        var error: HostRunError?
        if outcome == .timedOut {
            child.kill()
            error = HostRunError(reason: .timedOut(timeout), stage: reader.stage, entry: entryName)
        }
        child.closeInput()
        // The program ends once its input is closed: its last output (a trap's report) is read first.
        if outcome == .stopped, streams.read(child, deadline: deadline, onLine: { _ in true }) == .timedOut { child.kill() }
        let termination = child.waitForExit()
        let report = TrapReport(standardError: streams.errorText, paths: paths)
        if error == nil, let problem = reader.problem {
            error = HostRunError(reason: problem, stage: reader.stage, entry: entryName)
        } else if error == nil, !reader.isDone {
            switch termination {
            case .signalled(let signal):
                error = HostRunError(reason: .signalled(signal, message: report.message), stage: reader.stage, entry: entryName)
            case .exited(let status):
                error = HostRunError(
                    reason: .exited(status, message: report.message ?? Self.lastLine(of: report.userOutput)),
                    stage: reader.stage, entry: entryName)
            }
        }
        return Result(
            layout: reader.layout, model: reader.model, error: error, userOutput: report.userOutput,
            droppedOutput: streams.droppedErrorBytes)
    }

    /// The last line a program printed before exiting early (why, in its words).
    private static func lastLine(of text: String) -> String? {
        text.split(separator: "\n").last.map { String($0).trimmingSpaces }
    }
}
