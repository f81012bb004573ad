import CellGrid
import SectionGridSVG
import SectionGridSession
import SectionGridViewer
import SectionLayout
import SectionSpec

/// `sectiongrid export svg`: the spec laid out in its viewport and drawn as SVG.
public enum SVGExport {
    /// The document and the notes for standard error (images that could not be loaded; what a picture
    /// over the element limit left out).
    public static func render(_ options: ExportSVGOptions, loaded: LoadedSpec) -> (svg: String, notes: [String]) {
        let setup = ViewerSetup(loaded)
        let spec = loaded.shownSpec
        let layout = spec.layout()
        var pictureOptions = SpecPicture.options(for: spec, scheme: options.scheme, textures: setup.textures)
        let area: PictureArea
        switch options.area {
        case .whole: area = .whole(layout)
        case .viewport(let offset):
            area = .visible(size: spec.viewport, contentInset: spec.adjustedContentInset, offset: offset ?? startOffset(of: spec, layout), in: layout)
            // What the collection view shows: the safe area dimmed at the bounds' edges, as in the viewer.
            if spec.safeAreaInsets != .zero {
                pictureOptions.builder.safeArea = SafeAreaBands(bounds: area.rect, insets: spec.safeAreaInsets)
            }
        }
        let picture = SVGPicture.draw(layout, area: area, options: pictureOptions)
        var notes = setup.warnings
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
