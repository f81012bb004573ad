import CellGrid
import Foundation
import SectionSpec
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// What the run loop sleeps on: the watchers' descriptors, and a timeout only when something is due.
@Suite("Idle waits: sleep until something happens", .serialized)
struct IdleWaitTests {
    /// A terminal that records each wait it is asked for, then quits after `waits` of them.
    private final class WaitRecorder: TerminalDevice {
        let size = (columns: 100, rows: 30)
        let depth = ColorDepth.palette256
        private(set) var frames: [Grid] = []
        private(set) var waits: [(timeout: Int32, descriptors: [Int32])] = []
        private let count: Int
        init(waits: Int) { count = waits }
        func draw(_ grid: Grid) { frames.append(grid) }
        func invalidate() {}
        func takeExitStatusFromSignal() -> Int32? { nil }
        var isInputClosed: Bool { false }
        func nextKey(timeoutMilliseconds: Int32) -> Key? {
            Issue.record("the run loop must pass its descriptors")
            return .character("q")
        }
        func nextKey(timeoutMilliseconds: Int32, wakingOn descriptors: [Int32]) -> Key? {
            waits.append((timeoutMilliseconds, descriptors))
            return waits.count >= count ? .character("q") : nil
        }
    }

    @Test func aSpecFileAndItsImagesWatchedByInotifySleepWithoutATimeout() throws {
        #if os(Linux)
        let folder = try TemporaryDirectory()
        _ = try folder.file("tile.txt", contents: "ab\n")
        let path = try folder.file(
            "layout.json",
            contents: """
                {"flow": {"itemSize": {"width": 80, "height": 60}},
                 "background": {"cover": "section", "color": "green", "image": "tile.txt"},
                 "sections": [{"title": "One", "items": 12}]}
                """)
        var session = ViewerSetup(try LoadedSpec(file: path)).session(columns: 100, rows: 30, depth: .palette256)
        let terminal = WaitRecorder(waits: 3)
        #expect(session.run(on: terminal) == 0)
        #expect(terminal.waits.map(\.timeout) == [-1, -1, -1], "no timeout: nothing is due and no watcher polls")
        #expect(terminal.waits.allSatisfy { $0.descriptors.count == 2 }, "the spec's inotify descriptor and the image's")
        #expect(!terminal.frames.contains { $0.plainLines().joined().contains("no file events") })
        #endif
    }

    @Test func aDemoSleepsWithoutATimeout() throws {
        var session = ViewerSession(state: try demoViewer("sections"), saver: SpecSaver(source: .demo(name: "sections")))
        let terminal = WaitRecorder(waits: 2)
        #expect(session.run(on: terminal) == 0)
        #expect(terminal.waits.map(\.timeout) == [-1, -1])
        #expect(terminal.waits.allSatisfy { $0.descriptors.isEmpty })
    }

    @Test func aWatcherWithoutEventsIsLookedAtOnceASecondAndTheMessageLineSaysSoOnce() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file(
            "layout.json",
            contents: """
                {"flow": {"itemSize": {"width": 80, "height": 60}}, "sections": [{"title": "One", "items": 12}]}
                """)
        let setup = ViewerSetup(try LoadedSpec(file: path))
        var session = ViewerSession(
            state: setup.state(columns: 100, rows: 30, depth: .palette256), saver: setup.saver,
            watcher: StatWatcher(path: path))
        let terminal = WaitRecorder(waits: 3)
        #expect(session.run(on: terminal) == 0)
        #expect(terminal.waits.map(\.timeout) == [1000, 1000, 1000])
        let said = terminal.frames.filter {
            $0.plainLines()[28].contains("no file events for layout.json: looking once a second")
        }
        #expect(said.count == 1 && terminal.frames.count == 2, "the first frame, then one saying it; said once, not again")
    }

    @Test func inotifyFallsBackToAOneSecondLookWhileItsFolderIsGoneAndWatchesAgainOnceItIsBack() throws {
        #if os(Linux)
        let parent = try TemporaryDirectory()
        let folder = parent.path + "/specs"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let path = folder + "/layout.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        let watcher = try #require(FileWatching.watcher(for: path) as? InotifyWatcher)
        #expect(watcher.pollInterval == nil && watcher.eventDescriptor != nil)
        try FileManager.default.removeItem(atPath: folder)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(watcher.takeChanges(), "the folder's removal is seen")
        #expect(watcher.pollInterval == FileWatching.fallbackInterval, "no folder to watch: a look once a second")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try Data("{\"a\": 1}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(watcher.takeChanges(), "the file back is seen by the look")
        #expect(watcher.pollInterval == nil, "and watched by inotify again")
        try Data("{\"a\": 2}".utf8).write(to: URL(fileURLWithPath: path))
        Thread.sleep(forTimeInterval: 0.05)
        #expect(watcher.takeChanges())
        #endif
    }
}
