import SectionLayout
import SectionScene

/// The styles a background's rectangle is drawn in, from the scene's colours, quantised by the theme.
struct BackgroundPaint {
    /// Whether the rectangle has a fill colour (not clear).
    var hasFill: Bool
    /// The fill: colour, or the monochrome pattern's style.
    var fill: StyleID
    /// The character the fill repeats (a space in colour, `░`/`▒` in monochrome).
    var fillScalar: Unicode.Scalar
    /// The colour of rounded corners drawn without a border: the fill's, or the pattern's ink when
    /// the fill is patterned to stand apart from what is beside it.
    var cornerColor: TerminalColor
    /// Texture characters on the fill.
    var texture: StyleID
    /// The border outline on the fill.
    var border: StyleID
    /// The border colour as shown.
    var borderColor: TerminalColor

    /// The styles of `rectangle`, a background of section `section` (`patterned`) or a supplementary
    /// view's panel.
    ///
    /// When a background's fill differs from the canvas or from the section before (`adjacentFill`) but
    /// the terminal shows both as one colour (white cards on a light gray view: both palette 7 in 8
    /// colours), the fill repeats the section's monochrome pattern (`░`/`▒` in a contrasting ink) so it
    /// stays apart. True colour tells every neighbour apart, so only the canvas counts there. A
    /// supplementary view's panel (a badge, a labelled boundary item, a pinned header's strip) is never
    /// patterned: blank in monochrome, its outline and text showing it.
    init(_ rectangle: SceneRectangle, section: Int, theme: Theme, grid: inout Grid, patterned: Bool = true) {
        let background = rectangle.fill?.color
        hasFill = background != nil
        if theme.isMonochrome {
            let plain = grid.styleID(for: .plain)
            fill = plain
            fillScalar = patterned ? theme.monochromeFill(section: section) : " "
            cornerColor = .default
            texture = plain
            border = plain
            borderColor = .default
            return
        }
        let canvas = theme.canvasStyle.background
        let fillColor = background.map { theme.terminalColor($0) } ?? canvas
        let ink = theme.contrastingText(on: fillColor)
        let neighbour = theme.depth == .truecolor ? nil : rectangle.adjacentFill?.color
        let merged =
            patterned
            && background.map { fill in
                [theme.canvas, neighbour].contains { $0.map { theme.showsAlike(fill, $0) } ?? false }
            } ?? false
        fillScalar = merged ? theme.monochromeFill(section: section) : " "
        cornerColor = merged ? ink : fillColor
        fill = grid.styleID(for: Style(foreground: ink, background: fillColor))
        var textureInk = ink
        if let color = rectangle.image?.ink { textureInk = theme.terminalColor(color.color) }
        texture = grid.styleID(for: Style(foreground: textureInk, background: fillColor))
        var line = rectangle.stroke.map { theme.terminalColor($0.color.color) } ?? ink
        if line == fillColor { line = ink }
        borderColor = line
        border = grid.styleID(for: Style(foreground: line, background: fillColor))
    }
}
