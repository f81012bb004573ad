import Foundation

/// A spec ready for a command or the viewer: its values, where it came from, and (for files) the bytes
/// read, so the viewer can tell whether the file changed before writing it back.
public struct LoadedSpec: Sendable {
    /// The spec.
    public var spec: LayoutSpec
    /// Where it came from.
    public var source: SpecSource
    /// The file's bytes as read (`nil` for demos).
    public var content: [UInt8]?
    /// The device the command line asked for (`--device`), `nil` for none: the spec is shown on it
    /// (`shownSpec`), while the file stays what it holds.
    public var device: Device?

    /// A spec with where it came from and, for files, the bytes read.
    public init(spec: LayoutSpec, source: SpecSource, content: [UInt8]?) {
        self.spec = spec
        self.source = source
        self.content = content
    }

    /// Reads, parses and decodes the spec file at `path`, keeping its bytes.
    public init(file path: String) throws(SpecLoadError) {
        let bytes = try SpecFile.read(path: path)
        self.init(spec: try SpecFile.decode(bytes, fileName: path), source: .file(path: path), content: bytes)
    }

    /// The built-in demo called `name`; `nil` when there is none.
    public init?(demo name: String) {
        guard let spec = BuiltInDemos.spec(named: name) else { return nil }
        self.init(spec: spec, source: .demo(name: name), content: nil)
    }

    /// The spec as shown: on the command line's device, when it gave one.
    public var shownSpec: LayoutSpec { device.map { spec.applying($0) } ?? spec }

    /// The spec with the file it was read from, as the viewer's write-back starts from it.
    public var document: SpecDocument { SpecDocument(spec: spec, text: content) }

    /// The folder relative image paths are taken from: the spec file's, or the current one for demos.
    public var folder: String {
        switch source {
        case .file(let path): return URL(fileURLWithPath: path).deletingLastPathComponent().path
        case .demo: return FileManager.default.currentDirectoryPath
        case .program(let files):
            return files.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
                ?? FileManager.default.currentDirectoryPath
        }
    }
}
