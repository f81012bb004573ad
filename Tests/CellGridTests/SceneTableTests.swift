import SectionLayout
import Testing

@testable import CellGrid
@testable import SectionScene

/// The scene of a small layout, command by command: drawing order, frames in points, RGB colours and
/// element tags, in both scroll directions (horizontal is the vertical table with every frame
/// transposed; a shadow's offset is the spec's and stays as given).
@Suite struct SceneTableTests {
    /// Two sections of 30×30 items, inset 10, header 20 and footer 10 pt long, each background holding
    /// its header: section 0 blue, rounded 8, a 2 pt white border and a shadow; section 1 yellow.
    static func layout(_ direction: Axis) -> LayoutResult {
        let style = BackgroundStyle(
            color: Color("blue"), cornerRadius: 8, border: Border(width: 2, color: .white),
            shadow: Shadow(offset: s(0, 3), radius: 4, opacity: 0.5))
        let yellow = SectionBackground(includeHeader: true, style: BackgroundStyle(color: Color("yellow")))
        let flow = FlowLayout(
            scrollDirection: direction, itemSize: s(30, 30), sectionInset: EdgeInsets(all: 10),
            headerReferenceSize: s(20, 20), footerReferenceSize: s(10, 10),
            background: SectionBackground(includeHeader: true, style: style),
            sections: [FlowSection(items: .count(2)), FlowSection(items: .count(1), background: yellow)])
        return flow.layout(in: direction == .vertical ? s(100, 400) : s(400, 100))
    }

    /// One command of the table with its element's tags.
    struct Row: Hashable, CustomStringConvertible {
        var id: String
        var category: SceneElement.Category
        var zIndex: Int
        var command: SceneCommand
        var description: String { "\(id) \(category) z\(zIndex) \(command)" }
    }

    static let blue = SceneColor(red: 0, green: 0, blue: 255), yellow = SceneColor(red: 255, green: 255, blue: 0)
    /// Blue items: blue moved 45 % towards white (blue is darker than 0.55); yellow ones: yellow moved
    /// 25 % towards black (`ColorScheme.itemColor`).
    static let blueItem = SceneColor(red: 115, green: 115, blue: 255), yellowItem = SceneColor(red: 191, green: 191, blue: 0)

    static func shadow(_ rect: Rect) -> SceneCommand {
        .shadow(SceneShadow(rect: rect, cornerRadius: 8, color: .black, offset: s(0, 3), radius: 4, opacity: 0.5))
    }
    static func box(_ rect: Rect, _ fill: SceneColor) -> SceneCommand {
        .rectangle(SceneRectangle(rect: rect, fill: fill, stroke: SceneStroke(width: 1, color: .black)))
    }
    static func label(_ rect: Rect, _ section: Int, _ item: Int) -> SceneCommand {
        .text(SceneText(rect: rect, content: .indexPath(section: section, item: item), alignment: .center, color: .black))
    }
    static func title(_ rect: Rect, _ section: Int, header: Bool, ink: SceneColor) -> SceneCommand {
        .text(
            SceneText(
                rect: rect, content: .string("Section \(section)"), alignment: header ? .leading : .trailing,
                emphasis: header ? .strong : .subdued, color: ink))
    }

    /// Vertical: section 0 spans y 0–80 (header 0–20, items at y 30, footer 70–80), section 1 y 80–160.
    /// Backgrounds first (zIndex −1), then the query's order: header, items, footer. Titles on the blue
    /// read in white, on yellow or off the backgrounds (footers, over the white default) in black;
    /// section 1's fill stands apart from section 0's blue.
    static let vertical: [Row] = [
        Row(id: "background-0", category: .decorationView, zIndex: -1, command: shadow(r(0, 0, 100, 70))),
        Row(
            id: "background-0", category: .decorationView, zIndex: -1,
            command: .rectangle(
                SceneRectangle(
                    rect: r(0, 0, 100, 70), cornerRadius: 8, fill: blue, stroke: SceneStroke(width: 2, color: .white)))),
        Row(
            id: "background-1", category: .decorationView, zIndex: -1,
            command: .rectangle(
                SceneRectangle(
                    rect: r(0, 80, 100, 70), fill: yellow, adjacentFill: blue))),
        Row(
            id: "header-0", category: .supplementaryView, zIndex: 0,
            command: title(r(0, 0, 100, 20), 0, header: true, ink: .white)),
        Row(id: "cell-0-0", category: .cell, zIndex: 0, command: box(r(10, 30, 30, 30), blueItem)),
        Row(id: "cell-0-0", category: .cell, zIndex: 0, command: label(r(10, 30, 30, 30), 0, 0)),
        Row(id: "cell-0-1", category: .cell, zIndex: 0, command: box(r(60, 30, 30, 30), blueItem)),
        Row(id: "cell-0-1", category: .cell, zIndex: 0, command: label(r(60, 30, 30, 30), 0, 1)),
        Row(
            id: "footer-0", category: .supplementaryView, zIndex: 0,
            command: title(r(0, 70, 100, 10), 0, header: false, ink: .black)),
        Row(
            id: "header-1", category: .supplementaryView, zIndex: 0,
            command: title(r(0, 80, 100, 20), 1, header: true, ink: .black)),
        Row(id: "cell-1-0", category: .cell, zIndex: 0, command: box(r(10, 110, 30, 30), yellowItem)),
        Row(id: "cell-1-0", category: .cell, zIndex: 0, command: label(r(10, 110, 30, 30), 1, 0)),
        Row(
            id: "footer-1", category: .supplementaryView, zIndex: 0,
            command: title(r(0, 150, 100, 10), 1, header: false, ink: .black)),
    ]

    /// A row with its frames transposed.
    static func transposed(_ row: Row) -> Row {
        var row = row
        switch row.command {
        case .shadow(var shadow):
            shadow.rect = shadow.rect.transposed
            row.command = .shadow(shadow)
        case .rectangle(var rectangle):
            rectangle.rect = rectangle.rect.transposed
            row.command = .rectangle(rectangle)
        case .text(var text):
            text.rect = text.rect.transposed
            row.command = .text(text)
        }
        return row
    }

    @Test(arguments: [Axis.vertical, .horizontal])
    func theSceneCommandByCommand(direction: Axis) throws {
        let layout = Self.layout(direction)
        let scene = try #require(SceneBuilder().scene(of: layout, in: r(-10, -10, 420, 420)))
        let rows = scene.commands.map {
            Row(
                id: $0.element.id, category: $0.element.category, zIndex: $0.element.zIndex,
                command: $0.command)
        }
        let expected = direction == .vertical ? Self.vertical : Self.vertical.map(Self.transposed)
        #expect(rows.count == expected.count)
        for (index, (actual, wanted)) in zip(rows, expected).enumerated() where actual != wanted {
            Issue.record("command \(index):\n  expected \(wanted)\n  actual   \(actual)")
        }
        #expect(scene.backgroundColor == nil)
        // Every element's frame is the layout's, and its commands are laid out in it.
        for entry in scene.entries {
            let attributes = layout.attributes(
                kind: entry.element.elementKind, section: entry.element.section,
                item: entry.element.item)
            #expect(attributes?.frame == entry.element.frame, "\(entry.element)")
            #expect(entry.commands.allSatisfy { $0.rect == entry.element.frame }, "\(entry.element)")
        }
    }

    /// A rect holding part of the layout gives the scene of that part only: the rect query decides.
    @Test func aRectGivesOnlyWhatItHolds() throws {
        let scene = try #require(SceneBuilder().scene(of: Self.layout(.vertical), in: r(0, 100, 100, 20)))
        #expect(scene.entries.map(\.element.id) == ["background-1", "cell-1-0"])
    }
}
