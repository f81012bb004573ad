/// The document as a whole: its scroll direction, device and appearance, reading it again, and what
/// the run loop writes of it.
public enum DocumentCommand: Hashable, Sendable {
    /// Toggle the scroll direction, keeping the same section in view.
    case toggleDirection
    /// Turn the spec's device the other way up (portrait ⇄ landscape), keeping the same place in view.
    case rotateDevice
    /// Switch the spec's `appearance` between light and dark (dynamic colours show UIKit's values for it).
    case toggleAppearance
    /// Re-read the spec file from disk, dropping unwritten changes (a demo: back to the demo).
    case reset
    /// Write the current settings to the spec file.
    case write
    /// Write the layout as UIKit Swift code next to the spec (`SwiftFileExporter`).
    case exportSwift
    /// Write a picture (SVG) of what the screen shows next to the spec (`PictureFileWriter`).
    case writePicture
}

extension ViewerState {
    /// The document's reducer: changes of the whole spec go through `commit` (`U` undoes them); reading
    /// and writing files are effects the run loop carries out.
    mutating func reduce(_ command: DocumentCommand) -> ViewerEffect {
        switch command {
        case .toggleDirection:
            commit("scroll direction", atLeadingEdge: true) { spec in
                var toggled = spec
                toggled.scrollDirection = spec.scrollDirection.toggled
                return toggled
            }
        case .rotateDevice:
            rotateDevice()
        case .toggleAppearance:
            commit("appearance") { spec in
                var toggled = spec
                toggled.appearance = spec.appearance.toggled
                return toggled
            }
            chrome.message = .appearance(dark: spec.appearance == .dark)
        case .reset:
            if case .file = source { return .reload }
            resetToOriginal()
            // A program's files are compiled again (`U` brings the dropped tweaks back).
            if case .program = source { return .reload }
        case .write: return .write
        case .exportSwift: return .exportSwift
        case .writePicture: return .writePicture
        }
        return .none
    }
}
