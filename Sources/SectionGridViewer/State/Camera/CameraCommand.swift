import CellGrid

/// What the screen shows of the layout: scrolling, zoom and the terminal's size.
public enum CameraCommand: Hashable, Sendable {
    /// Scroll by whole cells (positive: right / down); while item selection is on, an arrow moves the
    /// selection instead (`EditCommand.moveSelection`).
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
    /// Zoom in (positive) or out (negative) by this many levels of 1.25ⁿ (`ViewerCamera.zoom(_:steppedBy:)`).
    case zoom(Int)
    /// Zoom back to exactly 1×, keeping the place (`0`).
    case resetZoom
    /// The terminal is now this size.
    case resize(columns: Int, rows: Int)
}

extension ViewerState {
    /// The camera's reducer: moves the viewport over the layout, or zooms and resizes keeping the place.
    mutating func reduce(_ command: CameraCommand) {
        let viewport = camera.viewport
        switch command {
        case .scroll(let columns, let rows):
            if items.isSelecting, let direction = ScreenDirection(columns: columns, rows: rows) {
                reduce(EditCommand.moveSelection(direction))
            } else {
                camera.viewport = viewport.scrolled(columns: columns, rows: rows, in: layout)
            }
        case .wheel(let notches):
            let steps = notches.multipliedReportingOverflow(by: 3).partialValue
            camera.viewport =
                spec.scrollDirection == .vertical
                ? viewport.scrolled(rows: steps, in: layout)
                : viewport.scrolled(columns: steps &* 2, in: layout)
            updateDrop()
        case .scrollPages(let pages):
            camera.viewport = viewport.scrolled(pages: pages, in: layout)
        case .scrollToStart:
            camera.viewport = viewport.scrolledToStart(in: layout)
        case .scrollToEnd:
            camera.viewport = viewport.scrolledToEnd(in: layout)
        case .scrollRow(let direction):
            scrollOrthogonalRow(by: direction)
        case .zoom(let steps):
            let next = ViewerCamera.zoom(zoom, steppedBy: steps)
            keepingPlace(.centre) { $0.camera.zoom = next }
        case .resetZoom:
            keepingPlace(.centre) { $0.camera.zoom = 1 }
        case .resize(let columns, let rows):
            keepingPlace(.leading) { $0.screenSize = (Swift.max(0, columns), Swift.max(0, rows)) }
        }
    }
}
