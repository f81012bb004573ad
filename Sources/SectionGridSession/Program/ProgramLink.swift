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
    /// The request waiting for the program's model (after a compile).
    private var awaitsModel = false
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
        compiledBytes = options.paths.map { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
        if let watcher { watchers = options.paths.map(watcher) }
        compile = ProgramCompile(options, environment: environment)
    }

    deinit { close() }

    /// Stops the program and a compile under way, with everything they started.
    public func close() {
        host?.close()
        host = nil
        if compile != nil { SwiftProgram.killRunningChildren() }
        compile = nil
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
                switch outcome {
                case .success(let program):
                    host?.close()
                    host = LayoutHost(program: program)
                    awaitsModel = true
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
        if let host, host.isBusy, let event = host.read() {
            switch event {
            case .answered(let layout, let model):
                if let model {
                    awaitsModel = false
                    events.append(.programLoaded(programModel(model, layout: layout)))
                } else {
                    events.append(.programAnswered(picture(layout, direction: state.spec.layoutDirection)))
                }
            case .failed(let error):
                // Not asked again until something changes (a tweak, a save): a program that traps on
                // every layout would otherwise be started over and over. Frames that came before a trap
                // in its views are shown (the tweak is seen), with the trap.
                awaitsModel = false
                if let frames = host.framesBeforeFailure, state.program?.picture != nil {
                    events.append(.programAnswered(picture(frames, direction: state.spec.layoutDirection)))
                }
                events.append(.programFailed([error.description]))
            }
        }
        if watchers.contains(where: { $0.takeChanges() }) { timer.noteChange(at: now) }
        if timer.isDue(at: now) {
            timer.settleDown()
            let bytes = options.paths.map { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
            if bytes != compiledBytes { events.append(recompile(bytes)) }
        }
        return events
    }

    /// Sends the request `state` needs when it differs from the last one sent (and no answer or
    /// compile is awaited first).
    public func send(for state: ViewerState) -> FileEvent? {
        guard let host, !host.isBusy else { return nil }
        // The model comes with the first answer of each compile, and until one came.
        let readsModel = awaitsModel || state.program?.picture == nil
        var request = ProgramRequest.make(for: state, id: nextID, readsModel: readsModel, direction: direction)
        if let device, state.program?.picture == nil {
            request.safeArea = device.safeAreaInsets
            request.layoutMargins = device.layoutMargins
            request.screenScale = device.screenScale
        }
        var key = request
        key.id = 0
        key.readsModel = false
        guard awaitsModel || key != lastSent else { return nil }
        awaitsModel = readsModel
        lastSent = key
        nextID += 1
        if let error = host.send(request) {
            awaitsModel = false
            return .programFailed([error.description])
        }
        return nil
    }

    /// `r`: compiles the files again now.
    public func recompileNow() -> FileEvent {
        recompile(options.paths.map { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } })
    }

    private func recompile(_ bytes: [[UInt8]?]) -> FileEvent {
        compiledBytes = bytes
        compile = ProgramCompile(options, environment: environment)
        spinnerFrame = 0
        nextSpin = nil
        return .programCompiling(files: options.paths.count, frame: 0)
    }

    private func programModel(_ model: HostModel, layout: HostLayout) -> ProgramModel {
        var spec = model.spec
        if let device, spec.device == nil { spec = spec.applying(device) }
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
