import Foundation
import Testing

#if canImport(Glibc)
import Glibc
@testable import SectionGridTestSupport
#endif

/// A way to end the viewer, and the status it must end with.
enum ViewerEnding: String, Sendable, CustomTestStringConvertible {
    case q, escape, controlC, interrupt, terminate, hangUp, endOfInput, closedTerminal

    var testDescription: String { rawValue }

    /// 0 for the quit keys, 128 + the signal's number otherwise; the end of input counts as a hang-up.
    var status: Int32 {
        switch self {
        case .q, .escape: return 0
        case .controlC, .interrupt: return 130
        case .terminate: return 143
        case .hangUp, .endOfInput, .closedTerminal: return 129
        }
    }

    /// The full-screen viewer's endings (its input ends when the terminal closes).
    static let fullScreen: [ViewerEnding] = [.q, .escape, .controlC, .interrupt, .terminate, .hangUp, .closedTerminal]
    /// The line mode's (Esc is an ordinary character there; Ctrl-D on an empty line ends the input).
    static let lineMode: [ViewerEnding] = [.q, .controlC, .interrupt, .terminate, .hangUp, .endOfInput, .closedTerminal]

    /// Ends the viewer with process id `pid` running in `viewer`: keys through tmux, signals with `kill`,
    /// or the terminal closed under it (the tmux server ended, so the input ends without a signal).
    func perform(on viewer: ViewerHarness, pid: Int32, lineMode: Bool) throws {
        switch self {
        case .q:
            try viewer.tmux.send("q")
            if lineMode { try viewer.tmux.send("Enter") }
        case .escape: try viewer.tmux.send("Escape")
        case .controlC: try viewer.tmux.send("C-c")
        case .endOfInput: try viewer.tmux.send("C-d")
        case .interrupt: kill(pid, SIGINT)
        case .terminate: kill(pid, SIGTERM)
        case .hangUp: kill(pid, SIGHUP)
        case .closedTerminal: viewer.tmux.close()
        }
    }
}

/// Starts the viewer of `build` (line mode with `TERM=dumb`), ends it by `ending`, and checks its exit
/// status, that it ended in time rather than running on, and that the terminal settings are as before
/// (except after a closed terminal, which has no settings left to read). Time is measured from the key
/// in the terminal or the signal sent; a few ms is usual. The line mode must end within 100 ms (its wait
/// for input checks for a signal every 50 ms); the full-screen viewer within 1 s: a signal that comes
/// just before its wait for a key (250 ms at most) is seen when the wait ends, and Esc waits 25 ms for
/// the rest of a sequence. The limit is on the viewer's own exit: the time the viewer and the tmux
/// server (which hands the key over) spent ready to run but waiting for a CPU is not counted
/// (`RunQueueWait`) — on two cores shared with builds that alone took the line mode to 107–146 ms.
/// Launching the viewer is not timed at all (the clock starts once its prompt or screen is up).
private func checkEnding(_ ending: ViewerEnding, build: ViewerBuild, lineMode: Bool) throws {
    let viewer = try ViewerHarness(
        arguments: ["--demo", "cards"], environment: lineMode ? ["TERM": "dumb"] : [:],
        build: build, outlivesTerminal: ending == .closedTerminal)
    if lineMode {
        _ = try #require(try viewer.tmux.waitFor { $0.contains(lineModePrompt) }, "the line mode's prompt")
    } else {
        try viewer.waitForViewer()
    }
    let pid = try #require(try viewer.viewerPID())
    let process = ProcessProbe(pid: pid)
    defer { if process.isRunning { kill(pid, SIGKILL) } } // a viewer that ignored its ending must not live on
    var waits = RunQueueWait(pids: [pid, try viewer.tmux.serverPID()])
    try ending.perform(on: viewer, pid: pid, lineMode: lineMode)
    let took = try #require(process.waitForEnd(sampling: &waits), "\(build) viewer still running 10 s after \(ending)")
    let waited = waits.waited()
    let limit: Duration = lineMode ? .milliseconds(100) : .seconds(1)
    #expect(
        took - waited < limit,
        "\(build) viewer took \(took) to end after \(ending), \(waited) of it waiting for a CPU (limit \(limit))")
    #expect(viewer.recordedStatus() == ending.status)
    if ending != .closedTerminal {
        let settings = try viewer.terminalSettings()
        #expect(settings.before == settings.after, "the terminal settings are restored")
    }
}

/// What the line mode prints when it waits for keys.
let lineModePrompt = "keys (? help, q quit, Enter next page)>"

@Suite("Quitting and exit signals, debug build (tmux)", .serialized, TmuxSession.required)
struct DebugBuildEndingTests {
    @Test(arguments: ViewerEnding.fullScreen)
    func fullScreen(_ ending: ViewerEnding) throws { try checkEnding(ending, build: .debug, lineMode: false) }

    @Test(arguments: ViewerEnding.lineMode)
    func lineMode(_ ending: ViewerEnding) throws { try checkEnding(ending, build: .debug, lineMode: true) }

    @Test func lineModeWaitsWithoutSpinning() throws { try checkLineModeWaitsIdle(build: .debug) }
}

/// The line mode waiting for keys sleeps: it uses (almost) no CPU time while nobody types.
private func checkLineModeWaitsIdle(build: ViewerBuild) throws {
    let viewer = try ViewerHarness(arguments: ["--demo", "cards"], environment: ["TERM": "dumb"], build: build)
    _ = try #require(try viewer.tmux.waitFor { $0.contains(lineModePrompt) }, "the line mode's prompt")
    let process = ProcessProbe(pid: try #require(try viewer.viewerPID()))
    let before = try #require(process.cpuSeconds)
    Thread.sleep(forTimeInterval: 1)
    let used = try #require(process.cpuSeconds) - before
    #expect(used <= 0.05, "the waiting line mode used \(used) s of CPU time in 1 s")
    try viewer.tmux.send("q", "Enter")
    #expect(viewer.recordedStatus() == 0)
}

/// The same against `swift build -c release`: a bug only the optimiser shows (three copies of the
/// signal flag) let the release viewer ignore Ctrl-C, SIGTERM and SIGHUP.
@Suite("Quitting and exit signals, release build (tmux)", .serialized, TmuxSession.required, ViewerBuild.release.trait)
struct ReleaseBuildEndingTests {
    @Test(arguments: ViewerEnding.fullScreen)
    func fullScreen(_ ending: ViewerEnding) throws { try checkEnding(ending, build: .release, lineMode: false) }

    @Test(arguments: ViewerEnding.lineMode)
    func lineMode(_ ending: ViewerEnding) throws { try checkEnding(ending, build: .release, lineMode: true) }

    @Test func lineModeWaitsWithoutSpinning() throws { try checkLineModeWaitsIdle(build: .release) }
}
