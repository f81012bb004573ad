import Foundation
import Testing

@testable import SectionGridTestSupport

/// Pictures pinned byte for byte: the README's picture of each demo (`docs/pictures/DEMO.svg`, made by
/// `sectiongrid export svg --demo DEMO`) and golden SVGs of small specs (`Fixtures/golden`, each
/// fixture spec and the `frames` example of docs/spec.md). `SECTIONGRID_REGENERATE_GOLDEN=1` rewrites them;
/// review the diff.
@Suite("golden pictures")
struct GoldenSVGTests {
    static let regenerate = ProcessInfo.processInfo.environment["SECTIONGRID_REGENERATE_GOLDEN"] == "1"
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/golden")

    /// The demos, as the README shows them.
    static let demos = PictureSource.demosAndExamples.filter { if case .demo = $0.origin { return true } else { return false } }
    /// The fixtures and one docs example.
    static let smallSpecs =
        PictureSource.fixtures + PictureSource.demosAndExamples.filter { $0.description == "readme-exporting-frames" }

    @Test("the README's picture of each demo is what export svg draws", arguments: demos)
    func readmePicture(_ source: PictureSource) throws {
        guard case .demo(let name) = source.origin else { return }
        try check(source, [], against: GoldenSVGTests.root.appendingPathComponent("docs/pictures/\(name).svg"))
    }

    @Test("small specs draw their golden SVG", arguments: smallSpecs)
    func goldenPicture(_ source: PictureSource) throws {
        try check(source, [], against: GoldenSVGTests.golden.appendingPathComponent("\(source.description).svg"))
    }

    @Test func theReadmeShowsEveryDemoPicture() throws {
        let readme = try String(contentsOf: GoldenSVGTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        for source in GoldenSVGTests.demos {
            guard case .demo(let name) = source.origin else { continue }
            #expect(readme.contains("(docs/pictures/\(name).svg)"), "README lacks the picture of \(name)")
        }
        #expect(GoldenSVGTests.smallSpecs.count >= 5)
    }

    private func check(_ source: PictureSource, _ arguments: [String], against url: URL) throws {
        let run = try source.run(["export", "svg"] + arguments)
        #expect(run.status == 0)
        if GoldenSVGTests.regenerate {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(run.output.utf8).write(to: url, options: .atomic)
            return
        }
        let stored = try String(contentsOf: url, encoding: .utf8)
        guard stored != run.output else { return }
        let old = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let new = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(old, new)).firstIndex { $0 != $1 } ?? min(old.count, new.count)
        Issue.record(
            "\(url.lastPathComponent) differs at line \(line + 1): \(line < new.count ? String(new[line].prefix(300)) : "(ends)")"
        )
    }
}
