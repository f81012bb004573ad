import Foundation
import SectionGridSession
import SectionGridViewer
import Testing

@testable import SectionGridTestSupport

/// The context switches of all of process `pid`'s threads so far (voluntary and involuntary), from
/// `/proc/PID/task/*/status`: each time it slept and woke, or was put off a CPU.
func contextSwitches(of pid: Int32) throws -> Int {
    let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
    return try tasks.reduce(0) { total, task in
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
        return total
            + status.split(separator: "\n")
            .filter { $0.hasPrefix("voluntary_ctxt_switches:") || $0.hasPrefix("nonvoluntary_ctxt_switches:") }
            .compactMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
            .reduce(0, +)
    }
}

/// The real viewer, idle on a spec file with an image background: it sleeps until something happens —
/// no wake-ups while nothing does — and still shows saves of both files the moment they happen.
@Suite("Idle viewer end to end (tmux)", .serialized, TmuxSession.required)
struct IdleEndToEndTests {
    private static let spec = """
        {"flow": {"itemSize": {"width": 80, "height": 60}, "sectionInset": {"top": 40, "left": 10, "bottom": 40, "right": 10}},
         "background": {"cover": "section", "color": "green", "image": "tile.txt"},
         "sections": [{"title": "One", "items": 12}, {"title": "Two", "items": 8}]}

        """

    @Test("idle for 3 s: at most a wake-up a second; saves still show", arguments: [ViewerBuild.release, .debug])
    func sleepsWhileNothingHappens(build: ViewerBuild) throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/task") else { return }
        let folder = try TemporaryDirectory()
        let tile = try folder.file("tile.txt", contents: "ab\n")
        let path = try folder.file("layout.json", contents: Self.spec)
        let viewer = try ViewerHarness(arguments: ["layout.json"], build: build, in: folder)
        try viewer.waitForViewer()
        let pid = try #require(try viewer.viewerPID())
        Thread.sleep(forTimeInterval: 0.5) // the first frame's last bytes, the watchers set up
        let before = try contextSwitches(of: pid)
        Thread.sleep(forTimeInterval: 3)
        let woke = try contextSwitches(of: pid) - before
        // Was 40 a second (a 25 ms look at the watchers and a stat backstop): now none.
        #expect(woke <= 3, "the idle viewer woke \(woke) times in 3 s")
        try Data("xy\n".utf8).write(to: URL(fileURLWithPath: tile))
        #expect(
            try viewer.tmux.waitFor(timeout: 5) { $0.contains("reloaded image \"tile.txt\"") } != nil,
            "a save of the image wakes it")
        try AtomicFile.write(Array(Self.spec.replacingOccurrences(of: "\"One\"", with: "\"Uno\"").utf8), to: path)
        #expect(
            try viewer.tmux.waitFor(timeout: 5) { $0.contains("reloaded layout.json") } != nil,
            "a save by rename of the spec wakes it")
        #expect(!(try viewer.tmux.capture()).contains("no file events"), "the watches were set up: no polling said")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
