import SectionLayout

/// The colours a section's elements are drawn in, as the scheme decides them (device-independent:
/// quantising to a terminal's palette comes later).
@usableFromInline
struct SectionColors {
    /// The background's fill (`nil`: the section has no background, or a clear one).
    @usableFromInline var fill: SceneColor?
    /// Its items' fill.
    @usableFromInline var item: SceneColor
    /// Their outlines and labels: black or white, whichever reads on `item`.
    @usableFromInline var itemInk: SceneColor
}

extension SectionColors {
    /// The colours of section `section`, whose background style is `style` (`nil`: none), under
    /// `scheme`, over the collection view's `canvas`.
    @usableFromInline
    init(section: Int, style: BackgroundStyle?, scheme: ColorScheme, canvas: Color?) {
        let background = style.flatMap { scheme.backgroundColor(section: section, specColor: $0.color) }
        fill = background.map(SceneColor.init)
        let item = scheme.itemColor(section: section, background: background)
        self.item = SceneColor(item)
        itemInk = SectionColors.ink(on: item, canvas: canvas)
    }

    /// Black or white, whichever reads better on `color` composited over `canvas` (white when none):
    /// black on colours brighter than half.
    @usableFromInline
    static func ink(on color: Color, canvas: Color?) -> SceneColor {
        color.composited(over: canvas ?? .white).brightness > 0.5 ? .black : .white
    }

    /// The colour patterns and tiled text are drawn in on `fill`: moved 40 % towards black on bright
    /// fills, towards white on dark ones (`Color.patternInk`, which exported Swift draws in too).
    @usableFromInline
    static func textureInk(on fill: Color) -> SceneColor {
        SceneColor(fill.patternInk)
    }
}
