import Foundation
import SectionGridHostProtocol
import SectionLayout
import Testing

@testable import SectionGridHost

/// Programs from the cache (issue 27 §2, "Caching"): a second run of the same files runs the cached
/// binary; a changed file is a new binary; an entry someone else could have written is built again; a
/// cache that cannot be trusted is not used (the program is built in a private temporary folder and
/// removed after); concurrent runs of the same files leave one good entry.
@Suite("the binary cache with real programs", SwiftApp.required)
struct SwiftProgramCacheTests {
    static func environment(cache: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        return environment
    }

    static func options(_ paths: [String]) -> SwiftFilesOptions {
        var options = SwiftFilesOptions(paths: paths)
        options.items = [2]
        return options
    }

    static func frames(_ program: SwiftProgram) -> [HostElement]? {
        program.run(HostRequest(id: 1, viewport: Size(width: 320, height: 480))).layout?.elements
    }

    static func entries(_ cache: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: cache + "/sectiongrid/bin")) ?? []
    }

    @Test func aSecondRunUsesTheCacheAndAChangedFileDoesNot() throws {
        let cache = SwiftApp.temporaryFolder("sectiongrid-cache-runs")
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let source = cache + "/Layout.swift"
        try "import UIKit\nfunc makeLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }\n".write(
            toFile: source, atomically: true, encoding: .utf8)
        let first = try SwiftProgram(Self.options([source]), environment: Self.environment(cache: cache))
        #expect(!first.wasCached)
        #expect(first.executable == cache + "/sectiongrid/bin/" + (Self.entries(cache).first ?? ""))
        let second = try SwiftProgram(Self.options([source]), environment: Self.environment(cache: cache))
        #expect(second.wasCached && second.executable == first.executable)
        #expect(Self.frames(second) == [Expect.cell(0, 0, 0, 0, 50, 50), Expect.cell(0, 1, 67.5, 0, 50, 50)])
        try
            "import UIKit\nfunc makeLayout() -> UICollectionViewLayout { let l = UICollectionViewFlowLayout(); l.itemSize = CGSize(width: 20, height: 20); return l }\n"
            .write(toFile: source, atomically: true, encoding: .utf8)
        let changed = try SwiftProgram(Self.options([source]), environment: Self.environment(cache: cache))
        #expect(!changed.wasCached && changed.executable != first.executable)
        #expect(Self.frames(changed)?.first?.frame == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(Self.entries(cache).count == 2)
        #expect(
            !(try FileManager.default.contentsOfDirectory(atPath: cache + "/sectiongrid")).contains { $0.hasPrefix("build.") })
    }

    /// An entry others may write (as if planted) is never run: it is built again, into its place.
    @Test func anEntryOthersCouldHaveWrittenIsBuiltAgain() throws {
        let cache = SwiftApp.temporaryFolder("sectiongrid-cache-planted")
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let files = SwiftApp.files("Halo")
        let first = try SwiftProgram(Self.options(files), environment: Self.environment(cache: cache))
        // A program that would print a line that is not the protocol, were it run.
        try "#!/bin/sh\necho planted\n".write(toFile: first.executable, atomically: false, encoding: .utf8)
        chmod(first.executable, 0o777)
        let again = try SwiftProgram(Self.options(files), environment: Self.environment(cache: cache))
        #expect(!again.wasCached)
        #expect(again.executable == first.executable)
        #expect(BinaryCacheTests.mode(again.executable) == 0o700)
        #expect(Self.frames(again)?.count == 3, "two cells and a halo")
    }

    /// A cache folder others may write is not used: the note says so, the program is built in a private
    /// temporary folder, runs, and is removed with the program.
    @Test func anUntrustedCacheIsNotUsed() throws {
        let cache = SwiftApp.temporaryFolder("sectiongrid-cache-untrusted")
        defer { try? FileManager.default.removeItem(atPath: cache) }
        try FileManager.default.createDirectory(atPath: cache + "/sectiongrid/bin", withIntermediateDirectories: true)
        chmod(cache + "/sectiongrid", 0o777)
        var folder = ""
        do {
            let program = try SwiftProgram(Self.options(SwiftApp.files("Halo")), environment: Self.environment(cache: cache))
            #expect(program.notes == ["note: the cache is not used: \(cache)/sectiongrid may be written by other accounts"])
            #expect(!program.executable.hasPrefix(cache))
            folder = (program.executable as NSString).deletingLastPathComponent
            #expect(BinaryCacheTests.mode(folder) == 0o700)
            #expect(Self.frames(program)?.count == 3)
        }
        #expect(!folder.isEmpty && !FileManager.default.fileExists(atPath: folder), "the private build folder is removed")
        #expect(Self.entries(cache).isEmpty)
    }

    /// Four runs of the same files at once on an empty cache: each lays out, one entry is left, no build
    /// folder.
    @Test func concurrentRunsLeaveOneGoodEntry() throws {
        let cache = SwiftApp.temporaryFolder("sectiongrid-cache-concurrent")
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let files = SwiftApp.files("Stripes")
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let elements = (try? SwiftProgram(Self.options(files), environment: Self.environment(cache: cache))).flatMap(
                Self.frames)
            results.append(elements?.count ?? -1)
        }
        #expect(results.values == [18, 18, 18, 18])
        #expect(Self.entries(cache).count == 1)
        #expect(
            !(try FileManager.default.contentsOfDirectory(atPath: cache + "/sectiongrid")).contains { $0.hasPrefix("build.") })
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Int] = []
        func append(_ value: Int) {
            lock.lock()
            stored.append(value)
            lock.unlock()
        }
        var values: [Int] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}
