#if os(Linux)
import Foundation
import Glibc

/// Watches a spec file with inotify: the folder holding it (and, through a symbolic link, the folder of
/// the file the link leads to), for events on its name — so a save by rename, which puts a new inode
/// under the name, is seen like a save in place, and nothing needs arming again after it. After each
/// change the link is followed again, in case it now leads elsewhere; a stat poll once a second covers
/// what the watches cannot see (the folder itself moved away and back, a link earlier in a chain).
final class InotifyWatcher: SpecFileWatcher {
    private static let events = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE
                                       | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)
    /// `struct inotify_event` without its name: wd, mask, cookie, len.
    private static let headerSize = 16

    private let descriptor: Int32
    private let path: String
    /// The names each watched folder's events matter for, by watch descriptor.
    private var names: [Int32: Set<String>] = [:]
    private var folders: [String: Int32] = [:]
    private let backstop: StatWatcher
    private var lastBackstop = ContinuousClock.now
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

    func takeChanges() -> Bool {
        var changed = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }   // EAGAIN: nothing more to read
            changed = parse(count) || changed
        }
        if ContinuousClock.now - lastBackstop >= .seconds(1) {
            lastBackstop = .now
            changed = backstop.takeChanges() || changed
        }
        if changed { _ = arm() }
        return changed
    }

    /// Whether the `count` bytes of events read concern the file.
    private func parse(_ count: Int) -> Bool {
        var changed = false, offset = 0
        let header = InotifyWatcher.headerSize
        while offset + header <= count {
            let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                 raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                 Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            let end = Swift.min(count, offset + header + length)
            let name = String(decoding: buffer[(offset + header)..<end].prefix { $0 != 0 }, as: UTF8.self)
            if mask & UInt32(IN_IGNORED) != 0, let folder = folders.first(where: { $0.value == watch })?.key {
                folders[folder] = nil
                names[watch] = nil
                changed = true
            } else if mask & UInt32(IN_Q_OVERFLOW | IN_DELETE_SELF | IN_MOVE_SELF) != 0 || names[watch]?.contains(name) == true {
                changed = true
            }
            offset += header + length
        }
        return changed
    }

    /// Watches the folders of the path and of the file its links lead to, for those names, and drops
    /// the watches of folders no longer involved; false when none could be watched.
    @discardableResult
    private func arm() -> Bool {
        var wanted: [String: Set<String>] = [:]
        for file in [path, (try? AtomicFile.followingLinks(path)) ?? path] {
            let url = URL(fileURLWithPath: file)
            wanted[url.deletingLastPathComponent().path, default: []].insert(url.lastPathComponent)
        }
        for (folder, watch) in folders where wanted[folder] == nil {
            inotify_rm_watch(descriptor, watch)
            folders[folder] = nil
            names[watch] = nil
        }
        for (folder, wantedNames) in wanted {
            let watch = inotify_add_watch(descriptor, folder, InotifyWatcher.events)
            guard watch >= 0 else {
                folders[folder] = nil
                continue
            }
            folders[folder] = watch
            names[watch] = wantedNames
        }
        return !folders.isEmpty
    }
}
#endif
