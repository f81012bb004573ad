import Foundation

/// Notices, without blocking, that a spec file may have changed: the viewer's run loop asks between
/// keys (`ViewerSession`), then reads the file and compares its bytes, so a false alarm costs a read.
public protocol SpecFileWatcher: AnyObject {
    /// True when something happened to the file (written, replaced by a rename, deleted, its mode
    /// changed, the link to it retargeted) since the last call.
    func takeChanges() -> Bool
    /// A descriptor that becomes readable when something may have happened to the file (inotify's,
    /// kqueue's), for the run loop to sleep on; `nil` when there is none.
    var eventDescriptor: Int32? { get }
    /// How often the run loop must look at the watcher when no event wakes it: `nil` when events report
    /// everything, one second for a watcher that polls (`StatWatcher`, or a system watcher whose watch
    /// could not be set up).
    var pollInterval: Duration? { get }
}

extension SpecFileWatcher {
    /// No descriptor.
    public var eventDescriptor: Int32? { nil }
    /// A watcher without events is looked at once a second.
    public var pollInterval: Duration? { eventDescriptor == nil ? FileWatching.fallbackInterval : nil }
}

/// The watcher the viewer uses for a spec file.
///
/// - Linux: inotify (`InotifyWatcher`) on the file's folder — and, through a symbolic link, on the
///   folder of the file it leads to — for the file's name: it sees a save in place, a save by rename
///   (vim, IDEs: the new file is a new inode, which a watch on the old file would miss), a deletion and a
///   new file of the name, the moment they happen, and costs nothing while nothing happens.
/// - macOS: kqueue (`KqueueWatcher`) on the folder and on the file, opened again after a rename.
/// - Elsewhere, or when those cannot be set up (no inotify instances left, the per-user watch limit, a
///   folder that cannot be read or is gone): polling `stat` (`StatWatcher`) once a second; the viewer
///   says so once on its message line. While its watches stand, no watcher polls: an idle viewer sleeps.
public enum FileWatching {
    /// How often a watcher without events looks at its file.
    public static let fallbackInterval = Duration.seconds(1)

    /// The sooner of two waits, `nil` standing for "forever".
    public static func earliest(_ first: Duration?, _ second: Duration?) -> Duration? {
        guard let first else { return second }
        guard let second else { return first }
        return Swift.min(first, second)
    }

    /// The best watcher for the file at `path` on this system.
    public static func watcher(for path: String) -> SpecFileWatcher {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        #if os(Linux)
        if let watcher = InotifyWatcher(path: absolute) { return watcher }
        #elseif canImport(Darwin)
        if let watcher = KqueueWatcher(path: absolute) { return watcher }
        #endif
        return StatWatcher(path: absolute)
    }
}
