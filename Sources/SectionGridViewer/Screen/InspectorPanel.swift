import CellGrid
import SectionLayout
import SectionScene

/// Where the inspector sits on the screen and what its lines say: a box over the side of the layout
/// opposite the selected section (its selected item, when one is), as tall as its lines or the layout
/// area above the message line; a heading line per group, a line per row — name, value, source, and UIKit's name as a fourth
/// column when it fits, else on a line of its own under the row where it differs from the spec's name
/// — scrolled to keep the cursor in view.
struct InspectorPanel {
    /// One line inside the box.
    struct Line: Equatable {
        /// What the line is.
        enum Kind: Equatable { case heading, row, uikitName }
        var text: String
        var kind: Kind
        /// The row it belongs to (`nil` for headings).
        var row: Int?
    }

    /// The box, borders included, in screen cells.
    let frame: CellRect
    /// Every line, of which the box shows `visible` from `first`.
    let lines: [Line]
    let first: Int
    /// The row under the cursor.
    let cursor: Int
    /// The title on the top border, and the note on the bottom one.
    let title: String, footer: String

    /// The narrowest box, and the widest.
    static let widths = 40...96

    init(_ state: ViewerState) {
        let model = state.inspectorModel
        let area = state.layoutArea
        let width = Swift.min(area.width, Swift.max(Self.widths.lowerBound, Swift.min(Self.widths.upperBound, area.width / 2)))
        let cursor = state.inspector.cursor(in: model)
        let lines = Self.lines(model, contentWidth: Swift.max(0, width - 4))
        self.cursor = cursor
        self.lines = lines
        // Above the message line, which stays readable.
        let height = Swift.min(Swift.max(0, area.height - (state.showsChrome ? 1 : 0)), lines.count + 2)
        let onLeft = Self.selectionIsOnTheRight(state)
        frame = CellRect(x: onLeft ? area.x : area.maxX - width, y: area.y, width: width, height: height)
        let visible = Swift.max(0, height - 2)
        let cursorLine = lines.firstIndex { $0.row == cursor } ?? 0
        first = Swift.min(Swift.max(0, lines.count - visible), Swift.max(0, cursorLine - visible / 2))
        title = " inspector · " + (state.inspectedSection.map { "section \($0)" } ?? "layout") + " "
        footer = model.rows.isEmpty ? " Enter closes " : " \(cursor + 1)/\(model.rows.count) · + - > < change · Enter closes "
    }

    /// The lines that fit in the box.
    var visibleLines: ArraySlice<Line> { lines.dropFirst(first).prefix(Swift.max(0, frame.height - 2)) }

    /// The line drawn at a screen cell, `nil` outside the box's inside.
    func line(atColumn column: Int, row: Int) -> Line? {
        guard column > frame.x, column < frame.maxX - 1, row > frame.y, row < frame.maxY - 1 else { return nil }
        let index = first + row - frame.y - 1
        return lines.indices.contains(index) ? lines[index] : nil
    }

    /// True when the selected item, or else the selected section, sits mostly in the right half of the
    /// layout area: the panel then goes on the left.
    private static func selectionIsOnTheRight(_ state: ViewerState) -> Bool {
        let frame =
            state.items.selected.flatMap { state.screenItems.drawnFrame(of: $0) }
            ?? state.inspectedSection.flatMap { state.layout.sectionFrame($0) }
        guard let frame else { return false }
        let cells = state.screenCells(of: frame).intersection(state.layoutArea)
        guard cells.width > 0 else { return false }
        return 2 * cells.x + cells.width > 2 * state.layoutArea.x + state.layoutArea.width
    }

    /// The lines for `model` in a box `contentWidth` columns wide inside.
    static func lines(_ model: InspectorModel, contentWidth: Int) -> [Line] {
        let rows = model.rows
        let sourceWidth = 7
        // Values up to 14 columns, fewer in a narrow box (down to 10) so that names keep some room.
        let valueWidth = Swift.min(
            14, Swift.max(10, contentWidth - sourceWidth - 21),
            rows.map { DisplayWidth.of($0.value) }.max() ?? 0)
        let nameWidth = Swift.min(
            1 + (rows.map { DisplayWidth.of($0.name) }.max() ?? 0),
            Swift.max(8, contentWidth - valueWidth - sourceWidth - 2))
        let uikitRoom = contentWidth - nameWidth - valueWidth - sourceWidth - 3
        let uikitWidth = rows.map { DisplayWidth.of($0.uikitName) }.max() ?? 0
        // Room for most of UIKit's names; a longer one is cut at the box's edge.
        let uikitInline = uikitRoom >= Swift.min(uikitWidth, 20)
        var result: [Line] = []
        var index = 0
        for group in model.groups where !group.rows.isEmpty {
            result.append(Line(text: group.title, kind: .heading, row: nil))
            for row in group.rows {
                var text =
                    pad(TextFitting.truncate(" " + row.name, toWidth: nameWidth), nameWidth) + " "
                    + padLeft(TextFitting.truncate(row.value, toWidth: valueWidth), valueWidth) + " "
                    + pad(row.source.rawValue, sourceWidth)
                if uikitInline { text += " " + row.uikitName }
                result.append(Line(text: text, kind: .row, row: index))
                if !uikitInline, row.uikitName != row.name {
                    result.append(Line(text: "   UIKit " + row.uikitName, kind: .uikitName, row: index))
                }
                index += 1
            }
        }
        return result
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: Swift.max(0, width - DisplayWidth.of(text)))
    }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - DisplayWidth.of(text))) + text
    }
}
