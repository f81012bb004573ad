import Foundation

/// Compiled programs kept by their `BuildKey`, in the user's cache folder: `$XDG_CACHE_HOME/sectiongrid`
/// (an absolute `XDG_CACHE_HOME`), else `~/.cache/sectiongrid`, created `0700`, the programs in its
/// `bin/`.
///
/// Trust: the folder is used only if the user owns it, no other account may write to it or replace it
/// (its parent neither); an entry is run only if it is a plain file the user owns that no other
/// account may write — otherwise it is built again and put in its place. Builds happen in a private
/// folder inside the cache (`build.XXXXXX`, `0700`, removed after), and a binary enters the cache by
/// `rename(2)`, so a run never sees half a file and concurrent runs at worst both build the same key.
public struct BinaryCache: Sendable {
    /// The cache folder (`…/sectiongrid`).
    public let root: String
    /// Entries unused this long are removed when a new one is stored.
    static let unusedLifetime: TimeInterval = 30 * 24 * 3600

    /// The folder for `environment`: `XDG_CACHE_HOME` when absolute, else `HOME/.cache`.
    public static func folder(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/sectiongrid" }
        guard let home = environment["HOME"] ?? accountHome(), home.hasPrefix("/") else { return nil }
        return home + "/.cache/sectiongrid"
    }

    /// The user's home folder as the account database gives it.
    private static func accountHome() -> String? {
        guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return nil }
        return String(cString: folder)
    }

    /// The user's cache, created if missing; `problem` says why there is none to trust.
    public static func open(environment: [String: String]) -> (cache: BinaryCache?, problem: String?) {
        guard let root = folder(environment: environment) else { return (nil, "no cache folder: HOME is not set") }
        return open(root: root)
    }

    /// The cache at `root`, created if missing.
    public static func open(root: String) -> (cache: BinaryCache?, problem: String?) {
        guard OwnedPath.makeFolder(root), OwnedPath.makeFolder(root + "/bin") else {
            return (nil, "cannot make the cache folder \(root): \(String(cString: strerror(errno)))")
        }
        if let problem = OwnedPath.problem(root, directory: true) ?? OwnedPath.problem(root + "/bin", directory: true) {
            return (nil, "the cache is not used: " + problem)
        }
        let parent = (root as NSString).deletingLastPathComponent
        if OwnedPath.othersCanReplaceEntries(of: parent) {
            return (nil, "the cache is not used: other accounts may replace what is in \(parent)")
        }
        return (BinaryCache(root: root), nil)
    }

    /// Where the program of `key` is kept.
    public func entryPath(_ key: BuildKey) -> String { root + "/bin/" + key.hex }

    /// The program of `key` when it is there and may be run (marked used); `nil` otherwise.
    public func usableEntry(_ key: BuildKey) -> String? {
        let path = entryPath(key)
        guard OwnedPath.problem(path, directory: false) == nil, access(path, X_OK) == 0 else { return nil }
        utimensat(AT_FDCWD, path, nil, 0)
        return path
    }

    /// A new private folder to build in (`0700`); the caller removes it.
    public func makeBuildFolder() -> String? {
        BuildFolder.make(in: root)
    }

    /// Moves the program at `built` (in a build folder of this cache) into the entry of `key`, replacing
    /// whatever was there, and returns the entry's path; old entries are cleared out on the way.
    public func store(_ built: String, as key: BuildKey) -> String? {
        let path = entryPath(key)
        guard chmod(built, 0o700) == 0, rename(built, path) == 0 else { return nil }
        removeUnused()
        return path
    }

    /// Removes entries unused for `unusedLifetime` and build folders a run left (older than a day).
    func removeUnused(now: Date = Date()) {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: root + "/bin")) ?? [] {
            let path = root + "/bin/" + name
            if let modified = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                now.timeIntervalSince(modified) > Self.unusedLifetime
            {
                unlink(path)
            }
        }
        for name in (try? manager.contentsOfDirectory(atPath: root)) ?? [] where name.hasPrefix("build.") {
            let path = root + "/" + name
            if let modified = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                now.timeIntervalSince(modified) > 24 * 3600
            {
                try? manager.removeItem(atPath: path)
            }
        }
    }
}

/// A private folder to build in: `mkdtemp` (mode `0700`, a name no one else chose).
enum BuildFolder {
    /// A new folder `build.XXXXXX` in `parent`, `nil` when it cannot be made.
    static func make(in parent: String) -> String? {
        var template = Array((parent + "/build.XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, let made = mkdtemp(base) else { return nil }
            return String(cString: made)
        }
    }

    /// A new folder in the system's temporary folder (`TMPDIR`, else `/tmp`).
    static func makeTemporary(environment: [String: String]) -> String? {
        let temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        return make(in: temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary)
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
