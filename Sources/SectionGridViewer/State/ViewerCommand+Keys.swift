// The commands as the keys, the session and the tests spell them: `.scroll(columns: 0, rows: 1)` is
// `.camera(.scroll(columns: 0, rows: 1))`. Each names one case of a part's command type.

extension ViewerCommand {
    /// Scroll by whole cells (`CameraCommand.scroll`).
    public static func scroll(columns: Int, rows: Int) -> Self { .camera(.scroll(columns: columns, rows: rows)) }
    /// Mouse-wheel notches (`CameraCommand.wheel`).
    public static func wheel(_ notches: Int) -> Self { .camera(.wheel(notches)) }
    /// Scroll by pages (`CameraCommand.scrollPages`).
    public static func scrollPages(_ pages: Double) -> Self { .camera(.scrollPages(pages)) }
    /// Jump to the start (`CameraCommand.scrollToStart`).
    public static var scrollToStart: Self { .camera(.scrollToStart) }
    /// Jump to the end (`CameraCommand.scrollToEnd`).
    public static var scrollToEnd: Self { .camera(.scrollToEnd) }
    /// Scroll an orthogonal row (`CameraCommand.scrollRow`).
    public static func scrollRow(_ direction: Int) -> Self { .camera(.scrollRow(direction)) }
    /// Zoom by levels (`CameraCommand.zoom`).
    public static func zoom(_ steps: Int) -> Self { .camera(.zoom(steps)) }
    /// Zoom 1× (`CameraCommand.resetZoom`).
    public static var resetZoom: Self { .camera(.resetZoom) }
    /// The terminal's new size (`CameraCommand.resize`).
    public static func resize(columns: Int, rows: Int) -> Self { .camera(.resize(columns: columns, rows: rows)) }

    /// The next tweak parameter (`TweakCommand.nextParameter`).
    public static var nextParameter: Self { .tweak(.nextParameter) }
    /// The previous tweak parameter (`TweakCommand.previousParameter`).
    public static var previousParameter: Self { .tweak(.previousParameter) }
    /// The edge tweaks change (`TweakCommand.chooseEdge`).
    public static func chooseEdge(_ edge: TweakEdge) -> Self { .tweak(.chooseEdge(edge)) }
    /// Change the selected parameter (`TweakCommand.adjust`).
    public static func adjust(_ delta: Double) -> Self { .tweak(.adjust(delta)) }
    /// The next or previous section for tweaks (`TweakCommand.selectSection`).
    public static func selectSection(_ step: Int) -> Self { .tweak(.selectSection(step)) }
    /// Tweak all sections (`TweakCommand.selectAllSections`).
    public static var selectAllSections: Self { .tweak(.selectAllSections) }
    /// Cycle the background cover (`TweakCommand.cycleCover`).
    public static var cycleCover: Self { .tweak(.cycleCover) }
    /// Backgrounds over the header (`TweakCommand.toggleIncludeHeader`).
    public static var toggleIncludeHeader: Self { .tweak(.toggleIncludeHeader) }
    /// Backgrounds over the footer (`TweakCommand.toggleIncludeFooter`).
    public static var toggleIncludeFooter: Self { .tweak(.toggleIncludeFooter) }

    /// Item selection on or off (`EditCommand.toggleItemSelection`).
    public static var toggleItemSelection: Self { .edit(.toggleItemSelection) }
    /// Select an item (`EditCommand.selectItem`).
    public static func selectItem(_ path: ItemPath?) -> Self { .edit(.selectItem(path)) }
    /// Delete the selected item (`EditCommand.deleteItem`).
    public static var deleteItem: Self { .edit(.deleteItem) }
    /// Copy the selected item (`EditCommand.insertItem`).
    public static var insertItem: Self { .edit(.insertItem) }
    /// Move the selected item a place (`EditCommand.moveItem`).
    public static func moveItem(_ direction: ScreenDirection) -> Self { .edit(.moveItem(direction)) }
    /// Move an item to a place (`EditCommand.moveItemTo`).
    public static func moveItemTo(_ source: ItemPath, destination: ItemPath) -> Self {
        .edit(.moveItemTo(source, destination: destination))
    }
    /// A mouse press (`EditCommand.click`).
    public static func click(column: Int, row: Int) -> Self { .edit(.click(column: column, row: row)) }
    /// The mouse moved with the button held (`EditCommand.drag`).
    public static func drag(column: Int, row: Int) -> Self { .edit(.drag(column: column, row: row)) }
    /// A moment of a drag at the edge (`EditCommand.dragTick`).
    public static var dragTick: Self { .edit(.dragTick) }
    /// The mouse button let go (`EditCommand.release`).
    public static func release(column: Int, row: Int) -> Self { .edit(.release(column: column, row: row)) }

    /// Toggle the scroll direction (`DocumentCommand.toggleDirection`).
    public static var toggleDirection: Self { .document(.toggleDirection) }
    /// Turn the device (`DocumentCommand.rotateDevice`).
    public static var rotateDevice: Self { .document(.rotateDevice) }
    /// Light or dark (`DocumentCommand.toggleAppearance`).
    public static var toggleAppearance: Self { .document(.toggleAppearance) }
    /// Read the file again (`DocumentCommand.reset`).
    public static var reset: Self { .document(.reset) }
    /// Write the document (`DocumentCommand.write`).
    public static var write: Self { .document(.write) }
    /// Export Swift (`DocumentCommand.exportSwift`).
    public static var exportSwift: Self { .document(.exportSwift) }
    /// Write a picture (`DocumentCommand.writePicture`).
    public static var writePicture: Self { .document(.writePicture) }

    /// Undo (`HistoryCommand.undo`).
    public static var undo: Self { .history(.undo) }
    /// Redo (`HistoryCommand.redo`).
    public static var redo: Self { .history(.redo) }

    /// Cycle the colour scheme (`ChromeCommand.cycleColorScheme`).
    public static var cycleColorScheme: Self { .chrome(.cycleColorScheme) }
    /// Show or hide the help (`ChromeCommand.toggleHelp`).
    public static var toggleHelp: Self { .chrome(.toggleHelp) }
    /// Repaint (`ChromeCommand.redraw`).
    public static var redraw: Self { .chrome(.redraw) }
    /// Leave (`ChromeCommand.quit`).
    public static var quit: Self { .chrome(.quit) }
    /// Esc (`ChromeCommand.closeOrQuit`).
    public static var closeOrQuit: Self { .chrome(.closeOrQuit) }

    /// Open or close the inspector (`InspectorCommand.toggle`).
    public static var toggleInspector: Self { .inspector(.toggle) }
}
