import SectionSpec

extension CommandLineParser {
    /// `--device NAME`, shared by every subcommand.
    static let deviceOption = OptionDefinition(
        "--device", value: "NAME",
        summary: "A device preset (--list-devices): its bounds, safe area, layout margins and scale replace the spec's.")

    /// The viewer's `--device NAME`: the same option, which there is how the spec is viewed, not an edit.
    static let viewerDeviceOption = OptionDefinition(
        "--device", value: "NAME",
        summary:
            "View the spec on a device preset (--list-devices); w keeps the file's own device values unless changed in the viewer."
    )

    /// The preset `--device` names, `nil` without the option; an unknown name is a usage error naming
    /// the nearest ones.
    static func device(_ parsed: ParsedArguments) throws(UsageError) -> Device? {
        guard let name = parsed.values["--device"] else { return nil }
        guard let device = DeviceCatalog.device(named: name) else {
            throw UsageError("--device: " + DeviceCatalog.unknownDeviceProblem(name))
        }
        return device
    }
}
