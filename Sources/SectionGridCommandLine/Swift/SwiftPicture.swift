import CellGrid
import SectionGridHostProtocol
import SectionGridSVG
import SectionLayout
import SectionScene

/// `sectiongrid export svg FILE.swift …`: the layout a Swift program answered as an SVG picture, its
/// views drawn with their looks — what the collection view shows at the offset, or `--whole`.
enum SwiftPicture {
    static func render(_ options: ExportSVGOptions, layout: HostLayout, request: HostRequest) -> (svg: String, notes: [String]) {
        var builder = SceneBuilder(scheme: options.scheme, backgroundColor: layout.backgroundColor)
        builder.appearance = request.appearance
        builder.looks = layout.sceneLooks
        let reach = layout.elements.compactMap(\.view).reduce(0.0) { reach, look in
            guard let opacity = look.shadowOpacity, opacity > 0 else { return reach }
            let offset = look.shadowOffset ?? Size(width: 0, height: -3)
            return Swift.max(reach, (look.shadowRadius ?? 3) + Swift.max(abs(offset.width), abs(offset.height)))
        }
        var pictureOptions = SVGPicture.Options(builder: builder, shadowReach: reach)
        let elements = layout.sceneElements
        let area: PictureArea
        switch options.area {
        case .whole:
            area = PictureArea(rect: Rect(x: 0, y: 0, width: layout.contentSize.width, height: layout.contentSize.height))
        case .viewport(let offset):
            let size = request.viewport
            let scale = CellScale(pointsPerColumn: size.width, pointsPerRow: size.height)
            let clamped = Viewport(columns: 1, rows: 1, scale: scale, contentOffset: offset).clamped(
                toContentSize: layout.contentSize)
            area = PictureArea(rect: Rect(origin: clamped.contentOffset, size: size))
            if request.safeArea != .zero {
                pictureOptions.builder.safeArea = SafeAreaBands(bounds: area.rect, insets: request.safeArea)
            }
        }
        let picture = SVGPicture.draw(elements, area: area, options: pictureOptions)
        var notes = picture.warnings
        if let note = picture.note(totalItems: layout.elements.filter { $0.kind == .cell }.count) {
            notes.append(note + "; --viewport --offset X,Y draws any part")
        }
        return (picture.svg, notes)
    }
}
