import CellGrid
import SectionLayout
import SectionScene

/// Draws the inspector (`InspectorPanel`) over the layout: a rounded box like the help's, headings in
/// bold, UIKit's names dimmed, the cursor's row in reverse video.
enum InspectorOverlay {
    static func draw(_ state: ViewerState, into grid: inout Grid) {
        let panel = InspectorPanel(state)
        let box = panel.frame
        guard box.width > 4, box.height > 2 else { return }
        let depth = state.depth
        let base =
            depth == .monochrome
            ? Style.plain
            : Style(foreground: .rgb(240, 240, 240), background: .rgb(30, 30, 46)).quantized(to: depth)
        let id = grid.styleID(for: base)
        grid.fill(box, style: id)
        grid.drawRoundedBorder(box, style: id)
        let room = box.width - 4
        grid.write(TextFitting.truncate(panel.title, toWidth: room), x: box.x + 2, y: box.y, style: id)
        grid.write(TextFitting.truncate(panel.footer, toWidth: room), x: box.x + 2, y: box.maxY - 1, style: id)
        for (offset, line) in panel.visibleLines.enumerated() {
            var style = base
            switch line.kind {
            case .heading:
                style.attributes.insert(.bold)
                if depth != .monochrome { style.foreground = TerminalColor.rgb(255, 214, 10).quantized(to: depth) }
            case .uikitName:
                style.attributes.insert(.dim)
            case .row:
                break
            }
            if line.row == panel.cursor, line.kind != .heading { style.attributes.insert(.reverse) }
            let y = box.y + 1 + offset
            let lineID = grid.styleID(for: style)
            if line.row == panel.cursor, line.kind != .heading {
                grid.fill(CellRect(x: box.x + 1, y: y, width: box.width - 2, height: 1), style: lineID)
            }
            grid.write(TextFitting.truncate(line.text, toWidth: room), x: box.x + 2, y: y, style: lineID)
        }
    }
}

extension Grid {
    /// A rounded border along the edge of `box`.
    mutating func drawRoundedBorder(_ box: CellRect, style id: StyleID) {
        let glyphs = BoxGlyphs.rounded
        for x in box.x + 1..<box.maxX - 1 {
            put(glyphs.horizontal, x: x, y: box.y, style: id)
            put(glyphs.horizontal, x: x, y: box.maxY - 1, style: id)
        }
        for y in box.y + 1..<box.maxY - 1 {
            put(glyphs.vertical, x: box.x, y: y, style: id)
            put(glyphs.vertical, x: box.maxX - 1, y: y, style: id)
        }
        put(glyphs.topLeft, x: box.x, y: box.y, style: id)
        put(glyphs.topRight, x: box.maxX - 1, y: box.y, style: id)
        put(glyphs.bottomLeft, x: box.x, y: box.maxY - 1, style: id)
        put(glyphs.bottomRight, x: box.maxX - 1, y: box.maxY - 1, style: id)
    }
}
