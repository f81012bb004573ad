import SectionGridCommandLine
import SectionGridHost
import SectionGridHostProtocol
import SectionLayout
import Testing

/// The command line's options reach the code (issue 27 §2): `Probe` is a layout class that lays its items
/// out inside the collection view's safe area, below a band whose label reads back the bounds, safe area,
/// display scale, appearance, size classes, scroll direction and language mode it was given. Items 50 × 50
/// (UIKit's default), 10 apart at least; the section inset is the safe area with 40 more on top.
@Suite("options of Swift files", SwiftApp.required)
struct SwiftAppOptionsTests {
    static let files = SwiftApp.files("Probe")

    /// The band's look: a system fill for the appearance, top corners rounded, the image view's image,
    /// the label's reading.
    static func band(_ x: Double, _ y: Double, fill: String, reading: String) -> HostElement {
        Expect.element(
            .decoration, "Reading", 0, x, y, 360, 40, z: -1,
            look: Expect.look {
                $0.backgroundColor = Expect.color(fill)
                $0.cornerRadius = 8
                $0.maskedCorners = ["minXMinY", "maxXMinY"]
                $0.image = "gauge"
                $0.text = reading
            })
    }

    /// No options: a spec's default viewport (375 × 667) without safe area or scale (the unspecified
    /// display scale is 0), light, compact width and regular height (HostScreen), the layout's own
    /// vertical direction, Swift 5, and the host's data source of 3 sections of 6 items. 6 items fit
    /// in 375 (6 × 50 + 5 × 10 = 350), spread 15 apart; each section is one line, 40 below its top.
    @Test func theDefaults() {
        let run = SwiftApp.run(["frames"] + Self.files)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.contentSize == "\"contentSize\": {\"width\": 375, \"height\": 270},")
        var expected: [HostElement] = []
        for section in 0..<3 {
            for item in 0..<6 {
                expected.append(Expect.cell(section, item, Double(item) * 65, 40 + Double(section) * 90, 50, 50))
            }
        }
        expected.append(
            Self.band(0, 0, fill: "#F2F2F7FF", reading: "375x667 safe 0,0,0,0 scale 0 light w:compact h:regular vertical swift 5")
        )
        #expect(run.elementLines == expected.map(\.json))
    }

    /// `--device iphone-16e-landscape`: 844 × 390, safe area (0, 47, 21, 47), scale 3; `--appearance dark`
    /// (systemBackground's secondary #1C1C1E), `--direction horizontal`, `--swift-version 6`, `--items 2,1`.
    /// Size classes: compact width under 900 points on a short screen, compact height under 500.
    /// Scrolling horizontally a line is a column 390 − 40 − 21 = 329 high: 5 items fit (5 × 50 + 4 × 10 =
    /// 290), spread (329 − 250) / 4 = 19.75 apart, which a short column keeps. Each section is 47 + 50 +
    /// 47 = 144 wide.
    @Test func theDeviceAppearanceDirectionLanguageModeAndItems() {
        let run = SwiftApp.run(
            ["frames"] + Self.files + [
                "--device", "iphone-16e-landscape", "--appearance", "dark",
                "--direction", "horizontal", "--swift-version", "6", "--items", "2,1",
            ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.contentSize == "\"contentSize\": {\"width\": 288, \"height\": 390},")
        #expect(
            run.elementLines
                == [
                    Expect.cell(0, 0, 47, 40, 50, 50), Expect.cell(0, 1, 47, 109.75, 50, 50), Expect.cell(1, 0, 191, 40, 50, 50),
                    Self.band(
                        47, 0, fill: "#1C1C1EFF",
                        reading: "844x390 safe 0,47,21,47 scale 3 dark w:compact h:compact horizontal swift 6"),
                ].map(\.json))
    }

    /// `--viewport` replaces the device's bounds and keeps its safe area (iPhone 16e: 47 on top, 34 at
    /// the bottom) and scale; `--swift-version 4.2` is that language mode.
    @Test func theViewportOverridesTheDevicesBoundsAndOlderLanguageModes() {
        let run = SwiftApp.run(["frames"] + Self.files + ["--device", "iphone-16e", "--viewport", "300x500", "--items", "1"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.contentSize == "\"contentSize\": {\"width\": 300, \"height\": 171},")
        #expect(
            run.elementLines
                == [
                    Expect.cell(0, 0, 0, 87, 50, 50),
                    Self.band(
                        0, 47, fill: "#F2F2F7FF",
                        reading: "300x500 safe 47,0,34,0 scale 3 light w:compact h:regular vertical swift 5"),
                ].map(\.json))
        let old = SwiftApp.run(["frames"] + Self.files + ["--swift-version", "4.2", "--items", "1"])
        #expect(old.status == 0, "\(old.errors)")
        #expect(
            old.elementLines.last
                == Self.band(
                    0, 0, fill: "#F2F2F7FF",
                    reading: "375x667 safe 0,0,0,0 scale 0 light w:compact h:regular vertical swift 4.2"
                ).json)
    }

    /// `snapshot --direction horizontal` lays the code out scrolling horizontally: three items one above
    /// the other (a column), where vertically they stand side by side. On the iPhone SE (20 points of
    /// safe area on top, scale 2) the band reads the device.
    @Test func theSnapshotPassesTheDirectionAndTheDevice() {
        func lines(_ options: [String]) -> [String] {
            let run = SwiftApp.run(
                ["snapshot"] + Self.files + ["--device", "iphone-se", "--size", "60x20", "--items", "3", "--bare"] + options)
            #expect(run.status == 0, "\(run.errors)")
            return run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let vertical = lines([])
        #expect(vertical.contains { $0.contains("0.0") && $0.contains("0.1") && $0.contains("0.2") })
        #expect(vertical.contains { $0.contains("375x667 safe 20,0,0,0 scale 2 light") })
        let horizontal = lines(["--direction", "horizontal"])
        for item in 0..<3 { #expect(horizontal.filter { $0.contains("0.\(item)") }.count == 1) }
        #expect(!horizontal.contains { $0.contains("0.0") && $0.contains("0.1") })
        let rows = (0..<3).compactMap { item in horizontal.firstIndex { $0.contains("0.\(item)") } }
        #expect(rows.count == 3 && rows == rows.sorted() && Set(rows).count == 3)
    }

    /// What a command line without the Swift options gives the files: entry found by itself, the host's
    /// default items (3 sections of 6), Swift 5, a 10-second time limit.
    @Test func theOptionsDefaults() throws {
        guard case .frames(let options) = try CommandLineParser.parse(["frames", "Layout.swift"]) else {
            Issue.record("not frames")
            return
        }
        let swift = try #require(options.swift)
        #expect(swift.paths == ["Layout.swift"] && swift.entry == nil && swift.items == nil)
        #expect(swift.swiftVersion == "5" && swift.timeout == 10 && SwiftFilesOptions.defaultTimeout == 10)
        #expect(HostRequest.defaultItems == [6, 6, 6])
        guard
            case .snapshot(let snapshot) = try CommandLineParser.parse([
                "snapshot", "A.swift", "B.swift", "--entry", "Main", "--items", "5,3,7",
                "--swift-version", "6", "--timeout", "2.5",
            ])
        else {
            Issue.record("not snapshot")
            return
        }
        #expect(
            snapshot.swift?.paths == ["A.swift", "B.swift"] && snapshot.swift?.entry == "Main"
                && snapshot.swift?.items == [5, 3, 7])
        #expect(snapshot.swift?.swiftVersion == "6" && snapshot.swift?.timeout == 2.5)
    }
}
