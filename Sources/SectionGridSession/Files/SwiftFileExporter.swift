import Foundation
import SectionGridExport
import SectionGridViewer
import SectionSpec

/// Writes the viewer's layout as UIKit Swift (`e`): the file `sectiongrid export swift` prints for it,
/// next to the spec file (a demo's in the current folder), named after its type (`CardsLayout.swift`,
/// else `CardsLayout-2.swift`, …), created atomically and never over an existing file.
public struct SwiftFileExporter: Sendable {
    private let source: SpecSource
    private let files: SiblingFile

    /// An exporter for a spec loaded from `source` (demos are written to `demoFolder`).
    public init(source: SpecSource, demoFolder: String = FileManager.default.currentDirectoryPath) {
        self.source = source
        files = SiblingFile(source: source, demoFolder: demoFolder)
    }

    /// Writes `spec` (the layout as shown, tweaks included) as a new Swift file.
    public func export(_ spec: LayoutSpec) -> FileWriteOutcome {
        let options = SwiftExportOptions(source: source)
        let text: String
        do {
            text = try SwiftExport.source(for: spec, options: options)
        } catch {
            return FileWriteOutcome(path: nil, message: .notExported(error.description))
        }
        do {
            let path = try files.create(Array(text.utf8), name: options.typeName, extension: "swift")
            return FileWriteOutcome(path: path, message: .exported(SpecSaver.displayPath(path)))
        } catch {
            return FileWriteOutcome(path: nil, message: .notExported("\(error.reason) (\(error.action))"))
        }
    }
}
