import Foundation
import SectionGridViewer
import SectionSpec

/// Writes the viewer's spec (`w`) without ever losing a file, changing only what was tweaked.
///
/// - What is written is `SpecDocument.text(for:)`: the file's own text with only the changed values
///   rewritten (a demo's first write is the whole spec).
/// - A spec file is replaced atomically (`AtomicFile`), keeping its permissions; through a symbolic
///   link the link's target is replaced and the link kept — unless the file changed on disk since it
///   was loaded (or last written), or cannot be read as a spec now (unreadable, a folder, too large):
///   then it is left alone and the spec goes to a free sibling, `NAME.sectiongrid.json`, which later
///   writes keep using. A file that is gone is written again.
/// - A demo is written to a new file, `sectiongrid-DEMO.json` in the current folder (never over an
///   existing file), which later writes keep using.
/// - A failed write leaves every file as it was and says why.
/// - Changes the viewer ends with unasked (a hang-up, SIGTERM) are kept beside the file, never over it
///   (`keep(_:over:)`).
public struct SpecSaver {
    /// Where the next write goes (`nil` until a demo is first written).
    private var target: String?
    /// The spec file (`nil` for a demo).
    private let file: String?
    /// The first file name for a demo.
    private let demoPath: () -> String

    /// A saver for a spec loaded from `source` (demos are written to `demoFolder`).
    public init(source: SpecSource, demoFolder: String = FileManager.default.currentDirectoryPath) {
        switch source {
        case .file(let path):
            target = path
            file = path
            demoPath = { path }
        case .demo(let name):
            file = nil
            demoPath = { SpecSaver.freePath(folder: demoFolder, stem: "sectiongrid-\(name)") }
        case .program:
            // A program's tweaks are written into its Swift files (`ProgramWriter`); kept unasked, they
            // go to a new spec beside its first file, `NAME.sectiongrid.json`.
            file = nil
            let sibling = SiblingFile(source: source, demoFolder: demoFolder)
            let stem = SiblingFile.baseName(of: source) + ".sectiongrid"
            demoPath = { SpecSaver.freePath(folder: sibling.folder, stem: stem) }
        }
    }

    /// Writes `spec` over `saved`, the document the file held when it was last loaded or written.
    public mutating func save(_ spec: LayoutSpec, over saved: SpecDocument) -> SpecWriteOutcome {
        let bytes = spec.text(over: saved.text, holding: saved.spec) // the document writes itself
        let written = SpecDocument(spec: spec, text: bytes)
        guard let target else { return write(written, to: demoPath(), beside: nil) }
        // Something at the path that is not what was loaded — changed, or now unreadable, a folder, too
        // large — is left alone; a file that is gone is written again.
        let current = try? SpecFile.read(path: target)
        if FileManager.default.fileExists(atPath: target), current != saved.text {
            let name = (target as NSString).lastPathComponent
            return write(written, to: SpecSaver.siblingPath(of: target), beside: (name, readable: current != nil))
        }
        return write(written, to: target, beside: nil)
    }

    /// Writes `spec`, changes the viewer is ending with unasked (a hang-up, SIGTERM), where nothing the
    /// user did not write in this session is replaced: never over the spec file, but beside it as `w`
    /// does when the file changed on disk — a new `NAME.sectiongrid.json` (else `-2`, `-3`…, created
    /// atomically, never over a file), or the one `w` wrote this session while it still holds what `w`
    /// wrote. A demo goes where `w` writes it (`sectiongrid-DEMO.json` in the current folder, new).
    public mutating func keep(_ spec: LayoutSpec, over saved: SpecDocument) -> SpecWriteOutcome {
        guard let file, target == file else { return save(spec, over: saved) }
        let bytes = spec.text(over: saved.text, holding: saved.spec) // the document writes itself
        let url = URL(fileURLWithPath: file)
        let files = SiblingFile(source: .file(path: file))
        do {
            let path = try files.create(
                bytes, name: url.deletingPathExtension().lastPathComponent + ".sectiongrid",
                extension: "json")
            target = path
            return SpecWriteOutcome(
                path: path, message: .wrote(SpecSaver.displayPath(path)),
                document: SpecDocument(spec: spec, text: bytes))
        } catch {
            return SpecWriteOutcome(
                path: nil,
                message: .notSaved(
                    reason: error.reason, name: SpecSaver.displayPath(file),
                    action: error.action), document: nil)
        }
    }

    /// Writes `document` to `path`; `beside` names the file left alone (and whether it still reads as a
    /// spec) when `path` is its sibling.
    private mutating func write(_ document: SpecDocument, to path: String, beside: (name: String, readable: Bool)?)
        -> SpecWriteOutcome
    {
        do {
            try AtomicFile.write(document.text ?? [], to: path)
            target = path
            let shown = SpecSaver.displayPath(path)
            return SpecWriteOutcome(
                path: path, message: beside.map { .wroteBeside($0.name, readable: $0.readable, path: shown) } ?? .wrote(shown),
                document: document)
        } catch {
            let name = SpecSaver.displayPath(target ?? path)
            return SpecWriteOutcome(
                path: nil, message: .notSaved(reason: error.reason, name: name, action: error.action), document: nil)
        }
    }

    /// `path` relative to the current folder when it lies inside it (shorter in the status line).
    static func displayPath(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
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
