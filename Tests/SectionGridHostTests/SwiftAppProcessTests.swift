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
    /// The processes whose parent is `pid`.
    static func children(of pid: Int32) -> [Int32] {
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init)
        return pids.filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                let name = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: name)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid && fields[0] != "Z"
        }
    }

    /// Whether any process is left in group `group`.
    static func groupIsAlive(_ group: Int32) -> Bool { kill(-group, 0) == 0 }

    /// Polls `condition` every 10 ms for up to `limit`.
    static func wait(_ limit: Duration, until condition: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        while clock.now - start < limit {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition()
    }

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
        let ended = wait(.seconds(10)) {
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
        let started = Self.wait(.seconds(120)) {
            program = SwiftApp.processes(runningFrom: SwiftApp.cacheHome).first { Self.children(of: tool.pid).contains($0) }
            return program != nil
        }
        #expect(started, "the layout program did not start")
        guard let program else { return }
        #expect(Self.end(tool, with: signal), "the tool did not end by signal \(signal)")
        #expect(
            Self.wait(.seconds(5)) { !Self.groupIsAlive(program) },
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
        let started = Self.wait(.seconds(30)) {
            compiler = Self.children(of: tool.pid).first
            return compiler != nil
        }
        #expect(started, "no compiler started")
        guard let compiler else { return }
        // Let the driver start its frontend job.
        _ = Self.wait(.seconds(5)) { !Self.children(of: compiler).isEmpty }
        #expect(Self.end(tool, with: SIGTERM), "the tool did not end by SIGTERM")
        #expect(Self.wait(.seconds(5)) { !Self.groupIsAlive(compiler) }, "the compiler's group \(compiler) outlived the tool")
    }
}
