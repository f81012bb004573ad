import Foundation
import SectionGridHost
import SectionGridHostProtocol
import SectionGridViewer
import SectionSpec

/// `w` on a Swift program: writes each tweak the user made of the code's values back into the source
/// where its value comes from one literal found without doubt (`SwiftWriteBack`), rewriting only those
/// number literals, each file atomically (`AtomicFile`: the rest of it byte for byte, its permissions
/// and a symbolic link to it kept). A tweak with no such literal is not written: the message line shows
/// the Swift statement to paste and where it would go, and the statement goes to the terminal's
/// clipboard (OSC 52) where the terminal allows.
struct ProgramWriter {
    /// The program's files, as given.
    let paths: [String]

    /// What a write did: the outcome for the state, and text for the clipboard (`nil`: none).
    struct Written {
        var outcome: SpecWriteOutcome
        var clipboard: String?
    }

    /// Writes the tweaks between what the files hold (`document.saved`) and the screen.
    func write(_ state: ViewerState) -> Written {
        let saved = state.document.saved.spec
        let tweaks = ProgramTweaks.between(saved, state.spec)
        let names = paths.map { ($0 as NSString).lastPathComponent }.joined(separator: " ")
        guard !tweaks.isEmpty else {
            return Written(
                outcome: SpecWriteOutcome(
                    path: nil, message: .notSaved(reason: "no tweaks", name: names, action: "tweak a value first"), document: nil),
                clipboard: nil)
        }
        var files: [SwiftSourceFile] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                return Written(
                    outcome: SpecWriteOutcome(
                        path: nil, message: .notSaved(reason: "cannot read \(path)", name: names, action: "nothing written"),
                        document: nil),
                    clipboard: nil)
            }
            files.append(SwiftSourceFile(path: path, bytes: [UInt8](data)))
        }
        let original = files
        var planned: [(change: PropertyChange, path: String, place: String)] = []
        var pastes: [(statement: String, location: String, reason: String)] = []
        for change in tweaks {
            switch SwiftWriteBack.plan(change, in: files) {
            case .rewrite(let path, let bytes, let line, let column):
                if let index = files.firstIndex(where: { $0.path == path }) { files[index].bytes = bytes }
                planned.append((change, path, "\((path as NSString).lastPathComponent):\(line):\(column)"))
            case .paste(let statement, let location, let reason):
                pastes.append((statement, location, reason))
            }
        }
        // Each file replaced atomically; a failure stops there, and says what was written before it.
        var writtenPaths: Set<String> = []
        var failure: (path: String, reason: String)?
        for (index, file) in files.enumerated() where file.bytes != original[index].bytes {
            do throws(AtomicFile.Failure) {
                try AtomicFile.write(file.bytes, to: file.path)
                writtenPaths.insert(file.path)
            } catch {
                failure = (file.path, error.description)
                break
            }
        }
        let written = planned.filter { writtenPaths.contains($0.path) }
        let places = written.map(\.place)
        // What the files hold now: the code's values with the written tweaks.
        let document = written.isEmpty ? nil : SpecDocument(spec: ProgramTweaks.applying(written.map(\.change), to: saved))
        if let failure {
            let action = places.isEmpty ? "nothing written" : "wrote " + places.joined(separator: ", ")
            return Written(
                outcome: SpecWriteOutcome(
                    path: document == nil ? nil : paths.first,
                    message: .notSaved(reason: failure.reason, name: failure.path, action: action), document: document),
                clipboard: nil)
        }
        guard let paste = pastes.first else {
            return Written(
                outcome: SpecWriteOutcome(path: paths.first, message: .wroteLiterals(places), document: document),
                clipboard: nil)
        }
        let statements = pastes.map(\.statement).filter { !$0.isEmpty }.joined(separator: "\n")
        return Written(
            outcome: SpecWriteOutcome(
                path: document == nil ? nil : paths.first,
                message: .pasteStatement(
                    paste.statement, location: paste.location, reason: paste.reason, more: pastes.count - 1, wrote: places),
                document: document),
            clipboard: statements.isEmpty ? nil : statements)
    }
}
