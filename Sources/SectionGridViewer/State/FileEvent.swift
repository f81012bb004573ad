import CellGrid
import SectionScene
import SectionSpec

/// What the host (SectionGridSession's reloaders and writers) saw or did on disk, handed to the state
/// as `ViewerCommand.file`: the one way files reach the viewer. The state never reads or writes a file;
/// it decides what an event means for the screen (`ViewerState.apply(_:)` for file events) and returns
/// what else must happen on disk as a `ViewerEffect`.
public enum FileEvent: Hashable, Sendable {
    /// A save of the spec file (named `name`) seen on disk, read and decoded as `document`; `images` are
    /// its background images read again when it names others than the state's (`nil`: keep those).
    case specSaved(SpecDocument, name: String, images: TextureCache?)
    /// The spec file (named `name`) read again on request (`r`), with its background images.
    case specReread(SpecDocument, name: String, images: TextureCache)
    /// The spec file cannot be read as a spec (missing, a folder, unreadable, too large, does not
    /// decode): its one-line error.
    case specUnreadable(String)
    /// Background images the shown spec names and the state lacked, now loaded (`names` of `textures`):
    /// drawn, without a word on the message line.
    case imagesAdded([String], TextureCache)
    /// Saves of background images (`names` of `textures`), read again: drawn, and the message line says so.
    case imagesReloaded([String], TextureCache)
    /// Background images that could not be loaded as the viewer opened, one `image "x.ppm": …` line each.
    case imagesNotLoaded([String])
    /// The watchers of these files poll (once a second) rather than hear of changes.
    case watchersPoll([String])
    /// Background images that cannot be used now, one `image "x.ppm": …` line each.
    case imagesUnusable([String])
    /// The images `imagesUnusable` named (these lines) can all be used again: their notice goes, if it
    /// still shows.
    case imagesUsable([String])
    /// The spec was written (`w`, or kept beside the file as the viewer ended unasked), or why not.
    case specWritten(SpecWriteOutcome)
    /// A file was written beside the spec (`e`'s Swift, `p`'s picture), or why not.
    case fileWritten(FileWriteOutcome)
    /// The Swift files (`files` of them) are compiling; `frame` turns the spinner.
    case programCompiling(files: Int, frame: Int)
    /// The program is compiled (or was in the cache) and lays `entry` out for the first time.
    case programStarting(entry: String)
    /// The program was compiled (again) and answered with the code's layout.
    case programLoaded(ProgramModel)
    /// The running program answered the current request (a tweak, a device, a direction).
    case programAnswered(ProgramPicture)
    /// The program could not be compiled or run: its errors, `FILE:LINE:COL: error: …` one a line.
    case programFailed([String])
    /// The program answered again after it failed as it ran (a trap, a time-out): its errors are gone.
    case programRecovered

    // A spec document has no hash of its own: events that hold one hash by their case and name, which
    // equal events share.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .specSaved(_, let name, _):
            hasher.combine(0)
            hasher.combine(name)
        case .specReread(_, let name, _):
            hasher.combine(1)
            hasher.combine(name)
        case .specUnreadable(let error):
            hasher.combine(2)
            hasher.combine(error)
        case .imagesAdded(let names, _):
            hasher.combine(3)
            hasher.combine(names)
        case .imagesReloaded(let names, _):
            hasher.combine(4)
            hasher.combine(names)
        case .imagesUnusable(let errors):
            hasher.combine(5)
            hasher.combine(errors)
        case .imagesUsable(let errors):
            hasher.combine(6)
            hasher.combine(errors)
        case .specWritten(let outcome):
            hasher.combine(7)
            hasher.combine(outcome.path)
            hasher.combine(outcome.message)
        case .fileWritten(let outcome):
            hasher.combine(8)
            hasher.combine(outcome.path)
            hasher.combine(outcome.message)
        case .imagesNotLoaded(let errors):
            hasher.combine(9)
            hasher.combine(errors)
        case .watchersPoll(let names):
            hasher.combine(10)
            hasher.combine(names)
        case .programCompiling(let files, let frame):
            hasher.combine(11)
            hasher.combine(files)
            hasher.combine(frame)
        case .programLoaded(let model):
            hasher.combine(12)
            hasher.combine(model.spec)
        case .programAnswered(let picture):
            hasher.combine(13)
            hasher.combine(picture.elements.elements.count)
        case .programFailed(let lines):
            hasher.combine(14)
            hasher.combine(lines)
        case .programStarting(let entry):
            hasher.combine(15)
            hasher.combine(entry)
        case .programRecovered:
            hasher.combine(16)
        }
    }
}
