import SectionGridHost
import SectionLayout
import SectionSpec

/// What one run of the `sectiongrid` executable does, as parsed from its arguments by
/// `CommandLineParser`, and carried out by `SectionGridCLI.execute(_:output:error:)`.
public enum Command: Hashable, Sendable {
    /// `--help`, `-h`: print the usage.
    case help
    /// `--version`: print `sectiongrid <version>`.
    case version
    /// `frames SPEC.json [--direction …] [--viewport WxH]`: print the layout's frames as JSON.
    case frames(FramesOptions)
    /// `snapshot (SPEC.json | --demo NAME) --size COLSxROWS …`: print what the viewer would show.
    case snapshot(SnapshotOptions)
    /// `export swift (SPEC.json | --demo NAME) [--name TypeName] [--sample]`: print the layout as UIKit Swift.
    case exportSwift(ExportSwiftOptions)
    /// `export svg (SPEC.json | --demo NAME) [--offset X,Y] [--whole | --viewport] [--scheme S]`: print
    /// the layout as an SVG picture.
    case exportSVG(ExportSVGOptions)
    /// `import FILE.swift … [--entry NAME] …`: print the Swift files' layout as a spec.
    case importSwift(ImportOptions)
    /// `--list-demos`: print the built-in demos.
    case listDemos
    /// `--list-devices`: print the device presets with their numbers.
    case listDevices
    /// No subcommand: the interactive viewer on a spec file or a demo, on `device` (`--device`) when
    /// given.
    case viewer(SpecSource, device: Device? = nil)
    /// `sectiongrid FILE.swift … [--entry NAME] [--items …] [--device NAME] [--direction …]`: the
    /// interactive viewer on the user's Swift files, compiled and kept running as a layout host.
    case programViewer(SwiftFilesOptions, device: Device?, direction: Axis?)
}
