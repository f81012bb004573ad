/// What one run of the `sectiongrid` executable does, as parsed from its arguments by
/// `CommandLineParser`, and carried out by `SectionGridCLI.execute(_:output:error:)`.
public enum Command: Hashable, Sendable {
    /// `--help`, `-h`: print the usage.
    case help
    /// `--version`: print `sectiongrid <version>`.
    case version
    /// `frames SPEC.json [--direction …] [--viewport WxH]`: print the layout's frames as JSON.
    case frames(FramesOptions)
    /// No subcommand: the interactive viewer, on a spec file or a built-in demo.
    ///
    /// Hook for the viewer issue: today only `sectiongrid` with no arguments produces this case (with
    /// both `nil`), and running it prints the usage. The viewer adds its positional `SPEC.json` and its
    /// `--demo NAME` option to `CommandLineParser.root`, and its runner to `SectionGridCLI.execute`.
    case viewer(specPath: String?, demo: String?)
}
