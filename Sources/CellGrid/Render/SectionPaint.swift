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
    /// The colour of rounded corners drawn without a border: the fill's, or the pattern's ink when
    /// the fill is patterned to stand apart from what is beside it.
    var cornerColor: TerminalColor
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

    /// Resolves section `section`'s styles; `style` is its background style (`nil`: no background),
    /// `neighbour` the fill of the section before it (`nil`: none).
    ///
    /// When the fill's spec colour differs from the canvas's or the neighbour's but the terminal shows
    /// both as one colour (white cards on a light gray view: both palette 7 in 8 colours), the fill
    /// repeats the section's monochrome pattern (`░`/`▒` in a contrasting ink) so it stays apart.
    init(section: Int, style: BackgroundStyle?, theme: Theme, neighbour: Color? = nil, grid: inout Grid) {
        let scheme = theme.scheme
        let background = style.flatMap { scheme.backgroundColor(section: section, specColor: $0.color) }
        hasFill = background != nil
        if theme.isMonochrome {
            let plain = grid.styleID(for: .plain)
            fill = plain
            fillScalar = theme.monochromeFill(section: section)
            fillColor = .default
            cornerColor = .default
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
        let ink = theme.contrastingText(on: fillColor)
        let merged = background.map { fill in [theme.canvas, neighbour].contains { $0.map { theme.showsAlike(fill, $0) } ?? false } }
        fillScalar = merged == true ? theme.monochromeFill(section: section) : " "
        cornerColor = merged == true ? ink : fillColor
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
