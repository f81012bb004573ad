import SectionLayout

extension RenderPass {
    /// An item: a box with its label when it has room; a `[label]` strip when one row tall; a `█` column
    /// when one column wide (a one-cell item is a filled block).
    mutating func drawItem(section: Int, item: Int, rect: CellRect, paint: SectionPaint) {
        let visible = rect.intersection(area)
        if rect.width == 1 {
            grid.fill(visible, with: "█", style: paint.itemBlock)
            return
        }
        if rect.height == 1 {
            grid.fill(visible, with: " ", style: paint.itemFill)
            grid.putNarrow("[", x: rect.x, y: rect.y, style: paint.itemLine, within: visible)
            grid.putNarrow("]", x: rect.maxX - 1, y: rect.y, style: paint.itemLine, within: visible)
        } else {
            grid.drawPanel(rect, glyphs: .square, line: paint.itemLine, fill: paint.itemFill, clip: visible)
        }
        let row = rect.height <= 2 ? rect.y : rect.y + (rect.height - 1) / 2
        writeItemLabel(section: section, item: item, row: row, from: rect.x + 1, to: rect.maxX - 1,
                       style: paint.itemLine, clip: visible)
    }

    /// Writes the item's label centred in columns `from..<to` of `row` without building a string:
    /// `section.item` when it fits, else the item number, else `…` and the item number's last digits.
    private mutating func writeItemLabel(section: Int, item: Int, row: Int, from: Int, to: Int,
                                         style: StyleID, clip: CellRect) {
        let width = to - from
        guard width > 0, row >= clip.y, row < clip.maxY else { return }
        let itemDigits = RenderPass.digitCount(item)
        switch renderer.labels.items {
        case .none:
            return
        case .indexPath:
            let sectionDigits = RenderPass.digitCount(section)
            let full = sectionDigits + 1 + itemDigits
            if full <= width {
                var x = from + (width - full) / 2
                x = writeNumber(section, digits: sectionDigits, x: x, row: row, style: style, clip: clip)
                grid.putNarrow(".", x: x, y: row, style: style, within: clip)
                writeNumber(item, digits: itemDigits, x: x + 1, row: row, style: style, clip: clip)
                return
            }
        case .item:
            break
        }
        if itemDigits <= width {
            writeNumber(item, digits: itemDigits, x: from + (width - itemDigits) / 2, row: row, style: style,
                        clip: clip)
        } else if width >= 2 {
            grid.putNarrow("…", x: from, y: row, style: style, within: clip)
            writeNumber(item, digits: width - 1, x: from + 1, row: row, style: style, clip: clip)
        }
    }

    /// Writes the last `digits` decimal digits of `value` (≥ 0) from column `x`; returns the column after.
    @discardableResult
    private mutating func writeNumber(_ value: Int, digits: Int, x: Int, row: Int, style: StyleID,
                                      clip: CellRect) -> Int {
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
        var count = 1, rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// A header or footer: the section title on the strip's middle row, bold and left-aligned in a
    /// header, dim and right-aligned in a footer, over whatever is beneath (its background kept, the
    /// text in black or white for contrast). When the section's background covers that row the title
    /// goes inside the background's columns. The edge cells are left alone and, when there is room,
    /// a blank cell separates the title from a fill pattern (but never replaces a corner).
    mutating func drawSupplementary(section: Int, isHeader: Bool, rect: CellRect) {
        let row = rect.y + (rect.height - 1) / 2
        var from = rect.x, to = rect.maxX
        if let background = backgroundRects[section], row >= background.y, row < background.maxY,
           background.x < to, background.maxX > from {
            from = Swift.max(from, background.x)
            to = Swift.min(to, background.maxX)
        }
        let span = to - from
        let inset = span >= 6 ? 2 : (span >= 3 ? 1 : 0)
        let title = renderer.labels.title(ofSection: section)
        if DisplayWidth.of(title) > span - 2 * inset,
           drawVerticalTitle(title, isHeader: isHeader, rect: rect, across: span - 2 * inset) { return }
        let text = TextFitting.truncate(title, toWidth: span - 2 * inset)
        guard !text.isEmpty else { return }
        let x = isHeader ? from + inset : to - inset - DisplayWidth.of(text)
        let theme = self.theme
        let attributes: TextAttributes = isHeader ? .bold : .dim
        let clip = rect.intersection(area)
        let leading = inset == 2 && !(grid[x - 1, row].scalar.map(RenderPass.corners.contains) ?? false)
        let padded = (leading ? " " : "") + text + (inset == 2 ? " " : "")
        grid.write(padded, x: leading ? x - 1 : x, y: row, clip: clip) { old in
            Style(foreground: theme.contrastingText(on: old.background), background: old.background,
                  attributes: attributes)
        }
    }

    /// Corner glyphs a title's padding must not overwrite.
    static let corners: Set<Unicode.Scalar> = ["╭", "╮", "╰", "╯", "┌", "┐", "└", "┘"]
}
