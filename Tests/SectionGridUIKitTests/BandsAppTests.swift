import SectionGridHostProtocol
import SectionLayout
import Testing

@testable import SectionGridTestSupport

/// `Fixtures/Apps/Bands`: a storyboard collection view controller whose layout is a flow layout
/// subclass painting a band per section (see its files). Frames derived by hand from its code and
/// UIKit's flow layout (docs/spec.md, "Flow layout semantics"): 300 points wide, section 0 inset 20/15/20/15
/// holds 4 items of 60 on a line (4 × 60 + 3 × 10 = 270, the width less the insets, exactly), its fifth
/// on the first column of the next line (all items one size); section 1 (inset 10/15/10/15) starts at
/// 130 and its two items sit on the first two columns.
@Suite("A flow layout subclass with decoration bands, from a storyboard", Swiftc.required)
struct BandsAppTests {
    static let cells: [HostElement] = [
        Expect.cell(0, 0, 15, 20, 60, 40), Expect.cell(0, 1, 85, 20, 60, 40), Expect.cell(0, 2, 155, 20, 60, 40),
        Expect.cell(0, 3, 225, 20, 60, 40), Expect.cell(0, 4, 15, 70, 60, 40),
        Expect.cell(1, 0, 15, 140, 60, 40), Expect.cell(1, 1, 85, 140, 60, 40),
    ]
    /// Band `s`: from its first item's row less the top inset to its last item's row plus the bottom
    /// inset, across the collection view (`prepare()` of `BandLayout`), below the cells.
    static let bands: [HostElement] = [
        Expect.element(.decoration, "BandBackground", 0, 0, 0, 300, 130, z: -1),
        Expect.element(.decoration, "BandBackground", 1, 0, 130, 300, 60, z: -1),
    ]

    static let run = Result {
        try CompiledApp.run(
            "Bands",
            [
                Expect.request(1, 300, 500),
                Expect.request(2, 300, 500) { $0.appearance = .dark },
                Expect.request(3, 300, 500) { $0.layoutDirection = .rightToLeft },
            ])
    }

    /// The flow layout's cells in its order, then the bands `layoutAttributesForElements(in:)` appends.
    @Test func framesAreTheFlowLayoutsThenTheBands() throws {
        let run = try Self.run.get()
        #expect(run.messages.first == .ready(protocolVersion: 1, entry: "BandsViewController"))
        let layout = try #require(run.layouts.first)
        #expect(layout.contentSize == Size(width: 300, height: 190))
        #expect(layout.elements == Self.cells + Self.bands)
        // The collection view's own fill, `systemGroupedBackground`, light then dark.
        #expect(
            layout.backgroundColor == Expect.color("#F2F2F7FF") && run.layouts[1].backgroundColor == Expect.color("#000000FF"))
        #expect(run.status == 0 && !run.wasSignalled)
    }

    /// Light: the cells' content view fill (`systemBackground`) and their layer's border (`separator`,
    /// resolved by `cgColor` for the appearance); the bands' colours from the delegate (`systemTeal`, and
    /// 1, 0.5, 0 at half alpha: 127.5 rounds to 0x80), rounded at the top corners only (`apply(_:)`).
    /// System colour values: `Color.named` (Apple's HIG colour tables).
    @Test func looksInLight() throws {
        let looks = try Self.run.get().looks(request: 1)
        let cell = Expect.look {
            $0.backgroundColor = Expect.color("#FFFFFFFF")
            $0.borderWidth = 1
            $0.borderColor = Expect.color("#3C3C434A")
        }
        #expect((0..<7).map { looks[$0] } == Array(repeating: cell, count: 7))
        #expect(looks[7] == Self.band("#30B0C7FF") && looks[8] == Self.band("#FF800080"))
    }

    /// Dark: the same code, the dark values (`Color.darkNamed`); a fixed colour does not change.
    @Test func looksInDark() throws {
        let run = try Self.run.get()
        #expect(run.layouts[1].elements == Self.cells + Self.bands)
        let looks = run.looks(request: 2)
        #expect(
            looks[0]
                == Expect.look {
                    $0.backgroundColor = Expect.color("#000000FF")
                    $0.borderWidth = 1
                    $0.borderColor = Expect.color("#54545899")
                })
        #expect(looks[7] == Self.band("#40C8E0FF") && looks[8] == Self.band("#FF800080"))
    }

    /// Right to left, the collection view shows the flow layout's frames mirrored across the content's
    /// width (`flipsHorizontallyInOppositeLayoutDirection`, true for a flow layout): `x' = 300 − maxX`.
    @Test func rightToLeftMirrorsTheFrames() throws {
        let layout = try Self.run.get().layouts[2]
        let mirrored = (Self.cells + Self.bands).map { element -> HostElement in
            var element = element
            element.frame.origin.x = 300 - element.frame.maxX
            return element
        }
        #expect(layout.elements == mirrored)
        #expect(layout.elements[0].frame.minX == 225 && layout.elements[3].frame.minX == 15)
    }

    private static func band(_ color: String) -> ViewLook {
        Expect.look {
            $0.backgroundColor = Expect.color(color)
            $0.cornerRadius = 8
            $0.maskedCorners = ["minXMinY", "maxXMinY"]
        }
    }
}
