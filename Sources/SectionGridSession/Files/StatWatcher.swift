#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches a file by polling `stat`: what the path leads to (device, inode, size, mode, modification
/// and change times to the nanosecond) and the path itself when it is a link. The fallback watcher, looked
/// at once a second (`FileWatching.fallbackInterval`), where a system watcher cannot be set up.
public final class StatWatcher: SpecFileWatcher {
    private let path: String
    private var last: Signature?

    /// Watches `path`, as it is now.
    public init(path: String) {
        self.path = path
        last = StatWatcher.signature(of: path)
    }

    /// True when what `stat` says of the path (or of the link at it) changed since the last call.
    public func takeChanges() -> Bool {
        let now = StatWatcher.signature(of: path)
        defer { last = now }
        return now != last
    }

    struct Signature: Equatable {
        var target: [Int64]?
        var link: [Int64]?
    }

    static func signature(of path: String) -> Signature? {
        var info = stat()
        var linkInfo = stat()
        let target = stat(path, &info) == 0 ? fields(info) : nil
        let link = lstat(path, &linkInfo) == 0 ? fields(linkInfo) : nil
        guard target != nil || link != nil else { return nil }
        return Signature(target: target, link: link)
    }

    private static func fields(_ info: stat) -> [Int64] {
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        let changed = info.st_ctimespec
        #else
        let modified = info.st_mtim
        let changed = info.st_ctim
        #endif
        return [
            Int64(info.st_dev), Int64(bitPattern: UInt64(info.st_ino)), Int64(info.st_size), Int64(info.st_mode),
            Int64(modified.tv_sec), Int64(modified.tv_nsec), Int64(changed.tv_sec), Int64(changed.tv_nsec),
        ]
    }
}
