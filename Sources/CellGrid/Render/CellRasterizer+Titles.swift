import SectionLayout
import SectionScene

extension CellRasterizer {
    /// A text command: a number label (an item's) in its box's style, or a title along its strip.
    mutating func drawText(_ text: SceneText, rect: CellRect, visible: CellRect) {
        switch text.content {
        case .indexPath, .itemNumber:
            drawLabel(text.content, color: text.color, rect: rect, visible: visible)
        case .string(let title):
            drawTitle(
                title, alignment: text.alignment, placement: text.placement,
                attributes: CellRasterizer.attributes(of: text.emphasis), rect: rect, visible: visible,
                staysOnItsRow: text.staysOnItsRow)
        }
    }

    /// The terminal attributes of an emphasis: bold, dim or none.
    static func attributes(of emphasis: SceneText.Emphasis) -> TextAttributes {
        switch emphasis {
        case .regular: return []
        case .strong: return .bold
        case .subdued: return .dim
        }
    }

    /// A title (a header's or footer's) on the strip's middle row — at its `placement`: leading, centred
    /// or trailing in the reading direction — over
    /// whatever is beneath (its background kept, the text in the black or white that contrasts with
    /// the terminal colour there). When the section's background covers that row the title goes inside
    /// the background's columns (a centred label — a badge's, a boundary item's — stays in its own
    /// box, wherever the background ends). The edge cells are left alone and, when there is room, a blank cell
    /// separates the title from a fill pattern (but never replaces a corner). A header's or footer's
    /// strip narrower than the title but taller shows it downwards (`drawVerticalTitle`); a label that
    /// `staysOnItsRow` (a badge's) is cut to its row with `…`, or left out when not even that fits.
    /// A title the visible part of its strip does not hold whole (the strip cut by the screen's edge)
    /// is left out: a fragment could read as another title.
    mutating func drawTitle(
        _ title: String, alignment: SceneText.Alignment, placement: SceneText.Placement,
        attributes: TextAttributes, rect: CellRect, visible clip: CellRect, staysOnItsRow: Bool = false
    ) {
        let row = rect.y + (rect.height - 1) / 2
        var from = rect.x
        var to = rect.maxX
        if alignment != .center, let background = backgroundRects[section], row >= background.y, row < background.maxY,
            background.x < to, background.maxX > from
        {
            from = Swift.max(from, background.x)
            to = Swift.min(to, background.maxX)
        }
        let span = to - from
        let inset = span >= 6 ? 2 : (span >= 3 ? 1 : 0)
        // A badge's label stays on its one row, cut with `…` or left out, never spelt letter by letter
        // down a small box; a header's title or a boundary item's kind may run down a tall strip.
        if !staysOnItsRow, DisplayWidth.of(title) > span - 2 * inset,
            drawVerticalTitle(
                title, fromTop: alignment != .trailing, attributes: attributes, rect: rect,
                across: span - 2 * inset)
        {
            return
        }
        let text = TextFitting.truncate(title, toWidth: span - 2 * inset)
        guard !text.isEmpty else { return }
        let x: Int
        let width = DisplayWidth.of(text)
        switch placement {
        case .left: x = from + inset
        case .center: x = from + (span - width) / 2
        case .right: x = to - inset - width
        }
        guard row >= clip.y, row < clip.maxY, x >= clip.x, x + width <= clip.maxX else { return }
        let theme = self.theme
        let leading = inset == 2 && !(grid[x - 1, row].scalar.map(CellRasterizer.corners.contains) ?? false)
        let padded = (leading ? " " : "") + text + (inset == 2 ? " " : "")
        grid.write(padded, x: leading ? x - 1 : x, y: row, clip: clip) { old in
            Style(
                foreground: theme.contrastingText(on: old.background), background: old.background,
                attributes: attributes)
        }
    }

    /// Corner glyphs a title's padding must not overwrite.
    static let corners: Set<Unicode.Scalar> = ["╭", "╮", "╰", "╯", "┌", "┐", "└", "┘"]
}
