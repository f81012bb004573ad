/// Everything the parser and the usage text know about one command form: its name, positional
/// arguments, options, and how parsed arguments become a `Command`.
///
/// Adding a subcommand (`snapshot SPEC --size COLSxROWS [--ansi] …`) is adding one definition to
/// `CommandLineParser.subcommands`, a `Command` case and its runner; parsing, error messages and the
/// usage text follow from the table.
public struct SubcommandDefinition: Sendable {
    /// The word that selects it (`frames`); empty for the root form (`sectiongrid` alone).
    public var name: String
    /// Names of its required positional arguments, in order (`SPEC.json`).
    public var positionals: [String]
    /// Names of optional positional arguments that may follow the required ones.
    public var optionalPositionals: [String]
    /// One line for the usage.
    public var summary: String
    /// The options it accepts.
    public var options: [OptionDefinition]
    /// The forms the usage lists instead of this one (each of `export`'s formats); empty: this one.
    public var usageForms: [SubcommandDefinition]
    /// Whether the last optional positional may be several Swift files (`FILE.swift …`).
    public var takesSwiftFiles = false
    /// Turns the generically parsed arguments into a command, checking option values.
    public var build: @Sendable (ParsedArguments) throws(UsageError) -> Command

    /// Creates a definition.
    public init(
        name: String, positionals: [String], optionalPositionals: [String] = [], summary: String,
        options: [OptionDefinition], usageForms: [SubcommandDefinition] = [], takesSwiftFiles: Bool = false,
        build: @escaping @Sendable (ParsedArguments) throws(UsageError) -> Command
    ) {
        self.takesSwiftFiles = takesSwiftFiles
        self.name = name
        self.positionals = positionals
        self.optionalPositionals = optionalPositionals
        self.summary = summary
        self.options = options
        self.usageForms = usageForms
        self.build = build
    }

    /// `sectiongrid frames SPEC.json [--direction vertical|horizontal] [--viewport WxH]`.
    public var synopsis: String {
        (["sectiongrid"] + (name.isEmpty ? [] : [name]) + positionals + optionalPositionals.map { "[\($0)]" }
            + options.map { "[\($0.synopsis)]" })
            .joined(separator: " ")
    }
}
