import CellGrid
import SectionGridSVG
import SectionGridViewer
import SectionLayout
import SectionSpec

/// `sectiongrid export svg`: the spec laid out in its viewport and drawn as SVG.
public enum SVGExport {
    /// The document and the notes for standard error (images that could not be loaded; what a picture
    /// over the element limit left out).
    public static func render(_ options: ExportSVGOptions, loaded: LoadedSpec) -> (svg: String, notes: [String]) {
        let setup = ViewerSetup(loaded)
        let spec = loaded.spec
        let layout = spec.layout()
        let area: PictureArea
        switch options.area {
        case .whole: area = .whole(layout)
        case .viewport(let offset):
            area = .visible(size: spec.viewport, contentInset: spec.contentInset, offset: offset, in: layout)
        }
        let picture = SVGPicture.draw(layout, area: area,
                                      options: SpecPicture.options(for: spec, scheme: options.scheme, textures: setup.textures))
        var notes = setup.warnings
        if let note = picture.note(totalItems: layout.numberOfItems) {
            notes.append(note + "; --viewport --offset X,Y draws any part")
        }
        return (picture.svg, notes)
    }
}
