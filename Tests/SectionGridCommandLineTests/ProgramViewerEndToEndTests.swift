import Foundation
import Testing

@testable import SectionGridTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// `sectiongrid FILE.swift …` in a real terminal (issue 28, "Done when"): a multi-file app of our own in
/// the style of seed 003 — a flow layout subclass drawing a card from each header to its footer, the
/// day's name set in the header by the data source (`Fixtures/Apps/Journal`, copied to a scratch folder)
/// — opened, tweaked, saved with a changed inset, saved broken and fixed, a literal written back with
/// `w`, and quit with no process left, in the debug and the release build.
@Suite("Swift files in the viewer, end to end", .serialized, TmuxSession.required)
struct ProgramViewerEndToEndTests {
    static let journal = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../SectionGridHostTests/Fixtures/Apps/Journal").standardized

    static let names = ["DayCardLayout.swift", "JournalViewController.swift", "JournalViews.swift"]

    /// A copy of the Journal app in a new folder, with its own binary cache; the harness on it.
    static func openJournal(_ build: ViewerBuild) throws -> (viewer: ViewerHarness, folder: TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        for name in Self.names {
            try FileManager.default.copyItem(
                atPath: Self.journal.appendingPathComponent(name).path, toPath: folder.path + "/" + name)
        }
        let viewer = try ViewerHarness(
            arguments: Self.names, environment: ["XDG_CACHE_HOME": folder.path + "/cache", "SWIFTC": try compiler()],
            build: build, outlivesTerminal: true, in: folder)
        return (viewer, folder)
    }

    /// The Swift compiler on the test's PATH, for the viewer's clean environment (`SWIFTC`).
    static func compiler() throws -> String {
        try #require(
            ProcessInfo.processInfo.environment["PATH"].flatMap { path in
                path.split(separator: ":").map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
            }, "swiftc on the PATH")
    }

    /// The column where `text` starts on the first screen line that has it.
    static func column(of text: String, in screen: String) -> Int? {
        for line in screen.split(separator: "\n") {
            if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) }
        }
        return nil
    }

    /// Replaces `old` with `new` in `path`, as an editor saves: a new file renamed over the old.
    static func edit(_ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try #require(text.contains(old), "\(path) holds \(old)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test(
        "open, tweak, save a changed inset, save a broken file and fix it, w a literal back, quit with no process left",
        arguments: ViewerBuild.allCases)
    func workOnTheJournal(_ build: ViewerBuild) throws {
        if let problem = build.problem {
            if isContinuousIntegration { Issue.record(Comment(rawValue: problem)) }
            return
        }
        let folder = try TemporaryDirectory()
        for name in Self.names {
            try FileManager.default.copyItem(
                atPath: Self.journal.appendingPathComponent(name).path, toPath: folder.path + "/" + name)
        }
        let controller = folder.path + "/JournalViewController.swift"
        let original = try String(contentsOfFile: controller, encoding: .utf8)
        let cache = folder.path + "/cache"
        let compiler = try Self.compiler()
        let viewer = try ViewerHarness(
            arguments: Self.names, environment: ["XDG_CACHE_HOME": cache, "SWIFTC": compiler], build: build, in: folder)

        // Open: the compile shows, then the code's layout with the header text its data source set.
        _ = try #require(try viewer.tmux.waitFor(timeout: 30) { $0.contains("compiling 3 files…") }, "the compile's spinner")
        let opened = try #require(try viewer.tmux.waitFor(timeout: 120) { $0.contains("Day 1") }, "the journal's first day")
        #expect(opened.contains("JournalViewController"), "the status bar names the entry")
        let pid = try #require(try viewer.viewerPID())
        let hosts = ProcessProbe.children(of: pid)
        #expect(hosts.count == 1, "the viewer runs the compiled program as its one child: \(hosts)")
        let dayColumn = try #require(Self.column(of: "Day 1", in: opened))

        // Tweak: the line spacing, all sections (Tab to it), up by 2 — the running program lays out again.
        try viewer.tmux.send("Tab")
        try viewer.tmux.send("Tab")
        try viewer.tmux.send("Tab")
        try viewer.tmux.send("+")
        try viewer.tmux.send("+")
        _ = try #require(
            try viewer.tmux.waitFor { $0.contains("line spacing = 8") }, "the tweak's value in the status bar")

        // Save a changed inset: the program is compiled again and the days move right, the tweak kept.
        try Self.edit(controller, "left: 24, bottom: 12, right: 24", "left: 64, bottom: 12, right: 24")
        let moved = try #require(
            try viewer.tmux.waitFor(timeout: 120) { screen in
                screen.contains("recompiled") && (Self.column(of: "Day 1", in: screen) ?? 0) > dayColumn
            }, "the saved inset shows")
        #expect(moved.contains("line spacing = 8"), "the unwritten tweak stays")

        // Save a broken file: its line shows, the last good layout stays.
        try Self.edit(controller, "layout.minimumLineSpacing = 6", "layout.minimumLineSpacing = six")
        let broken = try #require(
            try viewer.tmux.waitFor(timeout: 120) { $0.contains("JournalViewController.swift:15:") && $0.contains("error") },
            "the compile error's file and line")
        #expect(broken.contains("Day 1"), "the last good layout stays")
        // Fix it: the layout is the code's again.
        try Self.edit(controller, "layout.minimumLineSpacing = six", "layout.minimumLineSpacing = 6")
        _ = try #require(
            try viewer.tmux.waitFor(timeout: 120) { $0.contains("recompiled") && !$0.contains("error") }, "the fix recompiles")

        // w: the line spacing's literal is written back, nothing else of the file changes.
        try viewer.tmux.send("w")
        _ = try #require(try viewer.tmux.waitFor { $0.contains("wrote JournalViewController.swift:15") }, "w names the literal")
        let written = try String(contentsOfFile: controller, encoding: .utf8)
        #expect(
            written
                == original.replacingOccurrences(of: "left: 24, bottom: 12, right: 24", with: "left: 64, bottom: 12, right: 24")
                .replacingOccurrences(of: "layout.minimumLineSpacing = 6", with: "layout.minimumLineSpacing = 8"))

        // The write is a save: compiled again, the file's value is the code's, and nothing is unwritten.
        let settled = try #require(
            try viewer.tmux.waitFor(timeout: 120) { $0.contains("recompiled") && $0.contains("line spacing = 8") },
            "the written file recompiles")
        #expect(!settled.contains(" *"), "no unwritten changes after w")

        // A tweak of one section has no literal of its own: w shows the statement to paste, copies it (OSC
        // 52), and leaves the file as it was.
        try viewer.tmux.send("]")
        try viewer.tmux.send("+")
        try viewer.tmux.send("w")
        let paste = try #require(
            try viewer.tmux.waitFor { $0.contains("copied to paste ") }, "w shows where the statement goes, and copies it")
        #expect(
            paste.contains("copied to paste in the collection view's delegate (UICollectionViewDelegateFlowLayout): func"),
            "the delegate's method to paste")
        #expect(try String(contentsOfFile: controller, encoding: .utf8) == written)
        try viewer.tmux.send("U")

        // Quit: the viewer ends, and its program with it.
        let program = ProcessProbe.children(of: pid)
        #expect(program.count == 1, "the program runs until the viewer ends")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
        for child in program + hosts {
            #expect(kill(child, 0) != 0, "process \(child) outlived the viewer")
        }
    }

    /// The ways the viewer ends, and when: with the layout shown (the program running) or while the
    /// first compile runs (the compiler and its jobs running).
    /// The ways the viewer ends, and when: with the layout shown (the program running), while the first
    /// compile runs, or while a save compiles again beside the running program.
    enum Moment: Sendable { case shown, compiling, recompiling }

    static let endings: [(ViewerEnding, Moment)] = [
        (.escape, .shown), (.controlC, .shown), (.terminate, .shown), (.hangUp, .shown), (.closedTerminal, .shown),
        (.terminate, .compiling), (.q, .compiling), (.q, .recompiling), (.controlC, .recompiling),
    ]

    @Test(
        "however the viewer ends, no process it started is left: the program, or a compile with its jobs",
        arguments: ViewerBuild.allCases, 0..<9)
    func nothingOutlivesTheViewer(_ build: ViewerBuild, _ index: Int) throws {
        if let problem = build.problem {
            if isContinuousIntegration { Issue.record(Comment(rawValue: problem)) }
            return
        }
        let (ending, moment) = Self.endings[index]
        let (viewer, folder) = try Self.openJournal(build)
        let compiling = moment == .compiling
        let shown = try #require(
            try viewer.tmux.waitFor(timeout: 120) { compiling ? $0.contains("compiling 3 files…") : $0.contains("Day 1") },
            compiling ? "the compile's spinner" : "the layout")
        #expect(shown.contains(compiling ? "compiling" : "Day 1"))
        let pid = try #require(try viewer.viewerPID())
        if moment == .recompiling {
            // A save: the compiler runs beside the program (a compile of changed files is never cached).
            try Self.edit(folder.path + "/JournalViewController.swift", "minimumLineSpacing = 6", "minimumLineSpacing = 7")
            #expect(
                ProcessProbe.poll(.seconds(10)) { ProcessProbe.children(of: pid).count >= 2 },
                "the compiler runs beside the program")
        }
        // What runs below the viewer now: the program, or the compiler (with its jobs, when they started).
        var started: [Int32] = []
        _ = ProcessProbe.poll(.seconds(compiling ? 5 : 1)) {
            started = ProcessProbe.descendants(of: pid)
            return !started.isEmpty
        }
        #expect(!started.isEmpty, "the viewer runs \(compiling ? "the compiler" : "the program") (\(ending))")
        if moment == .recompiling { started = ProcessProbe.descendants(of: pid) }
        try ending.perform(on: viewer, pid: pid, lineMode: false)
        #expect(viewer.recordedStatus(timeout: 20) == ending.status, "\(ending)")
        let gone = ProcessProbe.poll(.seconds(5)) { started.allSatisfy { kill($0, 0) != 0 } }
        #expect(gone, "left after \(ending): \(started.filter { kill($0, 0) == 0 })")
    }

    @Test("with the layout shown, a program that printed leaves the viewer asleep", arguments: ViewerBuild.allCases)
    func asleepAfterPrints(_ build: ViewerBuild) throws {
        if let problem = build.problem {
            if isContinuousIntegration { Issue.record(Comment(rawValue: problem)) }
            return
        }
        let folder = try TemporaryDirectory()
        let source = Self.journal.deletingLastPathComponent().appendingPathComponent("Traps/Printing.swift").path
        try FileManager.default.copyItem(atPath: source, toPath: folder.path + "/Printing.swift")
        let viewer = try ViewerHarness(
            arguments: ["Printing.swift"],
            environment: ["XDG_CACHE_HOME": folder.path + "/cache", "SWIFTC": try Self.compiler()],
            build: build, in: folder)
        _ = try #require(try viewer.tmux.waitFor(timeout: 120) { $0.contains("opened Printing.swift") }, "the layout")
        let pid = try #require(try viewer.viewerPID())
        Thread.sleep(forTimeInterval: 0.3)
        let probe = ProcessProbe(pid: pid)
        let before = try #require(probe.cpuSeconds)
        Thread.sleep(forTimeInterval: 1.5)
        let after = try #require(probe.cpuSeconds)
        #expect(after - before < 0.1, "the viewer used \(after - before) s of CPU in 1.5 s idle")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }
}
