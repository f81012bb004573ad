import Foundation
import SectionGridSession
import SectionGridViewer

/// `idle.wakeups`: how often the viewer wakes while nothing happens — the real `sectiongrid` (built
/// beside the benchmark) on a 120×40 pseudo-terminal, a spec file with an image background open, no
/// key typed for five seconds. Counted as the context switches of all its threads (voluntary and
/// involuntary, `/proc/PID/task/*/status`) per second; a save of the spec afterwards must still be
/// shown, so a viewer that sleeps through everything cannot pass.
struct IdleBenchmarks {
    static let idleSeconds = 5.0

    func run() -> [Metric] {
        guard let program = IdleBenchmarks.siblingProgram("sectiongrid") else {
            StandardError.write("sectiongrid-bench: idle.wakeups not measured (no /proc/self/exe)\n")
            return []
        }
        BenchCheck.require(
            access(program, X_OK) == 0,
            "idle.wakeups: \(program) is missing; build every product first (swift build -c release)")
        let folder = NSTemporaryDirectory() + "sectiongrid-idle-" + UUID().uuidString
        let spec = folder + "/layout.json"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try IdleBenchmarks.spec(top: 40).write(toFile: spec, atomically: false, encoding: .utf8)
            try "ab\nba\n".write(toFile: folder + "/tile.txt", atomically: false, encoding: .utf8)
        } catch {
            BenchCheck.fail("idle.wakeups: cannot write the spec in \(folder): \(error)")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        for name in ["HOME", "PATH", "TERMINFO", "TERMINFO_DIRS"] {
            if let value = ProcessInfo.processInfo.environment[name] { environment[name] = value }
        }
        guard let viewer = PtyProcess([program, spec], environment: environment, columns: 120, rows: 40) else {
            BenchCheck.fail("idle.wakeups: cannot start \(program) on a pseudo-terminal")
        }
        viewer.drain(seconds: 10, quiet: 0.5)
        BenchCheck.require(viewer.outputBytes > 1_000, "idle.wakeups: the viewer drew nothing (\(viewer.outputBytes) bytes)")
        guard let before = viewer.contextSwitches() else {
            viewer.finish(typing: "q")
            StandardError.write("sectiongrid-bench: idle.wakeups not measured (no /proc)\n")
            return []
        }
        viewer.drain(seconds: IdleBenchmarks.idleSeconds)
        guard let after = viewer.contextSwitches() else { BenchCheck.fail("idle.wakeups: the viewer ended while idle") }
        // Asleep, but not deaf: a save is shown.
        let drawn = viewer.outputBytes
        do {
            try AtomicFile.write(Array(IdleBenchmarks.spec(top: 41).utf8), to: spec)
        } catch {
            BenchCheck.fail("idle.wakeups: cannot save \(spec): \(error)")
        }
        viewer.drain(seconds: 3, quiet: 0.3)
        BenchCheck.require(viewer.outputBytes > drawn, "idle.wakeups: a save of the spec after 5 s idle was not shown")
        let status = viewer.finish(typing: "q")
        BenchCheck.require(
            status == 0, "idle.wakeups: the viewer did not quit on q (status \(status.map(String.init) ?? "killed"))")
        return [
            Metric(
                name: "idle.wakeups", value: Double(after - before) / IdleBenchmarks.idleSeconds, unit: "wakeups/s",
                mayBeZero: true)
        ]
    }

    /// A spec of two sections whose background is the image file `tile.txt`.
    static func spec(top: Int) -> String {
        """
        {"flow": {"itemSize": {"width": 80, "height": 60}, "sectionInset": {"top": \(top), "left": 10, "bottom": 40, "right": 10}},
         "background": {"cover": "section", "color": "green", "image": "tile.txt"},
         "sections": [{"title": "One", "items": 12}, {"title": "Two", "items": 8}]}

        """
    }

    /// The path of the executable `name` built beside this one (`nil` where that cannot be told).
    static func siblingProgram(_ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
