import SectionLayout
import SectionSpec

/// The file header's note on the device a spec was tuned for: its preset, bounds, safe area, layout
/// margins and screen scale. These are properties of the device, not of the layout — UIKit hands them to
/// the app at run time (`safeAreaInsets`, `layoutMargins`, `traitCollection.displayScale`) — so the code
/// sets none of them; the note says which device the spec's frames (`sectiongrid frames`) are on.
/// A spec with none of them (no device, no safe area, margins or scale) gets no note.
enum SwiftDeviceNote {
    static func lines(for spec: LayoutSpec) -> [String] {
        guard spec.device != nil || spec.safeAreaInsets != .zero || spec.layoutMargins != .zero || spec.screenScale != nil
        else { return [] }
        let device =
            spec.device.map { "the device `\($0.name)` (\($0.displayName)\($0.orientation == .landscape ? " on its side" : ""))" }
            ?? "a device"
        let scale = spec.screenScale.map { "screen scale \(SwiftLiteral.number($0))" } ?? "no screen scale"
        return [
            "",
            "Tuned for \(device): bounds \(SwiftLiteral.number(spec.viewport.width))×\(SwiftLiteral.number(spec.viewport.height)),",
            "safe area \(insets(spec.safeAreaInsets)), layout margins \(insets(spec.layoutMargins)), \(scale).",
            "Those belong to the device, not the layout: UIKit gives them to the app at run time, and this code",
            "sets none of them (insets are top, left, bottom, right, in points).",
        ]
    }

    private static func insets(_ insets: EdgeInsets) -> String {
        guard insets != .zero else { return "none" }
        return "(" + [insets.top, insets.left, insets.bottom, insets.right].map(SwiftLiteral.number).joined(separator: ", ") + ")"
    }
}
