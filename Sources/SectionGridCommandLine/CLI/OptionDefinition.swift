/// One option a command accepts: `--direction vertical|horizontal`, or a flag such as `--ansi`.
public struct OptionDefinition: Hashable, Sendable {
    /// The option as typed, with its dashes: `--direction`.
    public var name: String
    /// What its value looks like in the usage (`WxH`), or `nil` for a flag that takes no value.
    public var valueName: String?
    /// One line for the usage.
    public var summary: String

    /// Creates an option definition.
    public init(_ name: String, value valueName: String? = nil, summary: String) {
        self.name = name
        self.valueName = valueName
        self.summary = summary
    }

    /// `--direction vertical|horizontal` or `--ansi`.
    public var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
}
