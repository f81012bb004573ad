/// A command's arguments after generic parsing against its `SubcommandDefinition`: positionals in
/// order, and the options given (each at most once).
public struct ParsedArguments: Hashable, Sendable {
    /// The positional arguments, in order.
    public var positionals: [String]
    /// Option values by option name (`"--viewport": "320x480"`).
    public var values: [String: String]
    /// Flags given (`"--ansi"`).
    public var flags: Set<String>

    /// Creates parsed arguments.
    public init(positionals: [String] = [], values: [String: String] = [:], flags: Set<String> = []) {
        self.positionals = positionals
        self.values = values
        self.flags = flags
    }
}
