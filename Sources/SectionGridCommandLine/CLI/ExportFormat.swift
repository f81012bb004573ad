import SectionSpec

/// One format of `sectiongrid export FORMAT (SPEC.json | --demo NAME) …`: its name, its options, and
/// how its arguments (the spec already named) become a command. Formats share the `export` subcommand:
/// adding one is a row of `CommandLineParser.exportFormats`, its options and its `Command` case.
public struct ExportFormat: Sendable {
    /// The word after `export` (`svg`).
    public var name: String
    /// One line for the usage.
    public var summary: String
    /// The options it accepts besides `--demo`.
    public var options: [OptionDefinition]
    /// Turns the parsed arguments (positionals after the format) and the spec they name into a command.
    public var build: @Sendable (ParsedArguments, SpecSource) throws(UsageError) -> Command
    /// Whether it draws Swift files too (its builder then reads them from the arguments).
    public var takesSwiftFiles = false

    /// Creates a format.
    public init(
        name: String, summary: String, options: [OptionDefinition], takesSwiftFiles: Bool = false,
        build: @escaping @Sendable (ParsedArguments, SpecSource) throws(UsageError) -> Command
    ) {
        self.takesSwiftFiles = takesSwiftFiles
        self.name = name
        self.summary = summary
        self.options = options
        self.build = build
    }
}
