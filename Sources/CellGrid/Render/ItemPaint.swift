import SectionLayout
import SectionScene

/// The styles a cell's box is drawn in, from its fill colour, interned in the grid once per colour a
/// render.
struct ItemPaint {
    /// The box's interior, outline and label: the terminal colour, in the ink that contrasts with it.
    var itemFill: StyleID
    /// The outline and label (the interior's style).
    var itemLine: StyleID
    /// A one-column box's `█` block.
    var itemBlock: StyleID

    init(fill: SceneColor, theme: Theme, grid: inout Grid) {
        guard !theme.isMonochrome else {
            let plain = grid.styleID(for: .plain)
            itemFill = plain
            itemLine = plain
            itemBlock = plain
            return
        }
        let item = theme.terminalColor(fill.color)
        itemFill = grid.styleID(for: Style(foreground: theme.contrastingText(on: item), background: item))
        itemLine = itemFill
        itemBlock = grid.styleID(for: Style(foreground: item, background: item))
    }
}
