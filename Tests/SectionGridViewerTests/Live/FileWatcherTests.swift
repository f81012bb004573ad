import Foundation
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// The real watchers on real files: what editors do to a file is seen, other files in its folder are not.
@Suite("Spec file watchers", .serialized)
struct FileWatcherTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case system, stat
        var testDescription: String { self == .system ? "this system's (inotify on Linux)" : "stat polling" }
        func watcher(_ path: String) -> SpecFileWatcher {
            self == .system ? FileWatching.watcher(for: path) : StatWatcher(path: path)
        }
    }

    /// Whether `watcher` reports a change within half a second (inotify: at once; stat: at the next look).
    /// A change seen, the watcher is then read until it has been quiet for 100 ms: one save is several
    /// events (a truncation, the writes, the close; a rename's create and move), and under load the
    /// later ones can arrive after the first was taken. They belong to the step that made them, so the
    /// next step — above all a "nothing is seen" one — starts from a quiet watcher and judges only what
    /// it did itself (a check that passed on a late event of the step before would prove nothing either).
    private func sees(_ watcher: SpecFileWatcher) -> Bool {
        let deadline = Date().addingTimeInterval(0.5)
        repeat {
            if watcher.takeChanges() {
                settle(watcher)
                return true
            }
            Thread.sleep(forTimeInterval: 0.005)
        } while Date() < deadline
        return false
    }

    /// Whether `watcher` reports nothing within half a second, once it has been quiet for 1.2 s: a
    /// watcher that falls back to a look once a second may report a change of the steps before (a real
    /// one, which it saw late) in the window, so the window opens only after it has looked.
    private func seesNothing(_ watcher: SpecFileWatcher, after change: () throws -> Void) rethrows -> Bool {
        settle(watcher, quiet: 1.2)
        try change()
        return !sees(watcher)
    }

    /// Takes `watcher`'s changes until none came for `quiet` seconds (at most 4 s: a watcher that never
    /// goes quiet fails the next "nothing is seen" check).
    private func settle(_ watcher: SpecFileWatcher, quiet: Double = 0.1) {
        let end = Date().addingTimeInterval(4)
        var quietSince = Date()
        while Date() < end, Date().timeIntervalSince(quietSince) < quiet {
            if watcher.takeChanges() { quietSince = Date() }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    private func write(_ text: String, _ path: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }

    @Test func theSystemWatcherOnLinuxIsInotify() {
        #if os(Linux)
        #expect(FileWatching.watcher(for: "/tmp/x.json") is InotifyWatcher)
        #endif
    }

    @Test(arguments: Kind.allCases)
    func savesInPlaceByRenameDeletionsAndNewFilesAreSeen(_ kind: Kind) throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("layout.json", contents: "{}")
        let watcher = kind.watcher(path)
        #expect(!watcher.takeChanges(), "nothing happened yet")
        try write("{\"a\": 1}", path)
        #expect(sees(watcher), "a save in place")
        try AtomicFile.write(Array("{\"a\": 22}".utf8), to: path)
        #expect(sees(watcher), "a save by rename")
        try write("{\"a\": 333}", path)
        #expect(sees(watcher), "a save in place into the renamed file: the new inode is watched too")
        #expect(try seesNothing(watcher) { try write("{}", folder.path + "/other.json") }, "another file of the folder")
        try FileManager.default.removeItem(atPath: path)
        #expect(sees(watcher), "deleted")
        try write("{\"b\": 1}", path)
        #expect(sees(watcher), "there again")
    }

    @Test(arguments: Kind.allCases)
    func throughALinkTheFileItLeadsToIsWatched(_ kind: Kind) throws {
        let folder = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let target = try elsewhere.file("real.json", contents: "{}")
        let other = try elsewhere.file("other.json", contents: "{\"o\": 1}")
        let link = folder.path + "/layout.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let watcher = kind.watcher(link)
        try write("{\"a\": 1}", target)
        #expect(sees(watcher), "the file the link leads to, saved in place")
        try AtomicFile.write(Array("{\"a\": 22}".utf8), to: link)
        #expect(sees(watcher), "saved by rename through the link")
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: other)
        #expect(sees(watcher), "the link now leads elsewhere")
        try write("{\"o\": 22}", other)
        #expect(sees(watcher), "and that file is watched")
        #expect(try seesNothing(watcher) { try write("{\"a\": 333}", target) }, "the file it led to before is not")
    }
}
