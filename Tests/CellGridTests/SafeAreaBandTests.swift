import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

/// Issue 14 §2: "the viewer draws the safe area (a dim band) so the user sees what the notch and home
/// indicator cover": the bands' rects, in the scene, and in cells (dimmed colours; dim `·` in monochrome).
@Suite struct SafeAreaBandTests {
    @Test func oneRectPerEdgeWithAnInsetTopAndBottomFullWidth() {
        let bands = SafeAreaBands(bounds: r(0, 100, 200, 400), insets: EdgeInsets(top: 20, left: 10, bottom: 30, right: 5))
        #expect(bands.rects == [r(0, 100, 200, 20), r(0, 470, 200, 30), r(0, 120, 10, 350), r(195, 120, 5, 350)])
        #expect(SafeAreaBands(bounds: r(0, 0, 100, 100), insets: .zero).rects.isEmpty)
        // Clamped to the bounds: nothing past them, and no side band without room between top and bottom.
        #expect(
            SafeAreaBands(bounds: r(0, 0, 100, 50), insets: EdgeInsets(top: 40, left: 30, bottom: 40, right: 200)).rects
                == [r(0, 0, 100, 40), r(0, 40, 100, 10)])
        #expect(SafeAreaBands(bounds: r(0, 0, 100, 50), insets: EdgeInsets(top: .infinity, left: -5)).rects.isEmpty)
    }

    @Test func theBandsAreTheLastElementOfTheScene() {
        var builder = SceneBuilder()
        builder.safeArea = SafeAreaBands(bounds: r(0, 0, 100, 200), insets: EdgeInsets(top: 10, bottom: 20))
        let scene = builder.scene(of: RendererPictureTests.twoSections(.vertical), in: r(0, 0, 100, 200), elementLimit: 100)
        let last = scene?.entries.last
        #expect(
            last?.element.elementKind == SafeAreaBands.elementKind && last?.element.category == .decorationView
                && last?.element.section == -1)
        let rectangles = (last?.commands ?? []).compactMap { command -> SceneRectangle? in
            if case .rectangle(let rectangle) = command { return rectangle }
            return nil
        }
        #expect(rectangles.map(\.rect) == [r(0, 0, 100, 10), r(0, 180, 100, 20)])
        #expect(rectangles.count == last?.commands.count)
        #expect(rectangles.allSatisfy { $0.fill == SafeAreaBands.dimColor && $0.stroke == nil && $0.image == nil })
    }

    /// Monochrome: what the bands cover turns dim and blanks show `·`; what lies between is untouched.
    @Test func monochromeBandsDimAndDotTheEdges() {
        var grid = Grid(width: 20, height: 10)
        let viewport = Viewport(columns: 20, rows: 10, scale: CellScale(pointsPerColumn: 5))
        var renderer = LayoutRenderer(theme: .monochrome)
        renderer.safeAreaInsets = EdgeInsets(top: viewport.scale.pointsPerRow, left: 10)
        renderer.render(RendererPictureTests.twoSections(.vertical), viewport: viewport, into: &grid)
        expectPicture(
            grid,
            [
                "· Section 0 ········", // the title's own blanks (bold) stay blank: it stays readable
                "··                  ",
                "░░░░░░░░░░░░░░░░░░░░",
                "░░┌────┐░░░░┌────┐░░",
                "░░│0.0 │░░░░│0.1 │░░",
                "░░└────┘░░░░└────┘░░",
                "░░░░░░░░░░░░░░░░░░░░",
                "··       Section 0  ",
                "· Section 1         ",
                "··                  ",
            ])
        #expect(grid.style(atX: 5, y: 0).attributes.contains(.dim), "the top band dims the title")
        #expect(grid.style(atX: 1, y: 4).attributes.contains(.dim), "the left band")
        #expect(!grid.style(atX: 5, y: 4).attributes.contains(.dim), "inside the safe area")
    }

    /// In colour a band moves what is beneath 40 % towards black, the characters kept.
    @Test func colourBandsMixTowardsBlack() {
        let red = Color(red: 255, green: 0, blue: 0)
        let layout = FlowLayout(
            sectionInset: EdgeInsets(top: 0, left: 60, bottom: 0, right: 0),
            background: SectionBackground(style: BackgroundStyle(color: red)),
            sections: [FlowSection(items: .count(1))]
        ).layout(in: s(100, 100))
        var grid = Grid(width: 20, height: 5)
        let viewport = Viewport(columns: 20, rows: 5, scale: CellScale(pointsPerColumn: 5))
        var renderer = LayoutRenderer(theme: Theme(depth: .truecolor))
        renderer.render(layout, viewport: viewport, into: &grid)
        let plain = grid
        renderer.safeAreaInsets = EdgeInsets(top: viewport.scale.pointsPerRow)
        grid = Grid(width: 20, height: 5)
        renderer.render(layout, viewport: viewport, into: &grid)
        #expect(grid.plainLines() == plain.plainLines())
        let under = plain.style(atX: 3, y: 0).background
        let dimmed = grid.style(atX: 3, y: 0).background
        guard case .rgb(let r, let g, let b) = under, case .rgb(let r2, let g2, let b2) = dimmed else {
            Issue.record("not true colour: \(under) \(dimmed) \(plain.plainLines())")
            return
        }
        let expected = Color(red: r, green: g, blue: b).mixed(with: Color(red: 0, green: 0, blue: 0), amount: 0.4)
        #expect(Color(red: r2, green: g2, blue: b2) == expected)
        #expect(grid.style(atX: 3, y: 1) == plain.style(atX: 3, y: 1), "below the band nothing changes")
    }

    /// The rows (or columns) a band dims in a 20×10 monochrome grid at 15 pt a column (30 a row), the
    /// content scrolled to `y`.
    static func dimmedRows(insets: EdgeInsets, y: Double) -> [Int] {
        let layout = FlowLayout(sections: [FlowSection(items: .count(200))]).layout(in: s(300, 300))
        var grid = Grid(width: 20, height: 10)
        let viewport = Viewport(columns: 20, rows: 10, scale: CellScale(pointsPerColumn: 15), contentOffset: Point(x: 0, y: y))
        var renderer = LayoutRenderer(theme: .monochrome)
        renderer.safeAreaInsets = insets
        renderer.render(layout, viewport: viewport, into: &grid)
        return (0..<10).filter { row in (0..<20).allSatisfy { grid.style(atX: $0, y: row).attributes.contains(.dim) } }
    }

    /// A band thinner than a row still dims one: at 30 pt a row the 21 pt home-indicator band is 0.7
    /// of a row, and scrolled 12 pt (0.4 of a row) its points lay past the last row drawn, so it
    /// vanished. Bands are counted from the screen's edges: ⌊thickness / points per row + ½⌋ rows, at
    /// least one — the same at every scroll offset (the 59 pt top band is 2 rows, not 2 or 3).
    @Test func aBandThinnerThanARowIsOneRowAtEveryOffset() {
        for y in stride(from: 0.0, to: 60, by: 3) {
            #expect(Self.dimmedRows(insets: EdgeInsets(bottom: 21), y: y) == [9], "offset \(y)")
            #expect(Self.dimmedRows(insets: EdgeInsets(top: 59, bottom: 34), y: y) == [0, 1, 9], "offset \(y)")
            #expect(Self.dimmedRows(insets: EdgeInsets(top: 1), y: y) == [0], "offset \(y)")
        }
    }

    /// Side bands: a 4 pt inset (under a third of a 15 pt column) dims one column, between the top and
    /// bottom bands' rows.
    @Test func aThinSideBandIsOneColumnBetweenTheTopAndBottomBands() {
        let layout = FlowLayout(sections: [FlowSection(items: .count(200))]).layout(in: s(300, 300))
        var grid = Grid(width: 20, height: 10)
        let viewport = Viewport(columns: 20, rows: 10, scale: CellScale(pointsPerColumn: 15), contentOffset: Point(x: 0, y: 12))
        var renderer = LayoutRenderer(theme: .monochrome)
        renderer.safeAreaInsets = EdgeInsets(top: 59, left: 4, bottom: 21, right: 4)
        renderer.render(layout, viewport: viewport, into: &grid)
        for row in 0..<10 {
            let dimmed = (0..<20).filter { grid.style(atX: $0, y: row).attributes.contains(.dim) }
            #expect(dimmed == (row < 2 || row == 9 ? Array(0..<20) : [0, 19]), "row \(row)")
        }
    }
}
