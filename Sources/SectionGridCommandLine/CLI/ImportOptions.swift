import SectionGridHost
import SectionLayout
import SectionSpec

/// The arguments of `sectiongrid import FILE.swift …`: the files and the device they are laid out on,
/// as `frames FILE.swift` takes them.
public struct ImportOptions: Hashable, Sendable {
    /// The Swift files, `--entry`, `--items`, `--swift-version`, `--timeout`.
    public var swift: SwiftFilesOptions
    /// `--viewport WxH` (else the device's bounds, else 375 × 667).
    public var viewport: Size?
    /// `--device NAME`: its bounds, safe area, layout margins and scale.
    public var device: Device?
    /// `--direction`: set on the layout.
    public var direction: Axis?
    /// `--appearance light|dark`: the traits the code sees.
    public var appearance: Appearance?

    public init(swift: SwiftFilesOptions) {
        self.swift = swift
    }
}
