import Foundation

/// What tells one build of a file from another without reading it: its path (symbolic links
/// resolved), device, inode, size and modification time to the nanosecond. A rebuilt module or an
/// upgraded compiler is a new file: a new identity, so a new cache key.
struct FileIdentity: Hashable, Sendable, CustomStringConvertible {
    var path: String
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var modifiedNanoseconds: Int

    /// The identity of the file at `path` (followed through links), `nil` when there is none.
    init?(path: String) {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        guard stat(resolved, &info) == 0 else { return nil }
        self.path = resolved
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }

    var description: String { "\(path) \(device):\(inode) \(size) bytes @\(modified).\(modifiedNanoseconds)" }
}
