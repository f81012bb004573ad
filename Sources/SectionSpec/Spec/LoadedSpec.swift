import Foundation

/// A spec ready for a command: its values, where it came from, and (for files) the bytes read, so the
/// viewer can tell whether the file changed before writing it back.
public struct LoadedSpec: Sendable {
    /// The spec.
    public var spec: LayoutSpec
    /// Where it came from.
    public var source: SpecSource
    /// The file's bytes as read (`nil` for demos).
    public var content: [UInt8]?

    /// Loads a spec file or a built-in demo.
    public static func load(_ source: SpecSource) throws(CommandError) -> LoadedSpec {
        switch source {
        case .file(let path):
            do {
                let bytes = try SpecFile.read(path: path)
                return LoadedSpec(spec: try SpecFile.decode(bytes, fileName: path), source: source, content: bytes)
            } catch {
                throw .load(error)
            }
        case .demo(let name):
            guard let spec = BuiltInDemos.spec(named: name) else { throw .usage(BuiltInDemos.unknown(name)) }
            return LoadedSpec(spec: spec, source: source, content: nil)
        }
    }

    /// The spec with the file it was read from, as the viewer's write-back starts from it.
    public var document: SpecDocument { SpecDocument(spec: spec, text: content) }

    /// The folder relative image paths are taken from: the spec file's, or the current one for demos.
    public var folder: String {
        switch source {
        case .file(let path): return URL(fileURLWithPath: path).deletingLastPathComponent().path
        case .demo: return FileManager.default.currentDirectoryPath
        }
    }
}
