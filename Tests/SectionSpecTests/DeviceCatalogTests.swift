import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// The device table is tested against its documented numbers: every row of the device table of
/// docs/devices.md ("Devices") against `DeviceCatalog`, and the catalog against the table.
@Suite("Device catalog") struct DeviceCatalogTests {
    /// One row of the table: model names, then points, scale, safe area upright, on its side, margins.
    struct Row {
        var names: [String], sizes: [Size], scale: Double
        var portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets
        var portraitMargins: EdgeInsets, landscapeMargins: EdgeInsets
    }

    static func docsRows() throws -> [Row] {
        let page = try docsSection("docs/devices.md", "### Devices")
        let start = try #require(page.range(of: "| device | points | scale |"))
        let table = page[start.upperBound...].split(separator: "\n").dropFirst(2).prefix { $0.hasPrefix("| `") }
        return try table.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(cells.count == 6, "\(line)")
            let names = cells[0].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
                $0.offset % 2 == 1
            }.map { String($0.element) }
            let sizes = cells[1].split(separator: ",").map { part -> Size in
                let numbers = part.trimmingCharacters(in: .whitespaces).split(separator: "×").compactMap { Double($0) }
                return Size(width: numbers[0], height: numbers[1])
            }
            let margins = cells[5].replacingOccurrences(of: " both ways", with: "").split(separator: "/").map {
                insets(String($0))
            }
            let portrait = insets(cells[3])
            return Row(
                names: names, sizes: sizes, scale: try #require(Double(cells[2])), portraitSafeArea: portrait,
                landscapeSafeArea: cells[4] == "none" ? .zero : insets(cells[4]),
                portraitMargins: margins[0], landscapeMargins: margins.count > 1 ? margins[1] : margins[0])
        }
    }

    /// `(59, 0, 34, 0)`: top, left, bottom, right.
    static func insets(_ text: String) -> EdgeInsets {
        let numbers = text.filter { $0.isNumber || $0 == "," || $0 == "." }.split(separator: ",").compactMap { Double($0) }
        guard numbers.count == 4 else { return EdgeInsets(all: -1) }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    @Test func everyPresetIsInTheDocsTableWithItsNumbers() throws {
        let rows = try Self.docsRows()
        var documented: Set<String> = []
        for row in rows {
            for (index, name) in row.names.enumerated() {
                let size = row.sizes[row.sizes.count == 1 ? 0 : index]
                let portrait = try #require(DeviceCatalog.device(named: name), "\(name)")
                let landscape = try #require(DeviceCatalog.device(named: name + "-landscape"), "\(name)")
                #expect(portrait.bounds == size, "\(name)")
                #expect(landscape.bounds == Size(width: size.height, height: size.width), "\(name)")
                #expect(portrait.screenScale == row.scale && landscape.screenScale == row.scale, "\(name)")
                #expect(portrait.safeAreaInsets == row.portraitSafeArea, "\(name)")
                #expect(landscape.safeAreaInsets == row.landscapeSafeArea, "\(name)")
                #expect(portrait.layoutMargins == row.portraitMargins, "\(name)")
                #expect(landscape.layoutMargins == row.landscapeMargins, "\(name)")
                documented.formUnion([portrait.name, landscape.name])
            }
        }
        #expect(documented == Set(DeviceCatalog.names))
        #expect(DeviceCatalog.names.count == 30 && Set(DeviceCatalog.names).count == 30)
    }

    /// A few numbers straight from their sources, so a table edit cannot carry the catalog with it:
    /// the HIG's 393×852 at 3x for the iPhone 16, 1032×1376 at 2x for the 13-inch iPad Pro (M5); the
    /// Dynamic Island's 59/34 upright and (0, 59, 21, 59) on its side (csl.cool).
    @Test func keyNumbersMatchTheirSources() throws {
        let phone = try #require(DeviceCatalog.device(named: "iphone-16"))
        #expect(phone.bounds == Size(width: 393, height: 852) && phone.screenScale == 3)
        #expect(phone.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        let sideways = try #require(DeviceCatalog.device(named: "iphone-16-landscape"))
        #expect(sideways.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(sideways.layoutMargins == EdgeInsets(left: 75, bottom: 21, right: 75))
        let pad = try #require(DeviceCatalog.device(named: "ipad-pro-13"))
        #expect(pad.bounds == Size(width: 1032, height: 1376) && pad.screenScale == 2)
    }

    @Test func unknownNamesGetTheNearest() {
        #expect(DeviceCatalog.device(named: "iphone-99") == nil)
        #expect(DeviceCatalog.nearestNames(to: "ipad pro 12") == ["ipad-pro-11", "ipad-pro-13", "ipad-air-11"])
    }

    /// `--list-devices`: a header, one line a preset in catalog order with its numbers, then the sources.
    @Test func theListingHasALineAPreset() {
        let lines = DeviceCatalog.listing.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("device ") && lines[0].hasSuffix("model"))
        #expect(lines[1...30].map { String($0.prefix { $0 != " " }) } == DeviceCatalog.names)
        #expect(
            lines.contains {
                $0.hasPrefix("iphone-16-landscape ") && $0.contains("852x393")
                    && $0.contains("(0, 59, 21, 59)") && $0.contains("(0, 75, 21, 75)") && $0.hasSuffix("iPhone 16, landscape")
            })
        #expect(DeviceCatalog.listing.contains("Insets are (top, left, bottom, right) in points."))
    }

    /// The viewer's `R`: the device's values follow the other orientation; the spec's own stay (a
    /// viewport of its own is turned); `R R` is where it started.
    @Test func rotatingTurnsWhatCameFromTheDevice() throws {
        let spec = try decodeSpec(#"{"device": "iphone-16"}"#)
        let turned = try #require(spec.rotated())
        #expect(turned.device?.name == "iphone-16-landscape")
        #expect(turned.viewport == Size(width: 852, height: 393))
        #expect(turned.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(turned.layoutMargins == EdgeInsets(left: 75, bottom: 21, right: 75))
        #expect(turned.rotated() == spec)
        let own = try decodeSpec(
            #"{"device": "iphone-16", "viewport": {"width": 300, "height": 600}, "safeAreaInsets": {"top": 5}}"#)
        let ownTurned = try #require(own.rotated())
        #expect(ownTurned.viewport == Size(width: 600, height: 300) && ownTurned.safeAreaInsets == EdgeInsets(top: 5))
        #expect(try decodeSpec("{}").rotated() == nil)
    }
}
