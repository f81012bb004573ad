import Foundation
import SectionGridCommandLine
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Issue 14 §3: `--list-devices`, and `--device NAME` on every command (frames, snapshot, export swift,
/// export svg, the viewer): the spec on the device, as if it named the device itself.
@Suite("Device options") struct DeviceCommandTests {
    @Test func listDevicesPrintsTheCatalog() {
        #expect(runCLI(["--list-devices"]) == CLIRun(status: 0, output: DeviceCatalog.listing, error: ""))
        #expect(
            runCLI(["--list-devices", "--demo", "cards"])
                == CLIRun(
                    status: 2, output: "", error: "error: --list-devices takes no other arguments (see sectiongrid --help)\n"))
    }

    @Test func anUnknownDeviceIsAUsageErrorNamingTheNearest() {
        for command in [["frames"], ["snapshot"], ["export", "swift"], ["export", "svg"], []] {
            #expect(
                runCLI(command + ["--demo", "cards", "--device", "iphone-16-pr"])
                    == CLIRun(
                        status: 2, output: "",
                        error:
                            "error: --device: unknown device \"iphone-16-pr\"; the nearest are \"iphone-16-pro\", \"iphone-17-pro\", \"iphone-16e\" (sectiongrid --list-devices lists them all) (see sectiongrid --help)\n"
                    ),
                "\(command)")
        }
    }

    @Test func theViewerTakesTheDevice() throws {
        #expect(
            try CommandLineParser.parse(["my.json", "--device", "ipad-mini"])
                == .viewer(.file(path: "my.json"), device: DeviceCatalog.device(named: "ipad-mini")))
    }

    /// `frames --device` prints what the spec naming the device prints; a `--viewport` still wins.
    @Test func framesOnADeviceAreTheSpecsWithThatDevice() throws {
        let directory = try TemporaryDirectory()
        let bare =
            #"{"layout": "compositional", "sections": [{"items": 3, "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 50}, "item": {"width": {"fractionalWidth": 0.3333333333}, "height": {"fractionalHeight": 1}}}}]}"#
        let named = bare.replacingOccurrences(of: #"{"layout""#, with: #"{"device": "iphone-16-landscape", "layout""#)
        let bareRun = runCLI(["frames", try directory.file("bare.json", contents: bare), "--device", "iphone-16-landscape"])
        let namedRun = runCLI(["frames", try directory.file("named.json", contents: named)])
        #expect(bareRun.status == 0 && bareRun == namedRun)
        // 852 − 2 × 59 = 734 across (the configuration's safeArea reference), a third each rounded to
        // the 3x pixel grid: 244⅔ wide, the next at 59 + 244⅔.
        #expect(
            bareRun.output.contains(#""frame": {"x": 59, "y": 0, "width": 244.66666666666666, "height": 50}"#),
            "\(bareRun.output)")
        #expect(bareRun.output.contains(#""frame": {"x": 303.6666666666667, "y": 0, "width": 244.66666666666666"#))
        let resized = runCLI([
            "frames", try directory.file("b.json", contents: bare), "--device", "iphone-16-landscape", "--viewport", "400x300",
        ])
        #expect(resized.output.contains(#""frame": {"x": 59, "y": 0, "width": 94"#), "\(resized.output)")
    }

    @Test func exportSwiftNamesTheDevice() {
        let run = runCLI(["export", "swift", "--demo", "cards", "--device", "iphone-16"])
        #expect(run.status == 0)
        #expect(run.output.contains("sectiongrid export swift --demo cards --device iphone-16"))
        #expect(run.output.contains("// Tuned for the device `iphone-16` (iPhone 16): bounds 393×852,"))
    }

    /// The viewport picture dims the safe area as the terminal does: one group, a rect per band, in
    /// content coordinates (the view starts 59 pt above the content: the adjusted content inset).
    @Test func exportSVGDrawsTheSafeArea() {
        let run = runCLI(["export", "svg", "--demo", "cards", "--device", "iphone-16"])
        #expect(run.status == 0)
        #expect(run.output.contains(##"<rect x="0" y="-59" width="393" height="59" fill="#000000" fill-opacity="0.4"/>"##))
        #expect(run.output.contains(##"<rect x="0" y="759" width="393" height="34" fill="#000000" fill-opacity="0.4"/>"##))
        #expect(!runCLI(["export", "svg", "--demo", "cards"]).output.contains("safeArea"))
        #expect(!runCLI(["export", "svg", "--demo", "cards", "--device", "iphone-16", "--whole"]).output.contains("safeArea"))
    }
}
