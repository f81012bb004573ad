import SectionGridExport
import SectionGridHost
import SectionSpec

/// Why a `sectiongrid` run failed.
public enum CommandError: Error, Hashable, Sendable {
    /// The arguments do not parse.
    case usage(UsageError)
    /// The spec file could not be read, parsed or decoded.
    case load(SpecLoadError)

    /// The spec cannot be exported as Swift; `file` names it (`SpecSource.messageName`).
    case export(SwiftExportError, file: String)

    /// The interactive viewer could not run (no terminal, unknown `TERM`, …).
    case viewer(String)

    /// Swift files could not be laid out: they do not compile, have no entry, or their code failed as
    /// it ran (`SwiftFilesError.status` 1).
    case swift(SwiftFilesError)

    /// `import`: the Swift files' layout is not a spec (it computes its own elements, or is a layout of
    /// its own); the message names the override where it was found. Status 1.
    case notASpec(String)

    /// The one-line message printed after `error: `.
    public var message: String {
        switch self {
        case .usage(let error): return error.description
        case .load(let error): return error.description
        case .export(let error, let file): return error.description(in: file)
        case .viewer(let message): return message
        case .swift(let error): return error.lines.joined(separator: "\n")
        case .notASpec(let message): return message
        }
    }
}
