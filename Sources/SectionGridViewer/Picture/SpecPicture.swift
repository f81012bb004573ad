import CellGrid
import SectionGridSVG
import SectionLayout
import SectionScene
import SectionSpec

/// A spec's picture, as `export svg` and the viewer's `p` draw it: the scene builder the terminal
/// uses for the spec (its scheme, the collection view's background, the section titles, the appearance
/// its dynamic colours show in), the images
/// the spec names, and how far the spec's shadows reach.
public enum SpecPicture {
    /// The options of pictures of `spec` under `scheme`, with its images from `textures`.
    public static func options(for spec: LayoutSpec, scheme: ColorScheme, textures: TextureCache,
                               elementLimit: Int = SVGPicture.defaultElementLimit) -> SVGPicture.Options {
        var reach = 0.0
        spec.forEachBackgroundStyle { reach = Swift.max(reach, SVGPicture.shadowReach(of: $0)) }
        var builder = SceneBuilder(scheme: scheme, backgroundColor: spec.backgroundColor,
                                   labels: RenderLabels(sectionTitles: spec.sectionTitles))
        builder.appearance = spec.appearance
        return SVGPicture.Options(builder: builder, textures: textures, elementLimit: elementLimit, shadowReach: reach)
    }

    /// What the viewer shows of `state`, in points at one user unit per point whatever the zoom: its
    /// layout over the visible rect, orthogonal rows where they are scrolled, the safe area dimmed at the
    /// edges of the device's screen (`screen(of:)`).
    public static func draw(_ state: ViewerState) -> SVGPicture {
        var pictureOptions = options(for: state.spec, scheme: state.scheme, textures: state.textures)
        if state.spec.safeAreaInsets != .zero {
            pictureOptions.builder.safeArea = SafeAreaBands(bounds: screen(of: state), insets: state.spec.safeAreaInsets)
        }
        return SVGPicture.draw(state.layout, area: PictureArea(viewport: state.viewport, scrollDirection: state.layout.scrollDirection),
                               options: pictureOptions)
    }

    /// The device's screen a picture of `state` is part of, in content coordinates: from the visible
    /// rect's top-left corner, at the device's size (the spec's `viewport`), or the viewer's bounds where
    /// zooming out made them larger. The viewer shows the top of a phone's screen on a terminal shorter
    /// than the phone, so a picture of it has the status bar's band at its top and no home-indicator band
    /// across its middle: that band is at the bottom of the phone, as `export svg` draws it.
    public static func screen(of state: ViewerState) -> Rect {
        let visible = state.viewport.visibleRect, device = state.spec.viewport
        return Rect(origin: visible.origin, size: Size(width: Swift.max(visible.width, device.width),
                                                       height: Swift.max(visible.height, device.height)))
    }
}
