import Foundation

/// Writes the viewer's spec (`w`) without ever losing a file: atomically, back to the file it was
/// loaded from — unless that file changed on disk since, in which case a sibling file is written and
/// the change is left alone. Demos are written to a new file in the current folder.
public struct SpecSaver {
    /// The outcome of a save: the file written (`nil` on failure) and a one-line message.
    public struct Outcome: Equatable, Sendable {
        /// The file now holding the spec.
        public var path: String?
        /// What happened, for the status line.
        public var message: String
    }

    /// The spec file's bytes as last read or written, to notice changes made by someone else.
    private var knownContent: [UInt8]?
    /// The folder demos are written to.
    private let demoFolder: String

    /// A saver for a spec loaded from `source`, whose file held `loadedContent` (`nil` for demos).
    public init(loadedContent: [UInt8]?, demoFolder: String = FileManager.default.currentDirectoryPath) {
        knownContent = loadedContent
        self.demoFolder = demoFolder
    }

    /// Writes `spec` where `source` says.
    public mutating func save(_ spec: LayoutSpec, source: SpecSource) -> Outcome {
        let bytes = Array(spec.jsonText.utf8)
        switch source {
        case .demo(let name):
            let path = SpecSaver.freePath(folder: demoFolder, stem: "sectiongrid-\(name)")
            return write(bytes, to: path, note: "wrote \(path)")
        case .file(let path):
            let current = try? SpecFile.read(path: path)
            if let current, current != knownContent {
                let sibling = SpecSaver.siblingPath(of: path)
                let name = (path as NSString).lastPathComponent
                return write(bytes, to: sibling, note: "\(name) changed on disk since it was loaded; kept it and wrote \(sibling)")
            }
            let outcome = write(bytes, to: path, note: "wrote \(path)")
            if outcome.path != nil { knownContent = bytes }
            return outcome
        }
    }

    private func write(_ bytes: [UInt8], to path: String, note: String) -> Outcome {
        do {
            try AtomicFile.write(bytes, to: path)
            return Outcome(path: path, message: note)
        } catch {
            return Outcome(path: nil, message: "not saved: \(path): \(error.description); the file is unchanged")
        }
    }

    /// `folder/stem.json`, or `stem-2.json`, `stem-3.json`… — the first that does not exist.
    static func freePath(folder: String, stem: String) -> String {
        var candidate = folder + "/" + stem + ".json"
        var number = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = folder + "/" + stem + "-\(number).json"
            number += 1
        }
        return candidate
    }

    /// A free sibling of `path`: `name.json` → `name.sectiongrid.json` (then `-2`, `-3`…).
    static func siblingPath(of path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let stem = url.deletingPathExtension().lastPathComponent
        return freePath(folder: folder, stem: stem + ".sectiongrid")
    }
}
