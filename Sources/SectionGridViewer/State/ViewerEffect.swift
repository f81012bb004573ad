/// What the run loop must do after a command, beyond redrawing.
public enum ViewerEffect: Hashable, Sendable {
    /// Nothing more.
    case none
    /// End the viewer (exit status 0).
    case quit
    /// Write `ViewerState.spec` to the spec's file (see `SpecSaver`), then report with `didWrite`.
    case write
    /// Write the layout as UIKit Swift code (see `SwiftFileExporter`), then report with `didExport`.
    case exportSwift
    /// Write a picture of what the screen shows (see `PictureFileWriter`), then report with `didExport`.
    case writePicture
    /// Repaint the whole screen, not only what changed.
    case redraw
    /// Read the spec file again (`r`), then hand it over with `reload(_:label:)` — or its error with
    /// `show(fileProblem:)`.
    case reload
}
