/// A command line that does not parse: an unknown command or option, a missing or malformed value.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `unknown option "--directon" for frames, did you mean "--direction"?`.
    public var message: String

    /// Creates a usage error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message followed by a pointer to the usage: `… (see sectiongrid --help)`.
    public var description: String { "\(message) (see sectiongrid --help)" }
}
