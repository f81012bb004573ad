import Foundation
import Testing

@testable import SectionGridHost
@testable import SectionGridTestSupport

/// No process outlives the tool (issue 27 §2, "Running"): the `sectiongrid` executable (debug and
/// release) killed while a Swift file's program runs — by SIGTERM, SIGINT or SIGKILL — takes the program
/// with it (its own process group; `PR_SET_PDEATHSIG` for SIGKILL), and SIGTERM while the compiler runs
/// takes the compiler's whole group.
@Suite("Swift files leave no process behind", SwiftApp.required)
struct SwiftAppProcessTests {
    /// Whether any process is left in group `group`.
    static func groupIsAlive(_ group: Int32) -> Bool { kill(-group, 0) == 0 }

    /// The tool, started with every signal at its default action (`ChildProcess`: a test runner may
    /// ignore SIGINT, and a child inherits that), its output and errors to pipes nobody reads (small).
    static func start(_ build: ViewerBuild, _ arguments: [String], cache: String) throws -> ChildProcess {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        let tool = try ChildProcess(path: try #require(build.executableURL).path, arguments: arguments, environment: environment)
        tool.closeInput()
        return tool
    }

    /// Sends `signal` to `tool` and waits for it to end: `false` when it is still running after 10 s.
    static func end(_ tool: ChildProcess, with signal: Int32) -> Bool {
        kill(tool.pid, signal)
        let ended = ProcessProbe.poll(.seconds(10)) {
            guard let stat = try? String(contentsOfFile: "/proc/\(tool.pid)/stat", encoding: .utf8) else { return true }
            return stat.contains(") Z ")
        }
        return ended && tool.waitForExit() == .signalled(signal)
    }

    static let signals: [Int32] = [SIGTERM, SIGINT, SIGKILL]

    @Test(arguments: ViewerBuild.allCases, signals)
    func theRunningProgramDiesWithTheTool(_ build: ViewerBuild, _ signal: Int32) throws {
        if let problem = build.problem {
            if isContinuousIntegration { Issue.record(Comment(rawValue: problem)) }
            return
        }
        let endless = SwiftApp.files("Traps/Endless.swift")[0]
        let tool = try Self.start(build, ["frames", endless, "--timeout", "300"], cache: SwiftApp.cacheHome)
        var program: Int32?
        let started = ProcessProbe.poll(.seconds(120)) {
            program = SwiftApp.processes(runningFrom: SwiftApp.cacheHome).first {
                ProcessProbe.children(of: tool.pid).contains($0)
            }
            return program != nil
        }
        #expect(started, "the layout program did not start")
        guard let program else { return }
        #expect(Self.end(tool, with: signal), "the tool did not end by signal \(signal)")
        #expect(
            ProcessProbe.poll(.seconds(5)) { !Self.groupIsAlive(program) },
            "the program's group \(program) outlived the tool (signal \(signal))")
    }

    /// SIGTERM while compiling: the compiler and the jobs it started (one process group) end with the tool.
    @Test(arguments: ViewerBuild.allCases)
    func theCompilerDiesWithTheTool(_ build: ViewerBuild) throws {
        if let problem = build.problem {
            if isContinuousIntegration { Issue.record(Comment(rawValue: problem)) }
            return
        }
        let cache = SwiftApp.temporaryFolder("sectiongrid-compile-kill")
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let tool = try Self.start(build, ["frames"] + SwiftApp.files("Journal"), cache: cache)
        var compiler: Int32?
        let started = ProcessProbe.poll(.seconds(30)) {
            compiler = ProcessProbe.children(of: tool.pid).first
            return compiler != nil
        }
        #expect(started, "no compiler started")
        guard let compiler else { return }
        // Let the driver start its frontend job.
        _ = ProcessProbe.poll(.seconds(5)) { !ProcessProbe.children(of: compiler).isEmpty }
        #expect(Self.end(tool, with: SIGTERM), "the tool did not end by SIGTERM")
        #expect(
            ProcessProbe.poll(.seconds(5)) { !Self.groupIsAlive(compiler) }, "the compiler's group \(compiler) outlived the tool")
    }
}
