import SectionLayout
import Testing

@testable import CellGrid

/// Section borders and shadows drawn in monochrome: a one-cell outline, rounded corners from half a
/// column of radius, a `▓` band on the side the shadow's offset points to.
@Suite struct BorderPictureTests {
    static func bordered(cornerRadius: Double, shadowOffset: Size) -> LayoutResult {
        let style = BackgroundStyle(
            color: .white, cornerRadius: cornerRadius, border: Border(width: 1, color: .black),
            shadow: Shadow(offset: shadowOffset, radius: 2, opacity: 0.5))
        return FlowLayout(
            itemSize: s(30, 20), sectionInset: EdgeInsets(all: 10),
            background: SectionBackground(
                margin: EdgeInsets(top: 0, left: 5, bottom: 0, right: 15),
                style: style),
            sections: [FlowSection(items: .count(2))]
        ).layout(in: s(100, 100))
    }

    @Test func squareBorderWithShadowDownRight() {
        let layout = Self.bordered(cornerRadius: 0, shadowOffset: s(3, 3))
        expectPicture(
            render(layout, columns: 20, rows: 6, pointsPerColumn: 5).grid,
            [
                " ┌──────────────┐   ",
                " │┌0.0─┐░░░░┌0.1─┐  ",
                " │└────┘░░░░└────┘  ",
                " └──────────────┘▓  ",
                "  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓  ",
                "                    ",
            ],
            styles: [
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
            ], legend: .monochrome)
    }

    @Test func roundedBorderWithShadowUp() {
        let layout = Self.bordered(cornerRadius: 8, shadowOffset: s(0, -3))
        expectPicture(
            render(layout, columns: 20, rows: 6, pointsPerColumn: 5, offset: Point(x: 0, y: -10)).grid,
            [
                " ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓   ",
                " ╭──────────────╮   ",
                " │┌0.0─┐░░░░┌0.1─┐  ",
                " │└────┘░░░░└────┘  ",
                " ╰──────────────╯   ",
                "                    ",
            ],
            styles: [
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
                "....................",
            ], legend: .monochrome)
    }

    @Test func cornerRadiusBelowHalfACellStaysSquare() {
        let layout = Self.bordered(cornerRadius: 2, shadowOffset: s(0, -3))
        let grid = render(layout, columns: 20, rows: 6, pointsPerColumn: 5, offset: Point(x: 0, y: -10)).grid
        #expect(grid.plainLines()[1] == " ┌──────────────┐   ")
    }
}
