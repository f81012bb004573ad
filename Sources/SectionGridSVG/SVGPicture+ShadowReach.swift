import SectionLayout
import SectionSpec

extension SVGPicture {
    /// How far beyond its background a shadow of `style` draws, in points (0 without one): the
    /// larger offset plus three standard deviations of its blur (`SVGShadow`). The largest over a
    /// layout's styles is the `Options.shadowReach` that draws every shadow reaching into a picture.
    public static func shadowReach(of style: BackgroundStyle) -> Double {
        guard let shadow = style.shadow, shadow.opacity > 0 else { return 0 }
        let offset = Swift.max(abs(shadow.offset.width), abs(shadow.offset.height))
        let reach = offset + SVGShadow.reach(radius: shadow.radius)
        return reach.isFinite ? reach : 0
    }

    /// The largest `shadowReach(of:)` over the backgrounds `spec` draws (`LayoutSpec.forEachBackgroundStyle`):
    /// the `Options.shadowReach` of pictures of it.
    public static func shadowReach(of spec: LayoutSpec) -> Double {
        var reach = 0.0
        spec.forEachBackgroundStyle { reach = Swift.max(reach, shadowReach(of: $0)) }
        return reach
    }
}
