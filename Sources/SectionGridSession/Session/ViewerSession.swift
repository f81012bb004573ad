import Foundation
import SectionGridHost
import SectionGridViewer

/// The viewer's run loop: keys → commands → new state → a drawn grid, until `q`, Esc or an exit signal;
/// between keys, saves of the spec file and its images seen on disk (`SpecReloader`, `ImageReloader`)
/// arrive as commands too (`ViewerCommand.file`). The state returns what needs doing on disk as a
/// `ViewerEffect`; the session does it (writes, reads) and hands the outcome back as a file event.
///
/// The terminal is not opened or closed here: the caller owns it, so it is restored on every path.
public struct ViewerSession {
    /// Exit status when the terminal's input ends without a signal: as for a hang-up (128 + SIGHUP).
    public static let inputClosedStatus: Int32 = 129
    /// How often the layout scrolls on while a dragged item's pointer rests at the layout's edge.
    public static let dragTick = Duration.milliseconds(50)

    /// The state being shown.
    public private(set) var state: ViewerState
    /// Text `w` asks to put on the terminal's clipboard (OSC 52), once.
    private var clipboard = ClipboardRequest()
    private var saver: SpecSaver
    /// Reads the spec file again (`r`, and saves `watcher` sees); `nil` for a spec without a file.
    private var reloader: SpecReloader?
    /// Reads the background images again when their files change; `nil` without an image watcher.
    private var images: ImageReloader?
    private let exporter: SwiftFileExporter
    private let pictures: PictureFileWriter
    /// When the layout scrolls on next during a drag resting at its edge (`nil`: it is not there).
    private var nextDragTick: Duration?
    /// Whether the message line has said that a file is polled (`tellOfPollingOnce`).
    private var toldOfPolling = false
    /// The running program of a Swift document (`nil` for a spec).
    private var program: ProgramLink?
    /// Writes a program's tweaks into its Swift files (`w`).
    private var programWriter: ProgramWriter?

    /// Starts a session on `state`; `saver` writes the spec when `w` is pressed, `exporter` its Swift
    /// when `e` is and `pictures` a picture of the screen when `p` is (by default next to the spec, a
    /// demo's in the current folder). A spec from a file is read again on `r`, and whenever `watcher`
    /// sees the file change; with `imageWatcher` (a watcher for a path), so are the image files its
    /// backgrounds name (`ImageReloader`).
    public init(
        state: ViewerState, saver: SpecSaver, watcher: SpecFileWatcher? = nil,
        imageWatcher: ((String) -> SpecFileWatcher)? = nil,
        exporter: SwiftFileExporter? = nil, pictures: PictureFileWriter? = nil,
        program: ProgramLink? = nil
    ) {
        self.state = state
        self.saver = saver
        self.program = program
        if let program { programWriter = ProgramWriter(paths: program.options.paths) }
        self.exporter = exporter ?? SwiftFileExporter(source: state.source)
        self.pictures = pictures ?? PictureFileWriter(source: state.source)
        if case .file(let path) = state.source {
            reloader = SpecReloader(path: path, contents: state.document.saved.text, watcher: watcher)
            if let imageWatcher {
                images = ImageReloader(
                    folder: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                    makeWatcher: imageWatcher)
            }
        }
    }

    /// The monotonic clock the run loop times reloads by: the time since an arbitrary start.
    public static func monotonicClock() -> @Sendable () -> Duration {
        let start = ContinuousClock.now
        return { ContinuousClock.now - start }
    }

    /// Runs until the user quits (status 0) or an exit signal arrives (128 + its number). `clock` times
    /// the file's reloads (tests and the benchmark pass their own).
    public mutating func run(on terminal: TerminalDevice, clock: () -> Duration = ViewerSession.monotonicClock()) -> Int32 {
        if state.screenSize != terminal.size {
            _ = state.apply(.resize(columns: terminal.size.columns, rows: terminal.size.rows))
        }
        terminal.draw(ViewerScreen.render(state))
        while true {
            if let status = terminal.takeExitStatusFromSignal() { return status }
            // Saves seen on disk, as commands (the images after the spec, which may name others now).
            let specEvent = reloader?.update(at: clock(), state: state)
            if let specEvent { take(specEvent) }
            let imageEvents = images?.update(at: clock(), state: state) ?? []
            for event in imageEvents { take(event) }
            let programEvents = program?.update(at: clock(), state: state) ?? []
            for event in programEvents { take(event) }
            if let failure = program?.send(for: state) { take(failure) }
            let toldOfPolling = tellOfPollingOnce()
            if specEvent != nil || !imageEvents.isEmpty || !programEvents.isEmpty || toldOfPolling {
                terminal.draw(ViewerScreen.render(state))
            }
            // Asleep until a key, a signal, a watcher's event or what is due: a settling reload, a
            // watcher's poll (only where file events are missing), the next tick of a drag.
            var wait = FileWatching.earliest(reloader?.wait(at: clock()), images?.wait(at: clock()))
            wait = FileWatching.earliest(wait, program?.wait(at: clock()))
            // The pointer rests at the layout's edge during a drag: the layout scrolls on, a step a tick.
            let autoScrolls = state.dragScrollStep != (0, 0)
            if !autoScrolls {
                nextDragTick = nil
            } else {
                let now = clock()
                let due = nextDragTick ?? now + ViewerSession.dragTick
                nextDragTick = due
                wait = FileWatching.earliest(wait, due - now)
            }
            let descriptors =
                (reloader?.eventDescriptors ?? []) + (images?.eventDescriptors ?? []) + (program?.eventDescriptors ?? [])
            guard
                let key = terminal.nextKey(
                    timeoutMilliseconds: wait.map(ViewerSession.milliseconds) ?? -1,
                    wakingOn: descriptors)
            else {
                if terminal.isInputClosed { return ViewerSession.inputClosedStatus }
                if autoScrolls, let due = nextDragTick, clock() >= due {
                    nextDragTick = clock() + ViewerSession.dragTick
                    let before = state.viewport.contentOffset
                    _ = state.apply(.dragTick)
                    if state.viewport.contentOffset != before { terminal.draw(ViewerScreen.render(state)) }
                }
                continue
            }
            let command: ViewerCommand
            if key == .resize {
                command = .resize(columns: terminal.size.columns, rows: terminal.size.rows)
            } else if let mapped = state.keyMap.command(for: key) {
                command = mapped
            } else {
                continue
            }
            switch apply(command) {
            case .quit:
                program?.close()
                return 0
            case .redraw: terminal.invalidate()
            case .none, .write, .reload, .exportSwift, .writePicture, .specFileIsTarget: break
            }
            // What the screen shows now, asked of the program at once (its answer redraws).
            if let failure = program?.send(for: state) { take(failure) }
            if let text = clipboard.take() { terminal.writeClipboardSequence(OSC52.copy(text)) }
            terminal.draw(ViewerScreen.render(state))
        }
    }

    /// `duration` in whole milliseconds for a key wait, rounded up (waking before a reload is due only
    /// wakes again), 1 to 1000.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(Swift.max(1, Swift.min(1000, milliseconds)))
    }

    /// Once per session: when a watched file has no file events (its watcher looks once a second), the
    /// message line says so. Returns whether it did now.
    private mutating func tellOfPollingOnce() -> Bool {
        guard !toldOfPolling else { return false }
        let names = [reloader?.polledName].compactMap { $0 } + (images?.polledNames ?? [])
        guard !names.isEmpty else { return false }
        toldOfPolling = true
        take(.watchersPoll(names))
        return true
    }

    /// The viewer is ending unasked — a hang-up, SIGTERM, the terminal gone — with `ending` saying how
    /// (`ended by SIGTERM`): changes written nowhere are written beside the spec file
    /// (`SpecSaver.keep`), never lost. Returns the line to print once the terminal is restored (`note:`
    /// naming the file, or `error:` saying why none could be written), `nil` when there were none.
    public mutating func keepUnwrittenChanges(ending: String) -> String? {
        guard state.hasUnwrittenChanges else { return nil }
        let outcome = saver.keep(state.document.fileSpec(for: state.spec), over: state.document.saved)
        guard let path = outcome.path else {
            return "error: \(ending) with unwritten changes, which could not be kept: \(outcome.message.text)"
        }
        take(.specWritten(outcome))
        return "note: \(ending) with unwritten changes: kept them in \(SpecSaver.displayPath(path))"
    }

    /// Applies one command, carrying out what it needs on disk (a write, a re-read of the file, an
    /// export) and handing the outcome back to the state as a file event; returns the effect (`.quit`
    /// ends the session).
    public mutating func apply(_ command: ViewerCommand) -> ViewerEffect {
        let effect = state.apply(command)
        switch effect {
        case .write:
            if let programWriter {
                let written = programWriter.write(state)
                if let copied = written.clipboard { clipboard.put(copied) }
                take(.specWritten(written.outcome))
                return effect
            }
            let outcome = saver.save(state.document.fileSpec(for: state.spec), over: state.document.saved)
            take(.specWritten(outcome))
            reloader?.noteWrite(outcome)
        case .reload:
            if let event = reloader?.reloadNow(state: state) { take(event) }
            if let event = program?.recompileNow() { take(event) }
        case .exportSwift:
            take(.fileWritten(exporter.export(state.spec)))
        case .writePicture:
            take(.fileWritten(pictures.write(state)))
        case .specFileIsTarget:
            saver = SpecSaver(source: state.source)
        case .none, .quit, .redraw:
            break
        }
        return effect
    }

    /// Hands what happened on disk to the state (`ViewerCommand.file`) and does what it asks for.
    private mutating func take(_ event: FileEvent) {
        _ = apply(.file(event))
    }
}
