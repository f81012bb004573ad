import SectionLayout

extension CommandLineParser {
    /// `--appearance light|dark`, for the commands that draw colours (`snapshot`, `export svg`).
    static let appearanceOption = OptionDefinition(
        "--appearance", value: "light|dark",
        summary: "Show UIKit's dynamic colours (systemBackground, label, …) light or dark (default: the spec's appearance).")

    /// The `--appearance` value, `nil` when not given.
    static func appearance(_ parsed: ParsedArguments) throws(UsageError) -> Appearance? {
        guard let text = parsed.values["--appearance"] else { return nil }
        guard let appearance = Appearance(rawValue: text) else {
            throw UsageError("--appearance: must be light or dark (got \(quoted(text)))")
        }
        return appearance
    }
}
