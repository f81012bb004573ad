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
    /// Turn the spec's device the other way up (portrait ⇄ landscape), keeping the same place in view.
    case rotateDevice
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
    /// Switch the spec's `appearance` between light and dark (dynamic colours show UIKit's values for it).
    case toggleAppearance
    /// Zoom in (positive) or out (negative) by this many levels of 1.25ⁿ (`ViewerCamera.zoom(_:steppedBy:)`).
    case zoom(Int)
    /// Zoom back to exactly 1×, keeping the place (`0`).
    case resetZoom
    /// Re-read the spec file from disk, dropping unwritten changes (a demo: back to the demo).
    case reset
    /// Undo the last change of the spec: a tweak, an item edit, `o`, `r` or a reload.
    case undo
    /// Redo the last undone change.
    case redo
    /// Turn item selection on or off: while it is on, the arrows (and `h j k l`) move the selection.
    case toggleItemSelection
    /// Select an item (`nil`: none), bringing it into view.
    case selectItem(ItemPath?)
    /// Delete the selected item.
    case deleteItem
    /// Insert a copy of the selected item right after it.
    case insertItem
    /// Move the selected item one place on screen (Shift and an arrow), into the next section at its ends.
    case moveItem(ScreenDirection)
    /// Move an item to `destination` (its place once taken out of its own section, as
    /// `LayoutSpec.movingItem(_:to:)` says): what a drop does.
    case moveItemTo(ItemPath, destination: ItemPath)
    /// Write the current settings to the spec file.
    case write
    /// Write the layout as UIKit Swift code next to the spec (the host's `SwiftFileExporter`).
    case exportSwift
    /// Write a picture (SVG) of what the screen shows next to the spec (the host's `PictureFileWriter`).
    case writePicture
    /// Open or close the inspector: every value of the layout and the selected section (`InspectorModel`).
    case toggleInspector
    /// Show or hide the key help.
    case toggleHelp
    /// Repaint the whole screen (after something else wrote to the terminal).
    case redraw
    /// Leave the viewer.
    case quit
    /// Close the key help when it is open, else leave the viewer (Esc).
    case closeOrQuit
    /// Select the element under a cell of the screen (a mouse press; on an item it starts a drag).
    case click(column: Int, row: Int)
    /// The mouse moved to a cell with the button held: the dragged item's drop place follows it.
    case drag(column: Int, row: Int)
    /// A moment passed with the mouse button held during a drag (the run loop sends it while the pointer
    /// rests at the layout area's edge): the layout scrolls on a step, as for a motion there.
    case dragTick
    /// The mouse button was let go over a cell: a dragged item is dropped there.
    case release(column: Int, row: Int)
    /// The terminal is now this size.
    case resize(columns: Int, rows: Int)
    /// Something happened on disk: a save of the spec or an image seen, a file read or written
    /// (`FileEvent`, from the host's reloaders and writers).
    case file(FileEvent)
}
