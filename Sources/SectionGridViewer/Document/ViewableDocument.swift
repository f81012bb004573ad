import SectionLayout
import SectionSpec

/// What a kind of document gives the viewer: the one place a new kind (a spec today; the user's Swift
/// files next) plugs in. The viewer's state, status bar, help, history names and inspector ask these
/// requirements, never which kind a document is; a kind's own differences (a spec's flow and
/// compositional engines) stay in its conformance (`SpecDocument/` for the spec).
///
/// A document is a value: every change returns or makes a new one, which `ViewerState.commit` records
/// for undo and compares with the saved one for the status bar's `*`.
///
/// - Lay out: `layout(viewport:)` at the bounds `viewport` on the current device, scroll direction
///   (`o`), layout direction (right to left) and appearance (`A`); `rotated()` for `R`.
/// - Be tweaked: `adjusting(_:by:)`, `value(of:)` and the background keys, per section or for all as
///   the `TweakSelection` says; `namesCompositionally` says which words name the tweaks.
/// - Be written: `text(over:holding:)`, the bytes `w` writes over what the file held.
/// - Be watched: `watchedFileNames`, the files besides its own whose saves the viewer reads again.
/// - Be shown: `namesCompositionally` for the status bar and the help, `inspectorGroups(section:item:keys:)`
///   for the inspector, `sectionCount` and `itemCount(inSection:)` for selecting sections and items. Its
///   name is its source's (`SpecSource.displayName`: the file or the demo).
///
/// Item edits (`x`, `n`, moves), undo's compact revisions and the inspector's edits are still a spec's
/// own (`LayoutSpec+Items`, `SpecRevision`, `InspectorEdit`); the viewer's document part holds a
/// `LayoutSpec`. A new kind conforms here first, then the document part holds the kind it opened.
public protocol ViewableDocument: Equatable, Sendable {
    // MARK: Lay out

    /// The layout at `viewport` (points; `nil`: the document's own bounds): every frame the screen, the
    /// clicks, the item selection and the pictures use.
    func layout(viewport: Size?) -> LayoutResult
    /// The bounds it lays out in (a device's, or its own), which the camera fits to the terminal.
    var viewport: Size { get }
    /// The scroll direction (`o` toggles it; the status bar's arrow).
    var scrollDirection: Axis { get set }
    /// Left to right or right to left (the status bar's `RTL`).
    var layoutDirection: LayoutDirection { get }
    /// Light or dark (`A` toggles it; the status bar's `dark`).
    var appearance: Appearance { get set }
    /// The content inset with the safe area the layout leaves around its content: where scrolling
    /// starts and ends.
    var adjustedContentInset: EdgeInsets { get }
    /// The document on its device turned the other way up (`R`); `nil` without a device.
    func rotated() -> Self?

    // MARK: Be tweaked

    /// True when its tweaks carry UIKit's compositional names (`contentInsets`, `interGroupSpacing`,
    /// leading and trailing edges) in the status bar, the help, the history and messages.
    var namesCompositionally: Bool { get }
    /// The document with the selected tweak parameter changed by `delta` points in the selection's
    /// scope (one section, or all), kept within the values it allows.
    func adjusting(_ selection: TweakSelection, by delta: Double) -> Self
    /// The selected parameter's value for the status bar, e.g. `10` or `(10, 36, 12, 36)`.
    func value(of selection: TweakSelection) -> String
    /// The document with the background cover cycled (section → items → none) in `scope` (`t`);
    /// itself when its backgrounds have no cover to choose.
    func cyclingCover(_ scope: TweakScope) -> Self
    /// The document with the backgrounds over the header (or footer) toggled in `scope` (`i`/`I`);
    /// itself when its backgrounds always cover them.
    func togglingInclusion(header: Bool, _ scope: TweakScope) -> Self
    /// What the message line says after a background key in `scope`.
    func backgroundSummary(_ scope: TweakScope) -> ViewerMessage

    // MARK: Be written and watched

    /// The bytes `w` writes for this document over `text`, the file's bytes as last read or written,
    /// which hold `saved` (`nil`: no file yet, a demo): that text with only what changed rewritten, so a
    /// `git diff` shows only what was tweaked.
    func text(over text: [UInt8]?, holding saved: Self) -> [UInt8]
    /// The files it reads besides its own (a spec's background images; a program's other sources),
    /// watched while the viewer runs so that a save shows.
    var watchedFileNames: [String] { get }

    // MARK: Be shown

    /// The number of sections (`[`/`]` step through them).
    var sectionCount: Int { get }
    /// The number of items in `section` (`nil` past the last section).
    func itemCount(inSection section: Int) -> Int?
    /// The inspector's groups of rows: the layout's values, then, when given, `section`'s (and its
    /// `item`'s), then the device's; `keys` says which values the saved file gives (`nil`: no file, so
    /// a value that differs from UIKit's default counts as given).
    func inspectorGroups(section: Int?, item: Int?, keys: SpecKeyPresence?) -> [InspectorGroup]
}
