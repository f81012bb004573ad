/// What the run loop must do after a command, beyond redrawing: whatever needs doing on disk, which the
/// host (SectionGridSession's `ViewerSession`) carries out and reports back as `ViewerCommand.file`.
public enum ViewerEffect: Hashable, Sendable {
    /// Nothing more.
    case none
    /// End the viewer (exit status 0).
    case quit
    /// Write `ViewerState.spec` to the spec's file (the host's `SpecSaver`), then report with
    /// `FileEvent.specWritten`.
    case write
    /// Write the layout as UIKit Swift code (the host's `SwiftFileExporter`), then report with
    /// `FileEvent.fileWritten`.
    case exportSwift
    /// Write a picture of what the screen shows (the host's `PictureFileWriter`), then report with
    /// `FileEvent.fileWritten`.
    case writePicture
    /// Repaint the whole screen, not only what changed.
    case redraw
    /// Read the spec file again (`r`), then hand it over as `FileEvent.specReread` — or its error as
    /// `FileEvent.specUnreadable`.
    case reload
    /// The spec file holds the saved document again (a save of it seen, or read again): the next write
    /// goes to it, not to the sibling an earlier write went to.
    case specFileIsTarget
}
