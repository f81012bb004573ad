import SectionLayout

/// The styles one section draws with, resolved from the theme and interned in the grid once per render.
struct SectionPaint {
    /// Whether the background has a fill (not transparent).
    var hasFill: Bool
    /// The background fill: colour, or the monochrome pattern's style.
    var fill: StyleID
    /// The character the fill repeats (a space in colour, `░`/`▒` in monochrome).
    var fillScalar: Unicode.Scalar
    /// The fill colour as shown (`.default` when transparent or monochrome).
    var fillColor: TerminalColor
    /// Texture characters on the fill.
    var texture: StyleID
    /// The border outline on the fill.
    var border: StyleID
    /// The border colour as shown.
    var borderColor: TerminalColor
    /// An item's interior.
    var itemFill: StyleID
    /// An item's outline and label.
    var itemLine: StyleID
    /// A one-column item's `█` block.
    var itemBlock: StyleID

    /// Resolves section `section`'s styles; `style` is its background style (`nil`: no background).
    init(section: Int, style: BackgroundStyle?, theme: Theme, grid: inout Grid) {
        let scheme = theme.scheme
        let background = style.flatMap { scheme.backgroundColor(section: section, specColor: $0.color) }
        hasFill = background != nil
        if theme.isMonochrome {
            let plain = grid.styleID(for: .plain)
            fill = plain
            fillScalar = theme.monochromeFill(section: section)
            fillColor = .default
            texture = plain
            border = plain
            borderColor = .default
            itemFill = plain
            itemLine = plain
            itemBlock = plain
            return
        }
        let canvas = theme.canvasStyle.background
        fillColor = background.map { theme.terminalColor($0) } ?? canvas
        fillScalar = " "
        let ink = theme.contrastingText(on: fillColor)
        fill = grid.styleID(for: Style(foreground: ink, background: fillColor))
        let textureInk = background.map { color in
            theme.terminalColor(color.mixed(with: color.brightness > 0.5 ? .black : .white, amount: 0.4))
        } ?? ink
        texture = grid.styleID(for: Style(foreground: textureInk, background: fillColor))
        var line = style?.border.map { theme.terminalColor($0.color) } ?? ink
        if line == fillColor { line = ink }
        borderColor = line
        border = grid.styleID(for: Style(foreground: line, background: fillColor))
        let item = theme.terminalColor(scheme.itemColor(section: section, background: background))
        let itemInk = theme.contrastingText(on: item)
        itemFill = grid.styleID(for: Style(foreground: itemInk, background: item))
        itemLine = itemFill
        itemBlock = grid.styleID(for: Style(foreground: item, background: item))
    }
}
