import Foundation
import Testing

@testable import SectionGridTestSupport

/// `snapshot --appearance light|dark` (issue 16): the terminal's colours of a dynamic colour follow it —
/// systemGray6 is #F2F2F7 light and #1C1C1E dark (HIG colour tables), 24-bit under `--depth truecolor` —
/// while `red` stays red; without the flag the spec's `appearance` decides.
@Suite("snapshot --appearance")
struct AppearanceSnapshotTests {
    static let spec = """
        {"viewport": {"width": 200, "height": 400},
         "sections": [{"items": 1, "background": {"color": "systemGray6"}}, {"items": 1, "background": {"color": "red"}}]}
        """

    func snapshot(_ json: String, _ arguments: [String]) throws -> String {
        let folder = try TemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let path = try folder.file("spec.json", contents: json)
        let run = runCLI(["snapshot", path, "--ansi", "--depth", "truecolor", "--size", "60x20"] + arguments)
        #expect(run.status == 0, "\(run.error)")
        return run.output
    }

    @Test func darkShowsTheDarkValues() throws {
        let light = try snapshot(Self.spec, [])
        #expect(light.contains("48;2;242;242;247m") && !light.contains("48;2;28;28;30m"))
        #expect(try snapshot(Self.spec, ["--appearance", "light"]) == light)
        let dark = try snapshot(Self.spec, ["--appearance", "dark"])
        #expect(dark.contains("48;2;28;28;30m") && !dark.contains("48;2;242;242;247m"))
        #expect(light.contains("48;2;255;0;0m") && dark.contains("48;2;255;0;0m"), "red is not dynamic")
        #expect(dark.contains("↕ vertical · dark │"), "the status bar says dark")
        let spelled = try snapshot(
            Self.spec.replacingOccurrences(of: "{\"viewport\"", with: "{\"appearance\": \"dark\", \"viewport\""), [])
        #expect(spelled == dark, "the spec's own appearance")
    }
}
