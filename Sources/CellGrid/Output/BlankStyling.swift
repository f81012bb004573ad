/// The style each cell of a row is sent to a terminal in. A blank shows nothing but its background —
/// unless reverse video (which shows the foreground as the background) or underline (a line in the
/// foreground colour) makes its foreground visible — so a blank without either may be sent in any style
/// with the same background and neither attribute, and the screen looks the same. Choosing well saves
/// bytes, since ncurses sends both colours on every colour-pair change. A run of such blanks takes the
/// style of the cell before it when that cell has the same background (no change at all), else that of
/// the cell after it, else the terminal's default foreground on its background (`op` and a background
/// are shorter than a foreground and a background, and entering the next pair never costs more).
public enum BlankStyling {
    /// The styles to send the first `columns` cells of row `y` of `grid` in, into `styles` (replaced).
    public static func styles(row y: Int, of grid: Grid, columns: Int, into styles: inout [Style]) {
        let columns = Swift.max(0, Swift.min(columns, grid.width))
        styles.removeAll(keepingCapacity: true)
        for x in 0..<columns { styles.append(grid.style(of: grid[x, y])) }
        var x = 0
        while x < columns {
            guard isFreeBlank(grid[x, y], style: styles[x]) else {
                x += 1
                continue
            }
            let background = styles[x].background
            let start = x
            while x < columns, isFreeBlank(grid[x, y], style: styles[x]), styles[x].background == background { x += 1 }
            let before = start > 0 ? styles[start - 1] : nil
            let after = x < columns ? styles[x] : nil
            let chosen: Style
            if let before, canStandIn(before, background: background) {
                chosen = before
            } else if let after, canStandIn(after, background: background) {
                chosen = after
            } else {
                chosen = Style(background: background)
            }
            for index in start..<x { styles[index] = chosen }
        }
    }

    /// True for a blank cell whose foreground cannot be seen in `style`.
    static func isFreeBlank(_ cell: Cell, style: Style) -> Bool {
        cell.scalar == " " && !cell.isWide && !cell.isContinuation && canStandIn(style, background: style.background)
    }

    /// Whether a blank of background `background` looks the same sent in `style`.
    static func canStandIn(_ style: Style, background: TerminalColor) -> Bool {
        style.background == background && style.attributes.isDisjoint(with: [.reverse, .underline])
    }
}
