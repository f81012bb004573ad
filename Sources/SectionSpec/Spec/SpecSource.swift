/// Where the viewer's spec came from, which decides where `w` writes.
public enum SpecSource: Hashable, Sendable {
    /// A spec file; `w` writes back to it.
    case file(path: String)
    /// A built-in demo; `w` writes a new file named after it in the current folder.
    case demo(name: String)
    /// A user's Swift files, compiled and run (`sectiongrid FILE.swift …`): `w` writes tweaks back into
    /// their source.
    case program(files: [String])

    /// How the status bar names it.
    public var displayName: String {
        switch self {
        case .file(let path): return path.split(separator: "/").last.map(String.init) ?? path
        case .demo(let name): return "demo \(name)"
        case .program(let files):
            return files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: " ")
        }
    }

    /// How messages name it before a problem in it: the file's path as given (`specs/my.json`,
    /// `/dev/stdin` for a spec piped in), or `demo cards`.
    public var messageName: String {
        switch self {
        case .file(let path): return path
        case .demo(let name): return "demo \(name)"
        case .program(let files): return files.joined(separator: " ")
        }
    }
}
