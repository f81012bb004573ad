import Foundation
import Testing

@testable import SectionGridTestSupport

/// The real viewer asks the terminal for drag reports (xterm's mode 1002, button-event tracking) and
/// never for every motion (mode 1003): nothing it shows needs hover. Read from the bytes it sends
/// (`pipe-pane`), mode by mode as terminals that keep them apart (Konsole) do, and from tmux's own flags.
@Suite("Mouse reporting modes end to end (tmux)", .serialized, TmuxSession.required)
struct MouseModeEndToEndTests {
    /// The private modes on after `bytes` (`ESC [ ? 1000 ; 1006 h` and `l`), each kept on its own.
    private func modesOn(after bytes: String) -> Set<Int> {
        var modes = Set<Int>()
        var rest = bytes[...]
        while let start = rest.range(of: "\u{1B}[?") {
            let body = rest[start.upperBound...].prefix { $0.isNumber || $0 == ";" }
            let end = rest.index(start.upperBound, offsetBy: body.count)
            rest = rest[end...]
            guard let final = rest.first, final == "h" || final == "l" else { continue }
            for mode in body.split(separator: ";").compactMap({ Int($0) }) {
                if final == "h" { modes.insert(mode) } else { modes.remove(mode) }
            }
        }
        return modes.intersection([1000, 1002, 1003, 1006])
    }

    /// The viewer of `build` under `term` (with `environment`), its output copied from the start.
    private func check(
        term: String, environment: [String: String] = [:], build: ViewerBuild,
        expectedWhileRunning: Set<Int>
    ) throws {
        let viewer = try ViewerHarness(
            arguments: ["--demo", "sections"],
            environment: environment.merging(["TERM": term]) { $1 },
            build: build, prefix: "sleep 0.5;")
        let output = viewer.directory.path + "/output.bin"
        try viewer.tmux.pipeOutput(to: output)
        try viewer.waitForViewer()
        let running = try String(decoding: Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self)
        #expect(modesOn(after: running) == expectedWhileRunning, "\(term): \(modesOn(after: running))")
        let flags = try TmuxSession.run(
            "/usr/bin/env",
            [
                "tmux", "-L", viewer.tmux.socket, "display-message", "-p",
                "-t", viewer.tmux.name, "#{mouse_button_flag} #{mouse_all_flag}",
            ])
        #expect(flags.trimmingCharacters(in: .whitespacesAndNewlines) == "1 0", "tmux: drags reported, not every motion")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
        let all = try String(decoding: Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self)
        #expect(modesOn(after: all).isEmpty, "every mode is off again at exit")
    }

    @Test(
        "drags, not every motion",
        arguments: [
            ("xterm-256color", Set([1000, 1002, 1006])),
            ("tmux-256color", Set([1000, 1002])),
        ], [ViewerBuild.release, .debug])
    func dragReportsOnly(term: (String, Set<Int>), build: ViewerBuild) throws {
        try check(term: term.0, build: build, expectedWhileRunning: term.1)
    }

    /// A description whose `XM` asks for every motion, as Konsole's and Windows Terminal's do: the viewer
    /// turns that mode off again.
    @Test("a description asking for every motion gets drags only", arguments: [ViewerBuild.release, .debug])
    func anyMotionDescription(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        let source = try folder.file(
            "any-motion.src",
            contents: """
                sg-any-motion|tmux-256color asking for every mouse motion,
                \tXM=\\E[?1006;1003%?%p1%{1}%=%th%el%;, use=tmux-256color,

                """)
        _ = try TmuxSession.run("/usr/bin/env", ["tic", "-x", "-o", folder.path, source])
        try check(
            term: "sg-any-motion", environment: ["TERMINFO": folder.path], build: build,
            expectedWhileRunning: [1002, 1006])
    }
}
