import Foundation
import Testing

@testable import SectionGridHost

/// A cache key changes with everything the binary depends on, and only with that (issue 27 §2: the
/// cache never serves a stale binary).
struct BuildKeyTests {
    static func program(_ text: String, name: String = "Layout.swift") -> ProgramSources {
        let source = SwiftSource(text: text)
        return ProgramSources(sources: [(name, source)], entries: [:])
    }

    static func file(_ folder: String, _ name: String, _ text: String) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    @Test func theKeyFollowsSourcesNamesArgumentsCompilerAndModule() throws {
        let folder = SwiftApp.temporaryFolder("sectiongrid-key")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let compiler = Self.file(folder, "swiftc", "compiler")
        let module = Self.file(folder, "SectionGridUIKit.swiftmodule", "module")
        func key(_ program: ProgramSources, arguments: [String] = ["-swift-version", "5"]) -> String {
            BuildKey(
                program: program, arguments: arguments, compiler: FileIdentity(path: compiler),
                dependencies: [FileIdentity(path: module)]
            ).hex
        }
        let base = key(Self.program("class A {}"))
        #expect(base.count == 64)
        #expect(key(Self.program("class A {}")) == base)
        #expect(key(Self.program("class A { }")) != base)
        #expect(key(Self.program("class A {}", name: "Other.swift")) != base)
        #expect(key(Self.program("class A {}"), arguments: ["-swift-version", "6"]) != base)
        // A rebuilt module (a new file in its place) and an upgraded compiler are new keys.
        try FileManager.default.removeItem(atPath: module)
        _ = Self.file(folder, "SectionGridUIKit.swiftmodule", "module, rebuilt")
        let rebuilt = key(Self.program("class A {}"))
        #expect(rebuilt != base)
        try FileManager.default.removeItem(atPath: compiler)
        _ = Self.file(folder, "swiftc", "compiler 2")
        #expect(key(Self.program("class A {}")) != rebuilt)
    }

    /// The same source under another path is the same program: the key holds file names, not where
    /// the user keeps them.
    @Test func theUsersFolderIsNotPartOfTheKey() {
        let a = ProgramSources(sources: [("/a/Layout.swift", SwiftSource(text: "class A {}"))], entries: [:])
        let b = ProgramSources(sources: [("/b/c/Layout.swift", SwiftSource(text: "class A {}"))], entries: [:])
        #expect(
            BuildKey(program: a, arguments: [], compiler: nil, dependencies: [])
                == BuildKey(program: b, arguments: [], compiler: nil, dependencies: []))
    }
}
