import CellGrid
import Foundation
import SectionGridViewer
import SectionScene
import SectionSpec

/// Keeps the viewer in step with its spec file: notices saves (through a `SpecFileWatcher`), waits for
/// the writer to finish (`ReloadTimer`), reads and decodes the file and hands it to the state as a
/// `FileEvent` (which the state's reducer turns into what follows; the state is only looked at here):
///
/// - the saved text again (the viewer's own `w`, an editor saving without changes, a broken save put
///   right, a file made to match the sibling `w` wrote): nothing changes but the notice going, and
///   `w` writes the file again;
/// - a new spec while the screen shows the file as it was: shown at once, keeping the place and selections (`reload`);
/// - a new spec while the screen differs from the file (unwritten changes, or what `w` wrote beside it
///   as the file had changed): the screen is kept, and the message line says the file changed and
///   what `r` and `w` do — a change on disk is never dropped or overwritten silently;
/// - a file that does not decode, is missing, a folder, unreadable or too large: the last good layout
///   stays and its one-line `error:` shows until a good save. Nothing is ever written.
///
/// `r` reads the background images again too; saves of them are `ImageReloader`'s.
public struct SpecReloader {
    /// The spec file.
    public let path: String
    private let watcher: SpecFileWatcher?
    private var timer = ReloadTimer()
    /// The file's bytes as last read or written by the viewer (`nil` after a failed read): a save that
    /// leaves them as they were needs no look.
    private var lastSeen: [UInt8]?

    /// Reloads the spec file at `path`, which holds `contents` now, when `watcher` sees it change
    /// (without a watcher, only on request: `r`).
    public init(path: String, contents: [UInt8]?, watcher: SpecFileWatcher?) {
        self.path = path
        self.watcher = watcher
        lastSeen = contents
    }

    /// How long the run loop may sleep before it must look again (`nil`: until a key, a signal or an
    /// event on `eventDescriptors`): a read that is due, or the watcher's poll when it has no events.
    public func wait(at now: Duration) -> Duration? {
        FileWatching.earliest(timer.wait(at: now), watcher?.pollInterval)
    }

    /// The descriptors whose events the run loop wakes for.
    public var eventDescriptors: [Int32] { watcher?.eventDescriptor.map { [$0] } ?? [] }

    /// The file's name when its watcher polls rather than hearing of changes (`nil`: it does not, or
    /// there is no watcher).
    public var polledName: String? { watcher?.pollInterval == nil ? nil : name }

    /// Looks at the watcher and, once a change has settled, reads the file: the event for `state`
    /// (`specSaved`, or `specUnreadable` once the grace is over), `nil` when there is none.
    public mutating func update(at now: Duration, state: ViewerState) -> FileEvent? {
        if watcher?.takeChanges() == true { timer.noteChange(at: now) }
        guard timer.isDue(at: now) else { return nil }
        let (bytes, outcome) = readFile()
        if let bytes, bytes == lastSeen {
            timer.settleDown()
            return nil
        }
        switch outcome {
        case .success(let document):
            timer.settleDown()
            lastSeen = bytes
            return .specSaved(document, name: name, images: images(for: document.spec, replacing: state))
        case .failure(let error):
            guard timer.graceIsOver(at: now) else {
                timer.retryAfterGrace(at: now)
                return nil
            }
            timer.settleDown()
            lastSeen = bytes
            return .specUnreadable(error.description)
        }
    }

    /// `r`: reads the file now, with its background images — the state drops unwritten changes for it
    /// (which `U` brings back) — or says why it cannot be read.
    public mutating func reloadNow(state: ViewerState) -> FileEvent {
        timer.settleDown()
        let (bytes, outcome) = readFile()
        lastSeen = bytes
        switch outcome {
        case .success(let document):
            return .specReread(
                document, name: name, images: images(for: document.spec, replacing: state, always: true) ?? TextureCache())
        case .failure(let error):
            return .specUnreadable(error.description)
        }
    }

    /// After `w`: the file now holds what was written there (a write to a sibling leaves it alone).
    public mutating func noteWrite(_ outcome: SpecWriteOutcome) {
        guard outcome.path == path, let written = outcome.document?.text else { return }
        lastSeen = written
    }

    private var name: String { (path as NSString).lastPathComponent }

    /// The file's bytes (`nil` when it cannot be read) and the document they hold, or why not.
    private func readFile() -> (bytes: [UInt8]?, document: Result<SpecDocument, SpecLoadError>) {
        do throws(SpecLoadError) {
            let bytes = try SpecFile.read(path: path)
            do throws(SpecLoadError) {
                return (bytes, .success(SpecDocument(spec: try SpecFile.decode(bytes, fileName: path), text: bytes)))
            } catch {
                return (bytes, .failure(error))
            }
        } catch {
            return (nil, .failure(error))
        }
    }

    /// The background images of `spec` when it names other ones than the state has, or `always` (`r`
    /// reads them again too) — `nil`: keep those. (Read whenever the names differ: the state decides
    /// whether the save is shown.)
    private func images(for spec: LayoutSpec, replacing state: ViewerState, always: Bool = false) -> TextureCache? {
        guard always || spec.imageNames != state.spec.imageNames else { return nil }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return TextureCache.loading(names: spec.imageNames, relativeTo: folder).cache
    }
}
