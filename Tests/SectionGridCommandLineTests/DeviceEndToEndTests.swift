import Foundation
import Testing

@testable import SectionGridTestSupport

/// Issue 14 §2–3 in a real terminal (tmux): the safe area dimmed at the screen's edges, `R` turning the
/// device (bounds and safe area together) and back, `--device` on the command line.
@Suite("Device end to end (tmux)", .serialized, TmuxSession.required)
struct DeviceEndToEndTests {
    static let spec =
        #"{"device": "iphone-16", "flow": {"itemSize": {"width": 80, "height": 80}, "minimumLineSpacing": 10, "minimumInteritemSpacing": 10}, "sections": [{"items": 40}]}"#
    static let dots = String(repeating: "·", count: 80)

    @Test func theSafeAreaIsDimmedAndRTurnsTheDevice() throws {
        try expectSafeAreaAndRotation(build: .debug)
    }

    /// What users run: the release build.
    @Test(ViewerBuild.release.trait) func theSafeAreaAndRotationWithTheReleaseBuild() throws {
        try expectSafeAreaAndRotation(build: .release)
    }

    @Test func theCommandLinesDeviceIsShown() throws {
        try expectCommandLineDevice(build: .debug)
    }

    /// What users run: the release build.
    @Test(ViewerBuild.release.trait) func theCommandLinesDeviceWithTheReleaseBuild() throws {
        try expectCommandLineDevice(build: .release)
    }

    private func expectSafeAreaAndRotation(build: ViewerBuild) throws {
        let folder = try TemporaryDirectory()
        let path = try folder.file("phone.json", contents: Self.spec)
        let viewer = try ViewerHarness(
            arguments: [path], environment: ["NO_COLOR": "1"], columns: 80, rows: 24, build: build, in: folder)
        let portrait = try viewer.waitForViewer()
        var rows = portrait.split(separator: "\n", omittingEmptySubsequences: false)
        // Upright: 59 pt of status bar and Dynamic Island over the top six rows (393 pt in 80 columns,
        // 9.8 pt a row), the content starting below them; the home indicator's 34 pt over the bottom.
        #expect(rows[0...5].allSatisfy { $0 == Self.dots }, "\(rows[0...6])")
        #expect(rows[6].hasPrefix("┌──────────────┐"), "\(rows[6])")
        #expect(rows[22].hasPrefix("└──────────────┘·····"), "\(rows[22])")

        try viewer.tmux.send("R")
        let landscape = try #require(
            try viewer.tmux.waitFor { $0.contains("iPhone 16, landscape: 852×393 pt, safe area (0, 59, 21, 59)") })
        rows = landscape.split(separator: "\n", omittingEmptySubsequences: false)
        // On its side: nine items a row, no top band, the sensor housing's 59 pt dimmed at both sides
        // (six columns of 10.65 pt), the item that led the screen (0.0) leading it still.
        #expect(rows[0].hasPrefix("┌──────┐ ┌──────┐") && !rows[0].contains("·"), "\(rows[0])")
        #expect(rows[1].hasPrefix("│·0.0· │") && rows[1].hasSuffix("│ 0.8··│"), "\(rows[1])")
        #expect(rows[12].hasPrefix("······ ") && rows[12].hasSuffix(" ······"), "\(rows[12])")
        #expect(rows[23].hasSuffix("│ phone.json *"), "\(rows[23])")

        try viewer.tmux.send("R")
        #expect(try viewer.tmux.waitFor { $0.contains("iPhone 16, portrait: 393×852 pt") } != nil)
        let back = try viewer.tmux.capture()
        #expect(back.split(separator: "\n", omittingEmptySubsequences: false)[0] == Substring(Self.dots))
        #expect(back.split(separator: "\n").last?.hasSuffix("│ phone.json") == true, "R R is the file again: no *")
        try viewer.tmux.send("q")
        #expect(try viewer.waitForExit() == 0)
    }

    private func expectCommandLineDevice(build: ViewerBuild) throws {
        let viewer = try ViewerHarness(
            arguments: ["--demo", "cards", "--device", "iphone-16-landscape"],
            environment: ["NO_COLOR": "1"], columns: 80, rows: 24, build: build)
        let screen = try viewer.waitForViewer()
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        // 852 pt in 80 columns: the demo's cards run under the sensor housing's 59 pt at both sides,
        // dimmed there (blanks dotted, the background's ░ kept), the title's row dotted at the right.
        #expect(rows[0].hasPrefix("· 第1组 ") && rows[0].hasSuffix(" ·····"), "\(rows[0])")
        #expect(rows[1].hasPrefix("··╭░░░") && rows[1].hasSuffix("░╮··"), "\(rows[1])")
        #expect(rows[3].hasPrefix("··░│··      │"), "\(rows[3])")
        try viewer.tmux.send("R")
        #expect(try viewer.tmux.waitFor { $0.contains("iPhone 16, portrait: 393×852 pt, safe area (59, 0, 34, 0)") } != nil)
        #expect(try viewer.quitDroppingUnwrittenChanges() == 0)
    }
}
