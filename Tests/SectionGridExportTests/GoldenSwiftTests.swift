import Foundation
import Testing

@testable import SectionGridTestSupport

/// `export swift` on every flow demo and docs example prints exactly its golden file (reviewed by
/// eye once; a `--sample` case's is its plain golden file and the addition, `GoldenSwiftFile`); every
/// golden file parses (`swiftc -parse`).
/// `SECTIONGRID_REGENERATE_GOLDEN=1 swift test --filter GoldenSwiftTests` rewrites them.
@Suite("Golden Swift files")
struct GoldenSwiftTests {
    @Test(arguments: ExportCase.all)
    func exportPrintsTheGoldenFile(_ exportCase: ExportCase) throws {
        let source = try exportCase.source
        if GoldenSwiftFile.regenerates {
            try GoldenSwiftFile.write(source, name: exportCase.name, base: try exportCase.plain?.source)
            return
        }
        let golden = try #require(
            GoldenSwiftFile.read(exportCase.name),
            "no golden file \(exportCase.name).swift: run with SECTIONGRID_REGENERATE_GOLDEN=1 and review it")
        #expect(source == golden, "\(exportCase.name): \(GoldenSwiftFile.firstDifference(source, golden))")
    }

    /// Each golden file has its case (regenerating removes the others), and every flow demo and the
    /// docs' flow examples have cases.
    @Test func goldenFilesAndCasesMatch() throws {
        let names = ExportCase.all.map(\.name)
        if GoldenSwiftFile.regenerates {
            for stale in GoldenSwiftFile.names where !names.contains(stale) {
                try FileManager.default.removeItem(atPath: GoldenSwiftFile.path(stale))
            }
        }
        #expect(GoldenSwiftFile.names == names.sorted())
        for expected in [
            "demo-sections", "demo-cards", "demo-shadow", "demo-appcenter", "demo-large", "readme-spec-files",
            "readme-exporting-frames",
        ] {
            #expect(names.contains(expected) && names.contains(expected + "-sample"), "no case \(expected)")
        }
    }

    @Test(Swiftc.required)
    func goldenFilesParse() throws {
        let files = GoldenSwiftFile.names.map(GoldenSwiftFile.path)
        #expect(files.count == ExportCase.all.count)
        let output = try Swiftc.compile(["-parse"] + files, in: GoldenSwiftFile.folder.path)
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.isEmpty, "\(output.text)")
    }
}
