import CellGrid
import SectionGridSVG
import SectionLayout
import SectionScene
import SectionSpec

/// The viewer's picture (`p`): what it shows, drawn with the scene options the terminal draws it with
/// (`SceneOptions`), the images the spec names, and how far the spec's shadows reach.
public enum SpecPicture {
    /// What the viewer shows of `state`, in points at one user unit per point whatever the zoom: its
    /// layout over the visible rect, orthogonal rows where they are scrolled, the safe area dimmed at the
    /// edges of the device's screen (`screen(of:)`).
    public static func draw(_ state: ViewerState) -> SVGPicture {
        var options = SceneOptions(spec: state.spec, scheme: state.scheme)
        let area = PictureArea(viewport: state.viewport, scrollDirection: state.layout.scrollDirection)
        guard let picture = state.program?.picture, let elements = state.programElements else {
            let pictureOptions = SVGPicture.Options(
                builder: options.builder(safeAreaBounds: screen(of: state)), textures: state.textures,
                shadowReach: SVGPicture.shadowReach(of: state.spec))
            return SVGPicture.draw(state.layout, area: area, options: pictureOptions)
        }
        // A program's layout as it drew it: its elements and its views' looks (shadows reach as far as
        // the largest the looks give).
        options.backgroundColor = picture.backgroundColor
        var builder = options.builder(safeAreaBounds: screen(of: state))
        builder.looks = picture.looks
        let pictureOptions = SVGPicture.Options(
            builder: builder, textures: state.textures, shadowReach: picture.looks.shadowReach)
        return SVGPicture.draw(elements, area: area, options: pictureOptions)
    }

    /// The device's screen a picture of `state` is part of, in content coordinates: from the visible
    /// rect's top-left corner, at the device's size (the spec's `viewport`), or the viewer's bounds where
    /// zooming out made them larger. The viewer shows the top of a phone's screen on a terminal shorter
    /// than the phone, so a picture of it has the status bar's band at its top and no home-indicator band
    /// across its middle: that band is at the bottom of the phone, as `export svg` draws it.
    public static func screen(of state: ViewerState) -> Rect {
        let visible = state.viewport.visibleRect
        let device = state.spec.viewport
        return Rect(
            origin: visible.origin,
            size: Size(
                width: Swift.max(visible.width, device.width),
                height: Swift.max(visible.height, device.height)))
    }
}
