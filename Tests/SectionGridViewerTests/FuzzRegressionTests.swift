import Foundation
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Inputs the fuzz target (`sectiongrid-fuzz`) found breaking an invariant, kept so the bugs stay fixed:
/// small ones inline, larger ones as files in `Fixtures/fuzz` (each is replayed through the same checks).
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// Specs at the maxima, where a tweak would push a value past them.
    static let specsAtTheMaxima = [
        #"{"viewport": {"width": 375, "height": 667}, "contentInset": {"top": 10000000, "left": -10000000},"#
            + #" "flow": {"itemSize": {"width": 10000000, "height": 9999999.5}, "minimumLineSpacing": 10000000,"#
            + #" "minimumInteritemSpacing": 9999995, "sectionInset": {"top": 10000000, "left": 9999999}},"#
            + #" "background": {"margin": {"top": -10000000, "bottom": 10000000}, "cornerRadius": 10000000},"#
            + #" "sections": [{"items": 2}, {"itemSizes": [{"width": 1, "height": 9999999.5}], "minimumLineSpacing": 9999999.5}]}"#,
        compositional(
            section: #"{"items": 3, "interGroupSpacing": 10000000, "contentInsets": {"top": 9999999.5},"#
                + #" "group": {"axis": "horizontal", "width": {"fractionalWidth": 10000000}, "height": {"absolute": 10000000},"#
                + #" "interItemSpacing": {"flexible": 9999999}, "item": \#(fillingItemJSON)},"#
                + #" "background": {"contentInsets": {"leading": -10000000}, "cornerRadius": 9999999.5}}"#),
    ]

    /// Found by the fuzzer (seed 616): `+` on an item size of 9,999,999.5 made 10,000,000.5, and `w`
    /// would have written a spec the decoder refuses. Every tweak now stops at ±10,000,000.
    @Test(arguments: specsAtTheMaxima)
    func tweaksStopAtTheMaximaSoWhatIsWrittenReadsBack(_ text: String) throws {
        let spec = try decodeSpec(text)
        for parameter in TweakParameter.allCases {
            for edge in TweakEdge.allCases {
                for scope in [TweakScope.all, .section(0), .section(1)] {
                    for delta in [10.0, -10, 1, 1e9, -1e9] {
                        let tweaked = spec.adjusting(TweakSelection(parameter: parameter, edge: edge, scope: scope), by: delta)
                        let reread = try? decodeSpec(tweaked.jsonText)
                        #expect(reread == tweaked, "\(parameter) \(edge) \(scope) \(delta)")
                    }
                }
            }
        }
    }

    /// The fixture files: each decodes (a fixture that stops decoding fails, with the error) and keeps
    /// every invariant of the fuzz target (`FuzzHarness.check`, what `sectiongrid-fuzz FILE` runs on a
    /// file's text): reads back as itself, lays out with finite frames, answers queries like brute
    /// force, draws, pictures and drives the viewer.
    @Test func fixtureInputsKeepEveryInvariant() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!files.isEmpty)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
            let spec: LayoutSpec
            do {
                spec = try SpecFile.decode(bytes, fileName: file)
            } catch {
                Issue.record("\(file) no longer decodes, so its invariants go unchecked: \(error)")
                continue
            }
            var input = FuzzBytes(bytes.reversed())
            do {
                try FuzzHarness.check(spec, text: bytes, input: &input)
            } catch {
                Issue.record("\(file): \(error)")
            }
        }
    }
}
