/// Why Swift files could not be laid out. Problems with the files or the setup are errors (status 2, as
/// a bad spec's); the user's code failing while it runs — a trap, a crash, the time limit — is status 1.
public enum SwiftFilesError: Error, Hashable, Sendable {
    /// A file cannot be read.
    case file(String)
    /// No entry could be chosen.
    case entry(EntryError)
    /// SectionGrid's UIKit or the compiler is missing.
    case setup(String)
    /// The files do not compile: the compiler's errors, with the user's paths and lines.
    case compile([String])
    /// The compiled program failed.
    case run(HostRunError)

    /// The lines to print, each `error: …` (compiler errors as `FILE:LINE:COL: error: …`).
    public var lines: [String] {
        switch self {
        case .file(let message), .setup(let message): return ["error: " + message]
        case .entry(let error): return ["error: " + error.description]
        case .compile(let lines): return lines
        case .run(let error): return ["error: " + error.description]
        }
    }

    /// The exit status: 1 when the user's code failed as it ran, 2 for any other error.
    public var status: Int32 {
        if case .run = self { return 1 }
        return 2
    }
}
