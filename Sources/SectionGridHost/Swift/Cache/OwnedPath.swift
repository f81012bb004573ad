import Foundation

/// Whether a path is safe to trust: what is there (not following a final symbolic link), that the user
/// owns it and that no other account may write to it. The binary cache runs only what passes, so no
/// other account can plant a program the tool would execute.
enum OwnedPath {
    /// Why a path is not trusted (`nil`: it is).
    static func problem(_ path: String, directory: Bool, user: uid_t = getuid()) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "\(path) cannot be examined: \(String(cString: strerror(errno)))" }
        let type = info.st_mode & S_IFMT
        if directory, type != S_IFDIR { return "\(path) is not a folder" }
        if !directory, type != S_IFREG { return "\(path) is not a plain file" }
        if info.st_uid != user { return "\(path) belongs to another account (uid \(info.st_uid))" }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 { return "\(path) may be written by other accounts" }
        return nil
    }

    /// Whether another account could replace what is in folder `path`: it is writable by group or
    /// others without the sticky bit, or belongs to another account other than root.
    static func othersCanReplaceEntries(of path: String, user: uid_t = getuid()) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return true }
        if info.st_uid != user, info.st_uid != 0 { return true }
        return info.st_mode & (S_IWGRP | S_IWOTH) != 0 && info.st_mode & S_ISVTX == 0
    }

    /// Makes folder `path` (and missing parents) with mode 0700; an existing one is left as it is.
    static func makeFolder(_ path: String) -> Bool {
        var info = stat()
        if lstat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, !makeFolder(parent) { return false }
        return mkdir(path, 0o700) == 0 || errno == EEXIST
    }
}
