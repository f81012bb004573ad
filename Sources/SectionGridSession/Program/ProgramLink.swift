import CellGrid
import Foundation
import SectionGridHost
import SectionGridHostProtocol
import SectionGridViewer
import SectionLayout
import SectionScene
import SectionSpec

/// The viewer's link to the user's Swift program: compiles the files (on a thread of its own, the
/// screen saying so with a spinner), keeps the compiled program running as a layout host
/// (`LayoutHost`), sends it a request whenever what the screen shows changes (a tweak, `o`, `A`, a
/// device) and hands its answers to the state as file events (`FileEvent.program…`). Every file
/// compiled is watched: a save compiles again while the running program keeps answering, and the new
/// one takes over once it is ready; errors keep the last good layout.
///
/// Nothing it starts outlives it: `close()` (and the session's end) stops the program and kills a
/// compile under way.
public final class ProgramLink {
    /// The files and how they are compiled and run.
    public let options: SwiftFilesOptions
    private let environment: [String: String]
    /// The command line's device and direction (the first request's).
    private let device: Device?
    private let direction: Axis?
    private var compile: ProgramCompile?
    private var host: LayoutHost?
    /// The request last sent (its `id` and `readsModel` aside), to send again only what changed.
    private var lastSent: HostRequest?
    private var nextID = 1
    /// True while a new program's first request must be sent (whatever was sent before).
    private var awaitsModel = false
    /// True until a new program's model came: its requests ask for it (a failed first answer leaves it
    /// asked for by the next request).
    private var needsModel = false
    /// True after the program failed as it ran: its next answer clears the failure's notice.
    private var runFailed = false
    /// A save (or `r`) seen while a compile runs: compiled once that compile is done.
    private var recompileQueued = false
    private var spinnerFrame = 0
    private var nextSpin: Duration?
    private var watchers: [SpecFileWatcher] = []
    private var timer = ReloadTimer()
    /// The files' bytes as last compiled.
    private var compiledBytes: [[UInt8]?]

    /// Starts compiling `options`' files; `watcher` makes a watcher for a path (`nil`: none, as in tests
    /// that save by hand).
    public init(
        options: SwiftFilesOptions, environment: [String: String], device: Device?, direction: Axis?,
        watcher: ((String) -> SpecFileWatcher)? = { FileWatching.watcher(for: $0) }
    ) {
        self.options = options
        self.environment = environment
        self.device = device
        self.direction = direction
        compiledBytes = Self.currentBytes(options.paths)
        if let watcher { watchers = options.paths.map(watcher) }
        compile = ProgramCompile(options, environment: environment)
    }

    deinit { close() }

    /// Stops the program and a compile under way, with everything they started (the compiler's jobs:
    /// every child's process group is killed).
    public func close() {
        if compile != nil { SwiftProgram.killRunningChildren() }
        compile = nil
        host?.close()
        host = nil
    }

    /// The descriptors whose events wake the run loop: the compile's end, the program's output, the
    /// watchers'.
    public var eventDescriptors: [Int32] {
        (compile.map { [$0.wakeDescriptor] } ?? []) + (host?.descriptors ?? []) + watchers.compactMap(\.eventDescriptor)
    }

    /// How long the run loop may sleep: the spinner's next turn while compiling, the time limit of a
    /// request, a save settling, a polling watcher.
    public func wait(at now: Duration) -> Duration? {
        var wait = FileWatching.earliest(timer.wait(at: now), watchers.compactMap(\.pollInterval).min())
        if compile != nil { wait = FileWatching.earliest(wait, Swift.max(.zero, (nextSpin ?? now) - now)) }
        if let left = host?.timeLeft { wait = FileWatching.earliest(wait, Swift.max(.milliseconds(1), left)) }
        return wait
    }

    /// Looks at the compile, the program and the watchers: what happened, as events for `state`, in order.
    public func update(at now: Duration, state: ViewerState) -> [FileEvent] {
        var events: [FileEvent] = []
        if let compile {
            if let outcome = compile.take() {
                self.compile = nil
                nextSpin = nil
                if recompileQueued {
                    // The files changed while it compiled: its program is already old.
                    recompileQueued = false
                    events.append(recompile(Self.currentBytes(options.paths)))
                    return events
                }
                switch outcome {
                case .success(let program):
                    host?.close()
                    host = LayoutHost(program: program)
                    awaitsModel = true
                    needsModel = true
                    runFailed = false
                    lastSent = nil
                    events.append(.programStarting(entry: program.entry.name))
                case .failure(let error):
                    events.append(.programFailed(Self.errorsFirst(error.lines.map(Self.withoutErrorPrefix))))
                }
            } else if nextSpin.map({ now >= $0 }) ?? true {
                nextSpin = now + .milliseconds(100)
                spinnerFrame += 1
                events.append(.programCompiling(files: options.paths.count, frame: spinnerFrame))
            }
        }
        // Between requests the program's late output (its prints) is read too, and its end noticed.
        if let host, let event = host.isBusy ? host.read() : host.readIdle() {
            switch event {
            case .answered(let layout, let model):
                if runFailed {
                    runFailed = false
                    events.append(.programRecovered)
                }
                if let model {
                    awaitsModel = false
                    needsModel = false
                    events.append(.programLoaded(programModel(model, layout: layout, state: state)))
                } else {
                    events.append(.programAnswered(picture(layout, direction: state.spec.layoutDirection)))
                }
            case .failed(let error):
                // Not asked again until something changes (a tweak, a save): a program that traps on
                // every layout would otherwise be started over and over. Frames that came before a trap
                // in its views are shown (the tweak is seen), with the trap.
                awaitsModel = false
                runFailed = true
                if let frames = host.framesBeforeFailure, state.program?.picture != nil {
                    events.append(.programAnswered(picture(frames, direction: state.spec.layoutDirection)))
                }
                events.append(.programFailed([error.description]))
            }
        }
        if watchers.contains(where: { $0.takeChanges() }) { timer.noteChange(at: now) }
        if timer.isDue(at: now) {
            timer.settleDown()
            let bytes = Self.currentBytes(options.paths)
            if bytes != compiledBytes { events.append(recompile(bytes)) }
        }
        return events
    }

    /// Sends the request `state` needs when it differs from the last one sent (and no answer or
    /// compile is awaited first).
    public func send(for state: ViewerState) -> FileEvent? {
        guard let host, !host.isBusy else { return nil }
        // The model comes with the first answer of each compile, and until one came.
        let readsModel = needsModel || state.program?.picture == nil
        let request = ProgramRequest.make(for: state, id: nextID, readsModel: readsModel, direction: direction)
        var key = request
        key.id = 0
        key.readsModel = false
        guard awaitsModel || key != lastSent else { return nil }
        awaitsModel = false
        lastSent = key
        nextID += 1
        if let error = host.send(request) {
            runFailed = true
            return .programFailed([error.description])
        }
        return nil
    }

    /// `r`: compiles the files again now.
    public func recompileNow() -> FileEvent {
        recompile(Self.currentBytes(options.paths))
    }

    /// Compiles `bytes`, the files as they are now — once the compile under way (if any) is done: one
    /// compiler at a time.
    private func recompile(_ bytes: [[UInt8]?]) -> FileEvent {
        compiledBytes = bytes
        if compile != nil {
            recompileQueued = true
            return .programCompiling(files: options.paths.count, frame: spinnerFrame)
        }
        compile = ProgramCompile(options, environment: environment)
        spinnerFrame = 0
        nextSpin = nil
        return .programCompiling(files: options.paths.count, frame: 0)
    }

    /// The files' bytes now (`nil` for one that cannot be read).
    private static func currentBytes(_ paths: [String]) -> [[UInt8]?] {
        paths.map { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
    }

    /// The model as the state takes it: on the device the screen shows (the command line's at first),
    /// which the request gave the program.
    private func programModel(_ model: HostModel, layout: HostLayout, state: ViewerState) -> ProgramModel {
        var spec = model.spec
        if spec.device == nil, let shown = state.spec.device ?? device { spec = spec.applying(shown) }
        return ProgramModel(
            spec: spec, entry: host?.entry ?? "", picture: picture(layout, direction: spec.layoutDirection),
            delegateAnswers: model.delegateAnswers, customizations: model.customizations)
    }

    private func picture(_ layout: HostLayout, direction: LayoutDirection) -> ProgramPicture {
        ProgramPicture(
            elements: layout.sceneElements(layoutDirection: direction), looks: layout.sceneLooks,
            backgroundColor: layout.backgroundColor)
    }

    /// The lines that name a place in the user's files (`FILE:LINE:COL: error: …`) first, in their
    /// order, then the others (a linker's summary says less than the error it follows).
    static func errorsFirst(_ lines: [String]) -> [String] {
        let placed = lines.filter(namesAPlace)
        return placed + lines.filter { !placed.contains($0) }
    }

    /// True for `FILE:LINE:COL: error: …` (a `.swift` file, a line and a column).
    private static func namesAPlace(_ line: String) -> Bool {
        guard let range = line.range(of: ".swift:") else { return false }
        let rest = line[range.upperBound...]
        let numbers = rest.split(separator: ":", maxSplits: 2)
        return numbers.count == 3 && Int(numbers[0]) != nil && Int(numbers[1]) != nil
    }

    /// A compiler's `error: …` line as the message line shows it (`FILE:LINE:COL: error: …` stays).
    private static func withoutErrorPrefix(_ line: String) -> String {
        line.hasPrefix("error: ") ? String(line.dropFirst(7)) : line
    }
}

extension ViewerSession {
    /// A session on the program `link` compiles, for a screen of `columns × rows` cells: until its first
    /// answer, an empty layout on `device` (or a spec's default viewport) with the compile's spinner.
    public static func program(_ link: ProgramLink, device: Device?, columns: Int, rows: Int, depth: ColorDepth)
        -> ViewerSession
    {
        var placeholder = LayoutSpec(engine: .flow(FlowSpec()))
        if let device { placeholder = placeholder.applying(device) }
        var state = ViewerState(
            programFiles: link.options.paths, placeholder: placeholder, columns: columns, rows: rows, depth: depth)
        _ = state.apply(.file(.programCompiling(files: link.options.paths.count, frame: 0)))
        return ViewerSession(
            state: state, saver: SpecSaver(source: state.source), exporter: nil, pictures: nil, program: link)
    }
}
