import SectionLayout
import SectionScene

extension CellRasterizer {
    /// A cell's box: outlined with its label's room inside when it has room; a `[label]` strip when one
    /// row tall; a `█` column when one column wide (a one-cell item is a filled block).
    mutating func drawItem(rect: CellRect, visible: CellRect, outlined: Bool, paint: ItemPaint) {
        if rect.width == 1 {
            grid.fill(visible, with: "█", style: paint.itemBlock)
        } else if !outlined {
            grid.fill(visible, with: " ", style: paint.itemFill)
        } else if rect.height == 1 {
            grid.fill(visible, with: " ", style: paint.itemFill)
            grid.putNarrow("[", x: rect.x, y: rect.y, style: paint.itemLine, within: visible)
            grid.putNarrow("]", x: rect.maxX - 1, y: rect.y, style: paint.itemLine, within: visible)
        } else {
            grid.drawPanel(rect, glyphs: .square, line: paint.itemLine, fill: paint.itemFill, clip: visible)
        }
    }

    /// A number label (an item's) on the middle row of `rect` (the top one when two rows tall or less),
    /// centred between the outline's columns, in the style of the element's box — only when it shows
    /// whole in `visible`: a cell cut by the screen's edge (a scrolled orthogonal row's last one, say)
    /// shows no fragment such as `0` or `1.` that would read as another index path.
    mutating func drawLabel(_ content: SceneTextContent, color: SceneColor, rect: CellRect, visible: CellRect) {
        let style =
            boxPaint?.itemLine
            ?? grid.styleID(
                for: Style(
                    foreground: theme.terminalColor(color.color),
                    background: theme.canvasStyle.background))
        let row = rect.height <= 2 ? rect.y : rect.y + (rect.height - 1) / 2
        writeItemLabel(content, row: row, from: rect.x + 1, to: rect.maxX - 1, style: style, clip: visible)
    }

    /// Writes the label centred in columns `from..<to` of `row` without building a string:
    /// `section.item` when it fits, else the item number, else `…` and the item number's last digits —
    /// nothing when those columns are not all inside `clip`.
    private mutating func writeItemLabel(
        _ content: SceneTextContent, row: Int, from: Int, to: Int,
        style: StyleID, clip: CellRect
    ) {
        let width = to - from
        guard width > 0, row >= clip.y, row < clip.maxY else { return }
        /// Whether `count` columns from `x` show whole.
        func showsWhole(_ x: Int, _ count: Int) -> Bool { x >= clip.x && x + count <= clip.maxX }
        let item: Int
        switch content {
        case .string:
            return
        case .itemNumber(let number):
            item = number
        case .indexPath(let section, let number):
            item = number
            let sectionDigits = CellRasterizer.digitCount(section)
            let itemDigits = CellRasterizer.digitCount(item)
            let full = sectionDigits + 1 + itemDigits
            if full <= width {
                var x = from + (width - full) / 2
                guard showsWhole(x, full) else { return }
                x = writeNumber(section, digits: sectionDigits, x: x, row: row, style: style, clip: clip)
                grid.putNarrow(".", x: x, y: row, style: style, within: clip)
                writeNumber(item, digits: itemDigits, x: x + 1, row: row, style: style, clip: clip)
                return
            }
        }
        let itemDigits = CellRasterizer.digitCount(item)
        if itemDigits <= width {
            let x = from + (width - itemDigits) / 2
            guard showsWhole(x, itemDigits) else { return }
            writeNumber(item, digits: itemDigits, x: x, row: row, style: style, clip: clip)
        } else if width >= 2, showsWhole(from, width) {
            grid.putNarrow("…", x: from, y: row, style: style, within: clip)
            writeNumber(item, digits: width - 1, x: from + 1, row: row, style: style, clip: clip)
        }
    }

    /// Writes the last `digits` decimal digits of `value` (≥ 0) from column `x`; returns the column after.
    @discardableResult
    private mutating func writeNumber(
        _ value: Int, digits: Int, x: Int, row: Int, style: StyleID,
        clip: CellRect
    ) -> Int {
        var rest = value
        var column = x + digits - 1
        while column >= x {
            let digit = UInt8(truncatingIfNeeded: rest % 10)
            grid.putNarrow(Unicode.Scalar(UInt8(ascii: "0") + digit), x: column, y: row, style: style, within: clip)
            rest /= 10
            column -= 1
        }
        return x + digits
    }

    /// Number of decimal digits of `value` (≥ 0).
    static func digitCount(_ value: Int) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }
}
