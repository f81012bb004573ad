import Foundation
import SectionGridExport
import SectionSpec

/// Writes the viewer's layout as UIKit Swift (`e`): the file `sectiongrid export swift` prints for it,
/// next to the spec file (a demo's in the current folder), named after its type (`CardsLayout.swift`,
/// else `CardsLayout-2.swift`, …), created atomically and never over an existing file.
public struct SwiftFileExporter: Sendable {
    /// The outcome of an export: the file written (`nil` when none was) and a one-line message.
    public struct Outcome: Equatable, Sendable {
        /// The file written.
        public var path: String?
        /// What happened, for the message line.
        public var message: String
    }

    private let source: SpecSource
    private let folder: String

    /// An exporter for a spec loaded from `source` (demos are written to `demoFolder`).
    public init(source: SpecSource, demoFolder: String = FileManager.default.currentDirectoryPath) {
        self.source = source
        switch source {
        case .file(let path): folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        case .demo: folder = demoFolder
        }
    }

    /// Writes `spec` (the layout as shown, tweaks included) as a new Swift file.
    public func export(_ spec: LayoutSpec) -> Outcome {
        let options = SwiftExportOptions(source: source)
        let text: String
        do {
            text = try SwiftExport.source(for: spec, options: options)
        } catch {
            return Outcome(path: nil, message: "not exported: \(error.description)")
        }
        var number = 1
        while true {
            let path = folder + "/" + options.typeName + (number == 1 ? "" : "-\(number)") + ".swift"
            do {
                try AtomicFile.create(Array(text.utf8), at: path)
                return Outcome(path: path, message: "exported \(SpecSaver.displayPath(path))")
            } catch where error.reason == String(cString: strerror(EEXIST)) && number < 1_000 {
                number += 1
            } catch {
                return Outcome(path: nil, message: "not exported: \(error.reason) (\(error.action))")
            }
        }
    }
}
