import SectionLayout

/// Everything the message line can say — the one list of them, so a test can show each at 80 columns.
/// A message with keys to press says them first and keeps its prose short, so a narrow terminal cuts
/// the prose, never the keys (`keys` names them).
public enum ViewerMessage: Hashable, Sendable {
    // Quitting, tweaks, colours.
    /// `q` or Esc met changes written nowhere.
    case unwrittenChanges
    /// A size or radius (`name`) went no lower than 0.
    case stopsAtZero(String)
    /// An inset, margin or spacing (`name`) reached what a spec allows (`bound`, ±10000000).
    case stopsAtLimit(String, bound: Double)
    /// A flow background's settings now: what it covers (`nil`: none), and over header and footer.
    case flowBackground(covers: String?, header: Bool, footer: Bool)
    /// `t`, `i` or `I` in a compositional layout, whose backgrounds cover everything.
    case compositionalBackgrounds
    /// `c` in monochrome.
    case noColourSchemes
    /// The colour scheme `c` chose.
    case colours(String)
    /// The appearance `A` chose.
    case appearance(dark: Bool)
    // Undo, redo, reloads.
    case nothingToUndo, nothingToRedo
    /// `U` undid the change `label`; `last` when nothing more can be undone.
    case undid(String, last: Bool)
    /// Ctrl-R redid the change `label`.
    case redid(String)
    /// A demo's `r`: back to the demo `name`.
    case reset(String)
    /// `r` read the spec file `name` again.
    case reread(String)
    /// A save of the spec file `name` was shown.
    case reloaded(String)
    /// Saves of the background images named were shown.
    case imagesReloaded([String])
    /// The images that could not be loaded when the viewer opened, one line each.
    case imagesNotLoaded([String])
    /// No file events for these files (a file system without them, the watch limit reached): they are
    /// looked at once a second instead. Said once.
    case polling([String])
    // The inspector.
    case inspectorLayout, inspectorSection
    /// A text value (`name`: `title`, `image`) the inspector shows but does not change.
    case textInFile(String)
    /// A value (`name`) the inspector shows but does not change.
    case shownNotChanged(String)
    /// The inspector changed `name` of group `group` to `value`.
    case inspectorChanged(group: String, name: String, value: String)
    /// A value (`name`) at the end of its range stays `value`.
    case stays(name: String, value: String)
    // The device.
    case noDeviceToRotate
    /// `R` turned `device` to `orientation`: its bounds `size` and safe area `safeArea`.
    case rotated(device: String, orientation: String, size: Size, safeArea: EdgeInsets)
    // Items.
    case itemSelectionWithoutItems, itemSelectionOff, noItemOnScreen, noItemSelected
    case noItem(ItemPath)
    /// The item selected, and its frame (when it has one).
    case itemSelected(ItemPath, frame: Rect?)
    case noItemTowards(ScreenDirection, of: ItemPath)
    /// `x` deleted an item; `emptied` is its section when that is now empty.
    case deleted(ItemPath, emptied: Int?)
    /// `n` would go past the most items a spec holds.
    case notInserted(maximum: Int)
    case inserted(ItemPath, copy: ItemPath)
    case cannotMove(ItemPath, ScreenDirection)
    /// An item moved; `changed` is false within a count's alike items.
    case moved(ItemPath, to: ItemPath, changed: Bool)
    case staysWhereItIs(ItemPath)
    /// A drag's drop place under the pointer (`nil`: none there).
    case dragging(ItemPath, to: ItemPath?)
    // The elements on screen.
    case nothingThere
    /// A click's element: its name, layout frame, where its orthogonal row is, whether it is pinned.
    case element(String, frame: Rect, row: String?, pinned: Bool)
    case noOrthogonalRow
    /// `H`/`L` scrolled section `section`'s row to `position`, in `range`; `nearest` when no section
    /// was selected and it is the row nearest the middle.
    case rowScrolled(section: Int, position: String, range: ClosedRange<Double>, nearest: Bool)
    /// The screen holds too many items to draw one by one.
    case overview
    // Files.
    /// `w` wrote the spec to `path`.
    case wrote(String)
    /// `w` left the spec file `name` alone — changed on disk, or (`readable` false) not a spec now —
    /// and wrote `path` beside it.
    case wroteBeside(String, readable: Bool, path: String)
    /// A write failed: the system's `reason`, the file `name` left as it was, the step that failed.
    case notSaved(reason: String, name: String, action: String)
    case exported(String)
    /// An export the spec cannot be written as (`reason`), or a file that could not be created.
    case notExported(String)
    /// `p` wrote `path`, a picture of `size` at `origin`, cut short after `cutAt` elements if it was.
    case pictureWritten(String, size: Size, origin: Point, cutAt: Int?)
    case noPicture(reason: String, action: String)
    // Lines about the files that stay until their state changes (`ViewerChrome.fileNotice`).
    /// The spec file does not decode now (`error`).
    case specError(String)
    /// The spec file `name` changed on disk while the screen differs from it.
    case changedOnDisk(String)
    /// Background images that cannot be used now, one error each.
    case imageErrors([String])
    // A Swift program.
    case compiling(files: Int, frame: Int)
    case layingOut(String)
    case programError(String, more: Int, keptLayout: Bool)
    case programOpened(String)
    case recompiled(String)
    case notForPrograms(String)
    case overridesAnswer(property: String, method: String)
    case notAProperty(String)
    case wroteLiterals([String])
    case pasteStatement(String, location: String, reason: String, more: Int, wrote: [String])

    /// The keys a message tells of, as its text says them (`nil`: none).
    public var keys: String? {
        switch self {
        case .unwrittenChanges: return "w writes them, q quits without them, any other key stays"
        case .inspectorLayout: return "click a section or ] for its values too"
        case .inspectorSection: return "↑↓ choose a value, ←→ a group, + - > < change it, Enter closes"
        case .textInFile: return "w your changes, then edit it in the file"
        case .inspectorChanged, .deleted, .inserted: return "U undoes"
        case .moved(_, _, let changed): return changed ? "U undoes" : nil
        case .itemSelectionWithoutItems: return "the arrows scroll until an item is on screen"
        case .itemSelected: return "x deletes, n copies, Shift-arrows move"
        case .noItemSelected: return "click one, or s and the arrows"
        case .dragging(_, let destination): return destination == nil ? nil : "let go"
        case .overview: return "z zooms in"
        case .changedOnDisk: return "w writes yours beside it, r re-reads it (U undoes)"
        default: return nil
        }
    }
}
