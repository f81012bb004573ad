import Foundation
import SectionGridViewer
import SectionSpec

/// A new file the viewer writes beside its spec (`e`'s Swift, `p`'s picture): in the spec file's
/// folder (a demo's in the current folder), named `NAME.EXT`, else `NAME-2.EXT`, … `NAME-1000.EXT`,
/// created atomically (`AtomicFile.create`) and never over an existing file.
public struct SiblingFile: Sendable {
    /// The folder new files go to.
    public let folder: String

    /// Files beside a spec loaded from `source` (a demo's in `demoFolder`).
    public init(source: SpecSource, demoFolder: String = FileManager.default.currentDirectoryPath) {
        switch source {
        case .file(let path): folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        case .demo: folder = demoFolder
        case .program(let files):
            folder = files.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? demoFolder
        }
    }

    /// Creates the first free `name.ext`, `name-2.ext`, … holding `bytes`; its path.
    public func create(_ bytes: [UInt8], name: String, extension ext: String) throws(AtomicFile.Failure) -> String {
        var number = 1
        while true {
            let path = folder + "/" + name + (number == 1 ? "" : "-\(number)") + "." + ext
            do {
                try AtomicFile.create(bytes, at: path)
                return path
            } catch  where error.reason == String(cString: strerror(EEXIST)) && number < 1_000 {
                number += 1
            }
        }
    }

    /// The name a spec's own files take: the spec file's name without `.json` (`cards.json` → `cards`),
    /// or `sectiongrid-DEMO` for a demo (as `w` names a demo's spec), a program's first file's name
    /// without `.swift`.
    public static func baseName(of source: SpecSource) -> String {
        switch source {
        case .file(let path):
            let name = URL(fileURLWithPath: path).lastPathComponent
            let base = name.lowercased().hasSuffix(".json") ? String(name.dropLast(5)) : name
            return base.isEmpty ? "sectiongrid" : base
        case .demo(let name): return "sectiongrid-" + name
        case .program(let files):
            let name = files.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
            let base = name.lowercased().hasSuffix(".swift") ? String(name.dropLast(6)) : name
            return base.isEmpty ? "sectiongrid" : base
        }
    }
}
