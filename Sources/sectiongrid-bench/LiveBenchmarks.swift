import CellGrid
import Foundation
import SectionGridSession
import SectionGridViewer
import SectionLayout
import SectionSpec

/// `reload.save` and `edit.move`: live editing on the `large` demo (1,000,000 items in 1,000 sections;
/// a hundredth in quick mode) — a save of its spec file seen and shown, and an item moved.
struct LiveBenchmarks {
    let sizes: BenchSizes

    func run() -> [Metric] {
        [
            Metric(name: "reload.save", value: reloadAfterSave() * 1e3, unit: "ms"),
            Metric(name: "edit.move", value: itemMove() * 1e3, unit: "ms"),
        ]
    }

    /// Median seconds from a save of the spec file (a new file renamed over it, as vim and IDEs save) to
    /// the viewer's next frame: the real run loop with this system's watcher, waiting for keys that do
    /// not come as a terminal does, then reading, decoding, relayouting and drawing a 200×60 screen.
    private func reloadAfterSave() -> Double {
        let text =
            sizes.isQuick
            ? ViewerBenchmarks.largeDemo(quick: true).jsonText
            : (BuiltInDemos.all.first { $0.name == "large" }?.json() ?? "")
        let insets = ["\"top\": 8,", "\"top\": 9,"]
        guard let first = text.range(of: insets[0]) else { BenchCheck.fail("reload.save: no section inset in the spec") }
        let texts = [text, text.replacingCharacters(in: first, with: insets[1])]
        let folder = NSTemporaryDirectory() + "sectiongrid-bench-" + UUID().uuidString
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
            BenchCheck.fail("reload.save: cannot make the folder \(folder)")
        }
        let path = folder + "/large.json"
        defer {
            unlink(path)
            rmdir(folder)
        }
        var samples: [Double] = []
        for run in 0..<(sizes.slowRuns + 1) {
            let before = texts[run % 2]
            let after = texts[(run + 1) % 2]
            do {
                try AtomicFile.write(Array(before.utf8), to: path)
            } catch {
                BenchCheck.fail("reload.save: cannot write \(path): \(error)")
            }
            guard let loaded = try? LoadedSpec(file: path) else { BenchCheck.fail("reload.save: \(path) does not load") }
            var session = ViewerSetup(loaded).session(columns: 200, rows: 60, depth: .truecolor)
            let terminal = ReloadTerminal {
                do { try AtomicFile.write(Array(after.utf8), to: path) } catch { BenchCheck.fail("reload.save: \(error)") }
            }
            _ = session.run(on: terminal)
            guard let seconds = terminal.seconds, case .flow(let flow) = session.state.spec.engine else {
                BenchCheck.fail("reload.save: the save was not shown within 5 s")
            }
            let expected: Double = after == texts[1] ? 9 : 8
            BenchCheck.require(
                flow.layout.sectionInset.top == expected && flow.sections.count == (sizes.isQuick ? 10 : 1_000),
                "reload.save: the viewer shows inset \(flow.layout.sectionInset.top), not the saved \(expected)")
            BenchCheck.require(
                terminal.shown?.plainLines().last?.contains("section inset top = \(Int(expected))") == true,
                "reload.save: the frame after the save does not show it")
            if run > 0 { samples.append(seconds) } // the first is the warm-up
        }
        return Stopwatch.median(of: samples)
    }

    /// Median seconds of an item moved between two sections of the `large` demo (and back, in turn) to
    /// the new 200×60 screen: the move, its undo entry, relayout, status bar and render.
    private func itemMove() -> Double {
        var state = ViewerState(
            spec: ViewerBenchmarks.largeDemo(quick: sizes.isQuick), source: .demo(name: "large"),
            columns: 200, rows: 60, depth: .truecolor)
        let section = state.spec.sectionCount / 2
        state.scroll(to: Point(x: 0, y: state.layout.sectionFrame(section)?.minY ?? 0))
        let before = state.spec
        let here = ItemPath(section: section, item: 0)
        let there = ItemPath(section: section + 1, item: 0)
        _ = state.apply(.moveItemTo(here, destination: there))
        BenchCheck.require(
            state.spec.itemCount(inSection: section) == 999 && state.spec.itemCount(inSection: section + 1) == 1_001,
            "edit.move: the move left \(state.spec.itemCount(inSection: section) ?? -1) items in its section")
        _ = state.apply(.moveItemTo(there, destination: here))
        var forth = true
        let seconds = Stopwatch.median(warmup: 2, runs: sizes.runs * 2) {
            _ = state.apply(forth ? .moveItemTo(here, destination: there) : .moveItemTo(there, destination: here))
            blackHole(ViewerScreen.render(state))
            forth.toggle()
        }
        BenchCheck.require(
            state.spec == before && state.items.selected == here, "edit.move: moving back did not return to the spec")
        return seconds
    }
}

/// A terminal for `reload.save`: its first read saves the file, later reads wait out their time as a
/// terminal with no key pressed does, and once a frame has been drawn after the save it quits.
private final class ReloadTerminal: TerminalDevice {
    let size = (columns: 200, rows: 60)
    let depth = ColorDepth.truecolor
    private let save: () -> Void
    private var savedAt: UInt64?
    private var shownAt: UInt64?
    /// The frame drawn after the save.
    private(set) var shown: Grid?

    init(save: @escaping () -> Void) { self.save = save }

    /// Seconds from the save to the frame showing it (`nil`: not shown).
    var seconds: Double? {
        guard let savedAt, let shownAt else { return nil }
        return Double(shownAt - savedAt) * 1e-9
    }

    func draw(_ grid: Grid) {
        guard savedAt != nil, shownAt == nil else { return }
        shownAt = Stopwatch.now()
        shown = grid
    }

    func invalidate() {}
    func takeExitStatusFromSignal() -> Int32? { nil }
    var isInputClosed: Bool { false }

    func nextKey(timeoutMilliseconds: Int32) -> Key? {
        guard let savedAt else {
            save()
            savedAt = Stopwatch.now()
            return nil
        }
        if shownAt != nil || Stopwatch.now() - savedAt > 5_000_000_000 { return .character("q") }
        usleep(UInt32(Swift.max(0, timeoutMilliseconds)) * 1000)
        return nil
    }

    /// Sleeps as the real terminal does: until a watcher's descriptor is readable or the timeout
    /// passes (at most a second here, so the 5 s limit holds).
    func nextKey(timeoutMilliseconds: Int32, wakingOn descriptors: [Int32]) -> Key? {
        guard savedAt != nil, shownAt == nil, !descriptors.isEmpty else {
            return nextKey(timeoutMilliseconds: timeoutMilliseconds)
        }
        if Stopwatch.now() - (savedAt ?? 0) > 5_000_000_000 { return .character("q") }
        var watched = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let timeout = timeoutMilliseconds < 0 ? 1000 : Swift.min(timeoutMilliseconds, 1000)
        _ = poll(&watched, nfds_t(watched.count), timeout)
        return nil
    }
}
