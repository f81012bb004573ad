import Foundation
import SectionGridSVG
import SectionGridViewer
import SectionLayout
import SectionSpec

/// Writes a picture of what the viewer shows (`p`): the SVG of its layout over the visible rect at one
/// user unit per point (whatever the zoom), orthogonal rows where they are scrolled — beside the spec
/// (`cards.svg`, else `cards-2.svg`, …; a demo's `sectiongrid-DEMO.svg` in the current folder), created
/// atomically and never over an existing file.
public struct PictureFileWriter: Sendable {
    private let files: SiblingFile
    private let name: String

    /// A writer for a spec loaded from `source` (demos are written to `demoFolder`).
    public init(source: SpecSource, demoFolder: String = FileManager.default.currentDirectoryPath) {
        files = SiblingFile(source: source, demoFolder: demoFolder)
        name = SiblingFile.baseName(of: source)
    }

    /// Writes the picture of `state` as a new file.
    public func write(_ state: ViewerState) -> FileWriteOutcome {
        let picture = SpecPicture.draw(state)
        do {
            let path = try files.create(Array(picture.svg.utf8), name: name, extension: "svg")
            return FileWriteOutcome(
                path: path,
                message: .pictureWritten(
                    SpecSaver.displayPath(path), size: picture.area.size,
                    origin: picture.area.origin,
                    cutAt: picture.cut == nil ? nil : picture.elements))
        } catch {
            return FileWriteOutcome(path: nil, message: .noPicture(reason: error.reason, action: error.action))
        }
    }
}
