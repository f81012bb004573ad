/// Everything the viewer can be asked to do; keys map to these (`KeyMap`), and `ViewerState.apply`
/// carries them out.
public enum ViewerCommand: Hashable, Sendable {
    /// Scroll by whole cells (positive: right / down).
    case scroll(columns: Int, rows: Int)
    /// Mouse-wheel notches (positive: towards the end), along the scroll axis: three rows a notch when
    /// scrolling vertically, six columns (the same points) when scrolling horizontally.
    case wheel(Int)
    /// Scroll by pages along the scroll axis (0.5: half a page).
    case scrollPages(Double)
    /// Jump to the start of the content.
    case scrollToStart
    /// Jump to the end of the content.
    case scrollToEnd
    /// Scroll the orthogonal row of the selected (or first visible) section by a page or group.
    case scrollRow(Int)
    /// Toggle the scroll direction, keeping the same section in view.
    case toggleDirection
    /// Choose the next / previous tweak parameter.
    case nextParameter, previousParameter
    /// Choose the edge that tweaks change.
    case chooseEdge(TweakEdge)
    /// Change the selected parameter by this many points.
    case adjust(Double)
    /// Select the next (+1) or previous (−1) section for tweaks.
    case selectSection(Int)
    /// Tweak all sections (layout-wide).
    case selectAllSections
    /// Cycle the background cover: section → items → none.
    case cycleCover
    /// Toggle backgrounds covering the header.
    case toggleIncludeHeader
    /// Toggle backgrounds covering the footer.
    case toggleIncludeFooter
    /// Cycle the colour scheme.
    case cycleColorScheme
    /// Zoom in (> 1) or out (< 1) by a factor.
    case zoom(Double)
    /// Back to the spec as loaded.
    case reset
    /// Write the current settings to the spec file.
    case write
    /// Write the layout as UIKit Swift code next to the spec (`SwiftFileExporter`).
    case exportSwift
    /// Show or hide the key help.
    case toggleHelp
    /// Repaint the whole screen (after something else wrote to the terminal).
    case redraw
    /// Leave the viewer.
    case quit
    /// Close the key help when it is open, else leave the viewer (Esc).
    case closeOrQuit
    /// Select the element under a cell of the screen.
    case click(column: Int, row: Int)
    /// The terminal is now this size.
    case resize(columns: Int, rows: Int)
}
