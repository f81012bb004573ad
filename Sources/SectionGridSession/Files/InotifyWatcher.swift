#if os(Linux)
import Foundation
import Glibc

/// Watches a spec file with inotify: the folder holding it, and through symbolic links the folder of
/// every link on the way and of the file the chain leads to, for events on those names — so a save by
/// rename, which puts a new inode under the name, is seen like a save in place, and nothing needs arming
/// again after it. After each change the links are followed again, in case they now lead elsewhere.
///
/// Nothing polls while the watches stand: the run loop sleeps on `eventDescriptor`. Where a folder
/// cannot be watched (it is gone, unreadable, the per-user watch limit is reached), the watcher looks
/// with `stat` once a second instead (`pollInterval`) and tries to set the watches up again each time.
final class InotifyWatcher: SpecFileWatcher {
    private static let events = UInt32(
        IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE
            | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)
    /// `struct inotify_event` without its name: wd, mask, cookie, len.
    private static let headerSize = 16

    private let descriptor: Int32
    private let path: String
    /// The names each watched folder's events matter for, by watch descriptor.
    private var names: [Int32: Set<String>] = [:]
    private var folders: [String: Int32] = [:]
    /// False while some folder of the chain could not be watched: then `stat` looks once a second.
    private(set) var isComplete = false
    private let backstop: StatWatcher
    private var buffer = [UInt8](repeating: 0, count: 16 * 1024)

    /// Watches `path` (absolute); `nil` when inotify cannot watch its folder.
    init?(path: String) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.path = path
        backstop = StatWatcher(path: path)
        guard arm() else {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }

    var eventDescriptor: Int32? { descriptor }

    var pollInterval: Duration? { isComplete ? nil : FileWatching.fallbackInterval }

    func takeChanges() -> Bool {
        var changed = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break } // EAGAIN: nothing more to read
            changed = parse(count) || changed
        }
        if !isComplete { changed = backstop.takeChanges() || changed }
        if changed || !isComplete { arm() }
        return changed
    }

    /// Whether the `count` bytes of events read concern the file.
    private func parse(_ count: Int) -> Bool {
        var changed = false
        var offset = 0
        let header = InotifyWatcher.headerSize
        while offset + header <= count {
            let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                (
                    raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                    raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                    Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                )
            }
            let end = Swift.min(count, offset + header + length)
            let name = String(decoding: buffer[(offset + header)..<end].prefix { $0 != 0 }, as: UTF8.self)
            if mask & UInt32(IN_IGNORED) != 0 {
                // The folder went (deleted, or its file system unmounted): its watch is gone.
                for (folder, folderWatch) in folders where folderWatch == watch { folders[folder] = nil }
                names[watch] = nil
                changed = true
            } else if mask & UInt32(IN_Q_OVERFLOW | IN_DELETE_SELF | IN_MOVE_SELF) != 0 || names[watch]?.contains(name) == true {
                changed = true
            }
            offset += header + length
        }
        return changed
    }

    /// The path and every path its links lead to, in order (the last is not a link, or is a broken one).
    static func chain(of path: String) -> [String] {
        var chain = [path]
        var current = path
        for _ in 0..<40 { // the kernel's own limit on a chain of links
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { break }
            var bytes = [CChar](repeating: 0, count: 4096)
            let length = readlink(current, &bytes, bytes.count)
            guard length > 0 else { break }
            let destination = String(decoding: bytes[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
            chain.append(current)
        }
        return chain
    }

    /// Watches the folders of the path's chain of links for their names, and drops the watches of
    /// folders no longer involved; false when none could be watched. Sets `isComplete`.
    @discardableResult
    private func arm() -> Bool {
        var wanted: [String: Set<String>] = [:]
        for file in InotifyWatcher.chain(of: path) {
            let url = URL(fileURLWithPath: file)
            wanted[url.deletingLastPathComponent().path, default: []].insert(url.lastPathComponent)
        }
        for (folder, watch) in folders where wanted[folder] == nil {
            if !folders.contains(where: { $0.key != folder && wanted[$0.key] != nil && $0.value == watch }) {
                inotify_rm_watch(descriptor, watch)
            }
            folders[folder] = nil
        }
        var complete = true
        names = [:]
        for (folder, wantedNames) in wanted {
            let watch = inotify_add_watch(descriptor, folder, InotifyWatcher.events)
            guard watch >= 0 else {
                folders[folder] = nil
                complete = false
                continue
            }
            if let old = folders[folder], old != watch { inotify_rm_watch(descriptor, old) } // another folder there now
            folders[folder] = watch
            // Two paths of one folder (through a linked folder) share its watch: it serves both's names.
            names[watch, default: []].formUnion(wantedNames)
        }
        isComplete = complete
        return !folders.isEmpty
    }
}
#endif
