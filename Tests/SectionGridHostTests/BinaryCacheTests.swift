import Foundation
import Testing

@testable import SectionGridHost

/// The binary cache's trust rules (issue 27 §2, "Security"): its folders are made `0700`; a folder or
/// an entry that another account owns or may write to is not used; an entry enters by rename; old
/// entries are cleared.
@Suite(.serialized)
struct BinaryCacheTests {
    static func mode(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode & 0o7777
    }

    static func withFolder(_ body: (String) throws -> Void) rethrows {
        let folder = SwiftApp.temporaryFolder("sectiongrid-cache-test")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    static let key = BuildKey(program: ProgramSources(sources: [], entries: [:]), arguments: [], compiler: nil, dependencies: [])

    /// Puts an executable file at the entry of `key` with `mode`.
    static func plant(_ cache: BinaryCache, mode: mode_t = 0o700) -> String {
        let path = cache.entryPath(key)
        FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8))
        chmod(path, mode)
        return path
    }

    @Test func theFolderIsXDGCacheHomeElseHomeDotCache() {
        #expect(BinaryCache.folder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]) == "/x/cache/sectiongrid")
        #expect(
            BinaryCache.folder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.cache/sectiongrid")
        #expect(BinaryCache.folder(environment: ["HOME": "/home/u"]) == "/home/u/.cache/sectiongrid")
    }

    @Test func foldersAreMadePrivate() throws {
        try Self.withFolder { folder in
            let root = folder + "/deep/cache/sectiongrid"
            let (cache, problem) = BinaryCache.open(root: root)
            #expect(cache != nil && problem == nil)
            #expect(Self.mode(root) == 0o700 && Self.mode(root + "/bin") == 0o700 && Self.mode(folder + "/deep") == 0o700)
        }
    }

    @Test func anEntryIsUsedOnlyWhenTheUserOwnsItAndNobodyElseMayWriteIt() throws {
        try Self.withFolder { folder in
            let cache = try #require(BinaryCache.open(root: folder + "/sectiongrid").cache)
            #expect(cache.usableEntry(Self.key) == nil)
            let path = Self.plant(cache)
            #expect(cache.usableEntry(Self.key) == path)
            chmod(path, 0o722)
            #expect(cache.usableEntry(Self.key) == nil, "writable by others")
            chmod(path, 0o770)
            #expect(cache.usableEntry(Self.key) == nil, "writable by the group")
            chmod(path, 0o700)
            if getuid() == 0 {
                chown(path, 12_345, 12_345)
                #expect(cache.usableEntry(Self.key) == nil, "owned by another account")
            }
            unlink(path)
            symlink("/bin/true", path)
            #expect(cache.usableEntry(Self.key) == nil, "a symbolic link")
        }
    }

    @Test func aFolderOthersMayWriteOrReplaceIsNotUsed() throws {
        try Self.withFolder { folder in
            let root = folder + "/sectiongrid"
            _ = BinaryCache.open(root: root)
            chmod(root, 0o777)
            #expect(BinaryCache.open(root: root).cache == nil)
            #expect(BinaryCache.open(root: root).problem == "the cache is not used: \(root) may be written by other accounts")
            chmod(root, 0o700)
            chmod(root + "/bin", 0o770)
            #expect(BinaryCache.open(root: root).cache == nil)
            chmod(root + "/bin", 0o700)
            chmod(folder, 0o777)
            #expect(
                BinaryCache.open(root: root).problem == "the cache is not used: other accounts may replace what is in \(folder)")
            chmod(folder, 0o1777)
            #expect(BinaryCache.open(root: root).cache != nil, "a sticky folder such as /tmp is fine")
            chmod(folder, 0o700)
        }
    }

    @Test func storingRenamesIntoPlaceAndClearsOldEntries() throws {
        try Self.withFolder { folder in
            let cache = try #require(BinaryCache.open(root: folder + "/sectiongrid").cache)
            let old = cache.root + "/bin/" + String(repeating: "0", count: 64)
            FileManager.default.createFile(atPath: old, contents: Data())
            var past = [timeval(tv_sec: 1_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000, tv_usec: 0)]
            utimes(old, &past)
            let build = try #require(cache.makeBuildFolder())
            #expect(Self.mode(build) == 0o700)
            FileManager.default.createFile(atPath: build + "/program", contents: Data("binary".utf8))
            let stored = try #require(cache.store(build + "/program", as: Self.key))
            #expect(stored == cache.entryPath(Self.key))
            #expect(Self.mode(stored) == 0o700)
            #expect(!FileManager.default.fileExists(atPath: build + "/program"))
            #expect(!FileManager.default.fileExists(atPath: old), "unused for 30 days")
        }
    }
}
