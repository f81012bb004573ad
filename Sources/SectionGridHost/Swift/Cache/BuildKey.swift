/// The name of a compiled program in the cache: a SHA-256 of everything the binary depends on — the
/// files as compiled (names and bytes, the generated `main.swift` too), the compiler's arguments, the
/// compiler (its identity: path, inode, size, time) and SectionGrid's UIKit (the module's and the
/// library's identities). Change any of them and the key changes, so the cache never serves a binary
/// built from something else.
public struct BuildKey: Hashable, Sendable, CustomStringConvertible {
    /// 64 hexadecimal digits.
    public let hex: String

    /// Bumped when what goes into a binary changes in a way the inputs below do not show.
    static let formatVersion = "sectiongrid swift build 1"

    /// The key of `program` compiled by `compiler` with `arguments` against the files `dependencies`
    /// names (the module and library; `nil` identity: missing, hashed as such).
    init(program: ProgramSources, arguments: [String], compiler: FileIdentity?, dependencies: [FileIdentity?]) {
        var hash = SHA256()
        hash.field(Self.formatVersion)
        hash.field(compiler?.description ?? "no compiler")
        for dependency in dependencies { hash.field(dependency?.description ?? "missing") }
        hash.field(String(arguments.count))
        for argument in arguments { hash.field(argument) }
        hash.field(String(program.files.count))
        for file in program.files {
            hash.field(file.compiledName)
            hash.field(String(file.bytes.count))
            hash.update(file.bytes)
        }
        hash.field(String(program.main.count))
        hash.update(program.main)
        hex = hash.hex
    }

    public var description: String { hex }
}
