import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

/// Right to left, a section's title starts at the leading edge of the reading direction — the right —
/// as a header's label of natural alignment does in UIKit ("the default alignment for right-to-left
/// scripts is NSTextAlignment.right", https://developer.apple.com/documentation/uikit/nstextalignment/natural),
/// and a footer's title, trailing, stands at the left. Titles turned down a narrow strip still read from
/// its top. Drawn in monochrome: `░` and `▒` are the sections' backgrounds.
@Suite struct RightToLeftTitlePictureTests {
    /// `RendererPictureTests.twoSections`, laid out right to left.
    static func twoSections(_ direction: Axis) -> LayoutResult {
        let rounded = SectionBackground(style: BackgroundStyle(color: .white, cornerRadius: 10))
        let flow = FlowLayout(
            scrollDirection: direction, itemSize: s(30, 30), sectionInset: EdgeInsets(all: 10),
            headerReferenceSize: s(20, 20), footerReferenceSize: s(10, 10),
            background: SectionBackground(style: BackgroundStyle(color: .white)),
            sections: [
                FlowSection(items: .count(2)),
                FlowSection(items: .count(3), background: rounded),
            ])
        return flow.layout(
            in: LayoutEnvironment(
                bounds: direction == .vertical ? s(100, 200) : s(200, 100),
                layoutDirection: .rightToLeft))
    }

    @Test func headersStartAtTheRightAndFootersStandAtTheLeft() {
        expectPicture(
            render(Self.twoSections(.vertical), columns: 20, rows: 20, pointsPerColumn: 5).grid,
            [
                "         Section 0  ",
                "                    ",
                "░░░░░░░░░░░░░░░░░░░░",
                "░░┌────┐░░░░┌────┐░░",
                "░░│0.1 │░░░░│0.0 │░░",
                "░░└────┘░░░░└────┘░░",
                "░░░░░░░░░░░░░░░░░░░░",
                "  Section 0         ",
                "         Section 1  ",
                "                    ",
                "╭▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╮",
                "▒▒┌────┐▒▒▒▒┌────┐▒▒",
                "▒▒│1.1 │▒▒▒▒│1.0 │▒▒",
                "▒▒└────┘▒▒▒▒└────┘▒▒",
                "▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒",
                "▒▒▒▒▒▒▒▒▒▒▒▒┌────┐▒▒",
                "▒▒▒▒▒▒▒▒▒▒▒▒│1.2 │▒▒",
                "▒▒▒▒▒▒▒▒▒▒▒▒└────┘▒▒",
                "╰▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╯",
                "  Section 1         ",
            ])
    }

    @Test func theScenesTitlesFollowTheLayoutsDirection() throws {
        for direction in LayoutDirection.allCases {
            let flow = FlowLayout(
                itemSize: s(30, 30), headerReferenceSize: s(0, 20), footerReferenceSize: s(0, 10),
                sections: [FlowSection(items: .count(1))])
            let layout = flow.layout(in: LayoutEnvironment(bounds: s(100, 200), layoutDirection: direction))
            let scene = try #require(SceneBuilder().scene(of: layout, in: r(0, 0, 100, 200)))
            let titles = scene.entries.flatMap(\.commands).compactMap { command -> SceneText? in
                if case .text(let text) = command, case .string = text.content { return text } else { return nil }
            }
            let rightToLeft = direction == .rightToLeft
            #expect(titles.map(\.alignment) == [.leading, .trailing])
            #expect(titles.map(\.layoutDirection) == [direction, direction])
            #expect(titles.map(\.placement) == (rightToLeft ? [.right, .left] : [.left, .right]), "\(direction)")
        }
    }
}

extension RightToLeftTitlePictureTests {
    /// Scrolling horizontally, a header is a strip at its section's leading edge — the right — and its
    /// title runs down it from the top; a footer's, at the left, ends at the bottom (left to right alike).
    @Test func turnedTitlesStillReadFromTheTop() {
        expectPicture(
            render(Self.twoSections(.horizontal), columns: 80, rows: 20, pointsPerColumn: 2.5).grid,
            [
                "    ╭▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╮            ░░░░░░░░░░░░░░░░░░░░        ",
                "    ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒   S        ░░░░░░░░░░░░░░░░░░░░   S    ",
                "    ▒▒▒▒┌──────────┐▒▒▒▒┌──────────┐▒▒▒▒   e        ░░░░┌──────────┐░░░░   e    ",
                "    ▒▒▒▒│          │▒▒▒▒│          │▒▒▒▒   c        ░░░░│          │░░░░   c    ",
                "    ▒▒▒▒│   1.2    │▒▒▒▒│   1.0    │▒▒▒▒   t        ░░░░│   0.0    │░░░░   t    ",
                "    ▒▒▒▒│          │▒▒▒▒│          │▒▒▒▒   i        ░░░░│          │░░░░   i    ",
                "    ▒▒▒▒│          │▒▒▒▒│          │▒▒▒▒   o        ░░░░│          │░░░░   o    ",
                "    ▒▒▒▒└──────────┘▒▒▒▒└──────────┘▒▒▒▒   n        ░░░░└──────────┘░░░░   n    ",
                "    ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒            ░░░░░░░░░░░░░░░░░░░░        ",
                "    ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒   1        ░░░░░░░░░░░░░░░░░░░░   0    ",
                " S  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒         S  ░░░░░░░░░░░░░░░░░░░░        ",
                " e  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒         e  ░░░░░░░░░░░░░░░░░░░░        ",
                " c  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒┌──────────┐▒▒▒▒         c  ░░░░┌──────────┐░░░░        ",
                " t  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│          │▒▒▒▒         t  ░░░░│          │░░░░        ",
                " i  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│   1.1    │▒▒▒▒         i  ░░░░│   0.1    │░░░░        ",
                " o  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│          │▒▒▒▒         o  ░░░░│          │░░░░        ",
                " n  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│          │▒▒▒▒         n  ░░░░│          │░░░░        ",
                "    ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒└──────────┘▒▒▒▒            ░░░░└──────────┘░░░░        ",
                " 1  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒         0  ░░░░░░░░░░░░░░░░░░░░        ",
                "    ╰▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒╯            ░░░░░░░░░░░░░░░░░░░░        ",
            ])
    }
}
