import CellGrid
import Foundation
import SectionGridViewer
import SectionScene
import SectionSpec

/// Keeps the viewer's background images in step with their files, as `SpecReloader` does the spec: the
/// files the shown spec's `image`s name (built-in patterns aside, relative ones from the spec's folder)
/// each have a watcher; a save is read once it has settled (`ReloadTimer`) and handed to the state as a
/// `FileEvent`: its texture replaces the old one and the screen is drawn again — the layout and the
/// place do not change, nor does the spec. The state is only looked at here.
///
/// - A file that cannot be used (half written, a bad PPM, gone, unreadable, over 64 MiB) keeps the last
///   good texture (or the background's colour, if there never was one) and shows its one-line
///   `error: image "x.ppm": …; kept the last good image` once it stays unchanged for the grace; the
///   next good save shows again and takes the error away. Nothing is ever written.
/// - The watched set follows the spec: when the shown spec names other images (a reload, an undo), the
///   watchers are set up again for its names, and a name the textures lack is loaded then.
public struct ImageReloader {
    /// The folder relative image names are taken from (the spec file's).
    public let folder: String
    private let makeWatcher: (String) -> SpecFileWatcher
    /// The file names watched, and their watchers.
    private var watchers: [String: SpecFileWatcher] = [:]
    private var watchedNames: [String]?
    /// The spec the watched names were worked out for.
    private var lastSpec: LayoutSpec?
    private var pending: Set<String> = []
    private var timer = ReloadTimer()
    /// The errors this reloader put on the message line, to take away once the images are good.
    private var shownErrors: [String]?
    /// The errors of the watched images that could not be used at their last save, by name.
    private var broken: [String: String] = [:]

    /// Watches the images the state's spec names, relative ones under `folder`, each with a watcher
    /// `makeWatcher` makes for its path (`FileWatching.watcher(for:)` in the viewer).
    public init(folder: String, makeWatcher: @escaping (String) -> SpecFileWatcher) {
        self.folder = folder
        self.makeWatcher = makeWatcher
    }

    /// The names watched now (empty before the first `update`).
    public var watched: [String] { watchedNames ?? [] }

    /// How long the run loop may sleep before it must look again (`nil`: until a key, a signal or an
    /// event on `eventDescriptors`): a read that is due, or a watcher's poll when it has no events.
    public func wait(at now: Duration) -> Duration? {
        watchers.values.reduce(timer.wait(at: now)) { FileWatching.earliest($0, $1.pollInterval) }
    }

    /// The descriptors whose events the run loop wakes for.
    public var eventDescriptors: [Int32] { watched.compactMap { watchers[$0]?.eventDescriptor } }

    /// The names of the watched images whose watchers poll rather than hear of changes.
    public var polledNames: [String] { watched.filter { watchers[$0]?.pollInterval != nil } }

    /// Follows the state's spec with the watchers, looks at them and, once a change has settled, reads
    /// the changed images: the events for `state`, in order (none when the screen stays as it is).
    public mutating func update(at now: Duration, state: ViewerState) -> [FileEvent] {
        var events: [FileEvent] = []
        let added = retarget(to: state)
        if !added.names.isEmpty { events.append(.imagesAdded(added.names, added.textures)) }
        for (name, watcher) in watchers where watcher.takeChanges() {
            pending.insert(name)
            timer.noteChange(at: now)
        }
        guard timer.isDue(at: now), !pending.isEmpty else { return events }
        var failed = false
        var reloaded: [String] = []
        var textures = TextureCache()
        let graceIsOver = timer.graceIsOver(at: now)
        for name in pending.sorted() {
            do throws(TextureError) {
                let texture = try TextureCache.loadFile(named: name, relativeTo: folder)
                pending.remove(name)
                broken[name] = nil
                if (added.textures.texture(named: name) ?? state.textures.texture(named: name)) != texture {
                    textures.insert(texture, named: name)
                    reloaded.append(name)
                }
            } catch {
                failed = true
                if graceIsOver { broken[name] = "image \"\(name)\": \(error)" }
            }
        }
        if failed, !graceIsOver {
            // Perhaps half written: read again when the grace is over (or after the next change).
            timer.retryAfterGrace(at: now)
        } else {
            timer.settleDown()
            pending.removeAll()
        }
        if !reloaded.isEmpty { events.append(.imagesReloaded(reloaded, textures)) }
        if let notice = noticeChange(in: state) { events.append(notice) }
        return events
    }

    /// After a read: the errors of the images that cannot be used, for the message line, or that this
    /// reloader's notice may go once they all can; `nil` when the line stays as it is.
    private mutating func noticeChange(in state: ViewerState) -> FileEvent? {
        let errors = broken.isEmpty ? nil : broken.keys.sorted().compactMap { broken[$0] }
        defer { shownErrors = errors }
        if let errors {
            guard state.chrome.fileNotice != .imageErrors(errors) else { return nil }
            return .imagesUnusable(errors)
        }
        guard let shownErrors, state.chrome.fileNotice == .imageErrors(shownErrors) else { return nil }
        return .imagesUsable(shownErrors)
    }

    /// Sets the watchers up again when the state's spec names other image files than those watched,
    /// loading the new names the state has no texture for; returns those (none when nothing was added).
    private mutating func retarget(to state: ViewerState) -> (names: [String], textures: TextureCache) {
        // The names are worked out again only for another spec (a look costs a comparison, which
        // shares the arrays of an unchanged one, not a walk of every section).
        guard state.spec != lastSpec else { return ([], TextureCache()) }
        lastSpec = state.spec
        let names = state.spec.watchedFileNames // the document says which files it reads
        guard names != watchedNames else { return ([], TextureCache()) }
        let previous = Set(watchedNames ?? [])
        watchedNames = names
        var next: [String: SpecFileWatcher] = [:]
        var added: (names: [String], textures: TextureCache) = ([], TextureCache())
        for name in names {
            next[name] = watchers[name] ?? makeWatcher(TextureCache.filePath(of: name, relativeTo: folder))
            if !previous.contains(name), state.textures.texture(named: name) == nil,
                let texture = try? TextureCache.loadFile(named: name, relativeTo: folder)
            {
                added.textures.insert(texture, named: name)
                added.names.append(name)
            }
        }
        watchers = next
        pending.formIntersection(names)
        broken = broken.filter { names.contains($0.key) }
        return added
    }
}
