import Foundation

/// Notices, without blocking, that a spec file may have changed: the viewer's run loop asks between
/// keys (`ViewerSession`), then reads the file and compares its bytes, so a false alarm costs a read.
public protocol SpecFileWatcher: AnyObject {
    /// True when something happened to the file (written, replaced by a rename, deleted, its mode
    /// changed, the link to it retargeted) since the last call.
    func takeChanges() -> Bool
}

/// The watcher the viewer uses for a spec file.
///
/// - Linux: inotify (`InotifyWatcher`) on the file's folder — and, through a symbolic link, on the
///   folder of the file it leads to — for the file's name: it sees a save in place, a save by rename
///   (vim, IDEs: the new file is a new inode, which a watch on the old file would miss), a deletion and a
///   new file of the name, the moment they happen, and costs nothing while nothing happens.
/// - macOS: kqueue (`KqueueWatcher`) on the folder and on the file, opened again after a rename.
/// - Elsewhere, or when those cannot be set up (no inotify instances left, a folder that cannot be
///   read): polling `stat` (`StatWatcher`), cheap at the run loop's pace. Both others keep a slow stat
///   poll beside them for what they cannot see (the folder itself moved, a link in a chain changed).
public enum FileWatching {
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
