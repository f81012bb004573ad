/// Why a spec file could not be used: the file itself, its JSON, or its content.
public enum SpecLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read (missing, a directory, unreadable, too large).
    case file(path: String, problem: String)
    /// The file is not well-formed JSON.
    case syntax(file: String, JSONParseError)
    /// The JSON is not a valid spec.
    case spec(file: String, SpecError)

    /// The one-line message printed after `error: `:
    /// `layout.json: no such file`, `layout.json:3:7: expected ':' after the object key, got '='`,
    /// `layout.json: sections[2].itemSize.width: must be a finite number ≥ 0 (got -4)` — each names the
    /// file as it was given (`/dev/stdin` for a spec piped in that way).
    public var description: String {
        switch self {
        case .file(let path, let problem): return "\(path): \(problem)"
        case .syntax(let file, let error): return "\(file):\(error)"
        case .spec(let file, let error): return error.description(in: file)
        }
    }
}
