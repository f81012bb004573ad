import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a file so that it is either entirely the old content or entirely the new: a temporary file
/// in the same folder, written in full, given the old file's permissions, flushed to disk (`fsync`), then
/// renamed over the target (and the folder flushed). A failure at any step removes the temporary file
/// and leaves the target untouched. Through a symbolic link the file at the end of the link's chain is
/// replaced, in its own folder, and the link stays a link.
public enum AtomicFile {
    /// Why a write failed: the step and the system's reason.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The step that failed, e.g. "cannot create a file in /tmp/x".
        public var action: String
        /// The system's reason, e.g. "Permission denied".
        public var reason: String

        /// Creates a failure for `action`, with the reason `errno` gives now.
        init(_ action: String) {
            self.action = action
            reason = String(cString: strerror(errno))
        }

        public var description: String { "\(action) (\(reason))" }
    }

    /// Writes `bytes` to `path` (or, when `path` is a symbolic link, to the file it leads to) atomically.
    /// A new file gets mode 0644 (less the umask's bits, as `open` would); an existing one keeps its mode.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let path = try followingLinks(path)
        var info = stat()
        let mode: mode_t = stat(path, &info) == 0 ? info.st_mode & 0o7777 : defaultMode()
        let temporary = try flushedTemporaryFile(bytes, beside: path, mode: mode)
        guard rename(temporary, path) == 0 else {
            let failure = Failure("cannot replace \(path)")
            unlink(temporary)
            throw failure
        }
        syncFolder(of: path)
    }

    /// Writes `bytes` to a new file at `path`, never over an existing one: a temporary file in the same
    /// folder, written in full and flushed, then linked to `path` (which fails, atomically, when `path`
    /// exists: the error is `EEXIST`) and removed. The new file gets mode 0644 less the umask's bits.
    public static func create(_ bytes: [UInt8], at path: String) throws(Failure) {
        let temporary = try flushedTemporaryFile(bytes, beside: path, mode: defaultMode())
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else { throw Failure("cannot create \(path)") }
        syncFolder(of: path)
    }

    /// A new file in `path`'s folder holding `bytes`, with `mode`, flushed to disk; its path. On failure
    /// it is removed.
    private static func flushedTemporaryFile(_ bytes: [UInt8], beside path: String, mode: mode_t) throws(Failure) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var template = Array((folder + "/." + url.lastPathComponent + ".sectiongrid-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else { throw Failure("cannot create a file in \(folder)") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(Failure) {
            try writeAll(bytes, to: fd)
            guard fchmod(fd, mode) == 0 else { throw Failure("cannot set permissions") }
            guard fsync(fd) == 0 else { throw Failure("cannot flush to disk") }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard close(fd) == 0 else {
            let failure = Failure("cannot close the temporary file")
            unlink(temporary)
            throw failure
        }
        return temporary
    }

    /// Flushes the folder holding `path`, so a rename or link in it reaches the disk.
    private static func syncFolder(of path: String) {
        let folderFD = open(URL(fileURLWithPath: path).deletingLastPathComponent().path, O_RDONLY)
        if folderFD >= 0 {
            _ = fsync(folderFD)
            close(folderFD)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure("cannot write")
            }
            offset += written
        }
    }

    /// `write(2)`, named through the platform's C module (the bare name is this type's own `write`).
    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
        #else
        return Darwin.write(fd, buffer, count)
        #endif
    }

    /// The file a write to `path` replaces: `path`, or where its chain of symbolic links ends (a relative
    /// link is read from the folder of the link that holds it). A link to a missing file leads to where
    /// that file would be.
    static func followingLinks(_ path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<40 { // the kernel's own limit on a chain of links
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & 0o170000 == 0o120000 else { return current }
            var buffer = [CChar](repeating: 0, count: 4096)
            let length = readlink(current, &buffer, buffer.count)
            guard length > 0 else { throw Failure("cannot read the link \(current)") }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        errno = ELOOP
        throw Failure("cannot follow the links of \(path)")
    }

    /// 0666 less the process's umask.
    private static func defaultMode() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }
}
