import CellGrid
import SectionGridSVG
import SectionLayout
import SectionScene
import SectionSpec

/// `sectiongrid export svg`: the spec laid out in its viewport and drawn as SVG — spec, scene options
/// (`SceneOptions`), scene, SVG writer; no viewer.
public enum SVGExport {
    /// The document and the notes for standard error (images that could not be loaded; what a picture
    /// over the element limit left out).
    public static func render(_ options: ExportSVGOptions, loaded: LoadedSpec) -> (svg: String, notes: [String]) {
        let (textures, warnings) = TextureCache.loading(names: loaded.spec.imageNames, relativeTo: loaded.folder)
        let spec = loaded.shownSpec
        let layout = spec.layout()
        let area: PictureArea
        let safeAreaBounds: Rect?
        switch options.area {
        case .whole: (area, safeAreaBounds) = (.whole(layout), nil)
        case .viewport(let offset):
            area = .visible(
                size: spec.viewport, contentInset: spec.adjustedContentInset, offset: offset ?? startOffset(of: spec, layout),
                in: layout)
            // What the collection view shows: the safe area dimmed at the bounds' edges, as in the viewer.
            safeAreaBounds = area.rect
        }
        let builder = SceneOptions(spec: spec, scheme: options.scheme).builder(safeAreaBounds: safeAreaBounds)
        let pictureOptions = SVGPicture.Options(
            builder: builder, textures: textures, shadowReach: SVGPicture.shadowReach(of: spec))
        let picture = SVGPicture.draw(layout, area: area, options: pictureOptions)
        var notes = warnings
        if let note = picture.note(totalItems: layout.numberOfItems) {
            notes.append(note + "; --viewport --offset X,Y draws any part")
        }
        return (picture.svg, notes)
    }

    /// Where the picture starts without `--offset`: the top of the content, or — scrolling
    /// horizontally right to left — its right end, where section 0 is.
    static func startOffset(of spec: LayoutSpec, _ layout: LayoutResult) -> Point? {
        guard Viewport.startsAtTheRight(layout) else { return nil }
        let inset = spec.adjustedContentInset
        return Point(x: layout.contentSize.width + inset.right - spec.viewport.width, y: -inset.top)
    }
}
