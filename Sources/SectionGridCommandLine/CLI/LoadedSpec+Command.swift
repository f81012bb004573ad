import SectionSpec

extension LoadedSpec {
    /// Loads a spec file or a built-in demo for a command: a file that cannot be used is a load error,
    /// an unknown demo a usage error.
    public static func load(_ source: SpecSource) throws(CommandError) -> LoadedSpec {
        switch source {
        case .file(let path):
            do {
                return try LoadedSpec(file: path)
            } catch {
                throw .load(error)
            }
        case .demo(let name):
            guard let loaded = LoadedSpec(demo: name) else { throw .usage(BuiltInDemos.unknown(name)) }
            return loaded
        case .program(let files):
            // Swift files are compiled and run, not loaded as a spec (`SwiftFilesRun`, the viewer's `ProgramLink`).
            throw .viewer("\(files.joined(separator: " ")): Swift files are not a spec")
        }
    }
}
