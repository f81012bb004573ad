import SectionLayout
import SectionSpec

extension ViewerMessage {
    /// The message as the message line shows it.
    public var text: String {
        switch self {
        case .unwrittenChanges: return "unwritten changes: \(keys ?? "")"
        case .stopsAtZero(let name): return "\(name) stops at 0: sizes and radii cannot be negative"
        case .stopsAtLimit(let name, let bound): return "\(name) stops at \(formatPoints(bound)): the most a spec allows"
        case .flowBackground(let covers, let header, let footer):
            guard let covers else { return "background: none" }
            return "background: covers the \(covers), \(header ? "over" : "not over") the header, "
                + "\(footer ? "over" : "not over") the footer"
        case .compositionalBackgrounds:
            return "compositional backgrounds always cover the whole section, header and footer"
        case .noColourSchemes: return "colour schemes do not apply: monochrome (NO_COLOR, or no colours)"
        case .colours(let name): return "colours: \(name)"
        case .appearance(let dark):
            return dark ? "appearance: dark (dynamic colours such as systemBackground show dark values)" : "appearance: light"
        case .nothingToUndo: return "nothing to undo"
        case .nothingToRedo: return "nothing to redo"
        case .undid(let label, let last): return "undid \(label)" + (last ? " (nothing more to undo)" : "")
        case .redid(let label): return "redid \(label)"
        case .reset(let name): return "reset to \(name)"
        case .reread(let name): return "re-read \(name) from disk"
        case .reloaded(let name): return "reloaded \(name)"
        case .imagesReloaded(let names): return "reloaded image " + names.map(JSONWriter.quoted).joined(separator: ", ")
        case .imagesNotLoaded(let lines): return lines.joined(separator: "; ")
        case .polling(let names): return "no file events for \(names.joined(separator: ", ")): looking once a second"
        case .inspectorLayout: return "inspector: the layout; \(keys ?? "")"
        case .inspectorSection: return "inspector: \(keys ?? "")"
        case .textInFile(let name): return "\(name) is text: \(keys ?? ""); the viewer reloads it"
        case .shownNotChanged(let name): return "\(name) is shown, not changed here"
        case .inspectorChanged(let group, let name, let value): return "\(keys ?? ""): \(group) \(name) = \(value)"
        case .stays(let name, let value): return "\(name) stays \(value): at the end of its range"
        case .noDeviceToRotate: return "no device to rotate: open with --device NAME, or give the spec a \"device\""
        case .rotated(let device, let orientation, let size, let safeArea):
            return "\(device), \(orientation): \(formatPoints(size.width))×\(formatPoints(size.height)) pt, safe area \(safeArea)"
        case .itemSelectionWithoutItems: return "item selection: \(keys ?? "")"
        case .itemSelectionOff: return "item selection off"
        case .noItemOnScreen: return "no item on screen"
        case .noItemSelected: return "no item selected: \(keys ?? "")"
        case .noItem(let path): return "no item \(path)"
        case .itemSelected(let path, let frame):
            return "\(keys ?? "") item \(path)" + (frame.map { " \($0) pt" } ?? "")
        case .noItemTowards(let direction, let path): return "no item \(direction.rawValue) of \(path)"
        case .deleted(let path, let emptied):
            return "\(keys ?? ""): deleted \(path)" + (emptied.map { "; section \($0) is empty" } ?? "")
        case .notInserted(let maximum): return "not inserted: a spec holds at most \(maximum) items"
        case .inserted(let path, let copy): return "\(keys ?? ""): inserted a copy of \(path) as \(copy)"
        case .cannotMove(let path, let direction): return "\(path) cannot move \(direction.rawValue): nothing beyond it"
        case .moved(let source, let destination, let changed):
            return changed
                ? "\(keys ?? ""): moved \(source) to \(destination)"
                : "moved \(source) to \(destination) (the items of a count are alike: the spec is unchanged)"
        case .staysWhereItIs(let path): return "\(path) stays where it is"
        case .dragging(let source, let destination):
            guard let destination else { return "\(source) stays where it is if let go here" }
            return "\(keys ?? "") to move \(source) to \(destination)"
        case .nothingThere: return "nothing there"
        case .element(let name, let frame, let row, let pinned):
            return "\(name) — frame \(frame) pt" + (row.map { " · row at \($0)" } ?? "") + (pinned ? " · pinned" : "")
        case .noOrthogonalRow: return "no orthogonally scrolling section in view"
        case .rowScrolled(let section, let position, let range, let nearest):
            return (nearest ? "nearest the middle: " : "") + "section \(section) row at \(position)"
                + " (\(formatPoints(range.lowerBound)) to \(formatPoints(range.upperBound)))"
        case .overview: return "\(keys ?? "") for boxes and labels: too many items on screen to draw one by one"
        case .wrote(let path): return "wrote \(path)"
        case .wroteBeside(let name, let readable, let path):
            return "\(name) \(readable ? "changed on disk" : "unreadable as a spec"): kept it, wrote \(path)"
        case .notSaved(let reason, let name, let action): return "not saved (\(reason)): \(name) unchanged; \(action)"
        case .exported(let path): return "exported \(path)"
        case .notExported(let reason): return "not exported: \(reason)"
        case .pictureWritten(let path, let size, let origin, let cutAt):
            return "picture written: \(path) (\(PointsFormat.text(size.width))×\(PointsFormat.text(size.height)) pt at "
                + "\(PointsFormat.text(origin.x)), \(PointsFormat.text(origin.y))"
                + (cutAt.map { "; cut short at \($0) elements" } ?? "") + ")"
        case .noPicture(let reason, let action): return "no picture written (\(reason)): \(action)"
        case .specError(let error): return "error: \(error); last good layout kept"
        case .changedOnDisk(let name): return "\(keys ?? ""): \(name) changed on disk"
        case .imageErrors(let errors): return "error: \(errors.joined(separator: "; ")); last good image kept"
        case .compiling(let files, let frame):
            let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            return "compiling \(files) file\(files == 1 ? "" : "s")… \(spinner[frame % spinner.count])"
        case .layingOut(let entry): return "laying out \(entry)…"
        case .programError(let first, let more, let kept):
            return first + (more > 0 ? " (+\(more))" : "") + (kept ? "; last good layout kept" : "")
        case .programOpened(let name): return "opened \(name)"
        case .recompiled(let name): return "recompiled \(name)"
        case .notForPrograms(let why): return why
        case .overridesAnswer(let property, let method):
            return "\(property): overrides what \(method) answers (the code's delegate)"
        case .notAProperty(let name): return "\(name) is not a UIKit property of your layout: not tweaked"
        case .wroteLiterals(let places): return "wrote " + places.joined(separator: ", ")
        case .pasteStatement(let statement, let location, let reason, let more, let wrote):
            // The whole statement is on the clipboard; the line shows where it goes, how it starts, and why.
            let written = wrote.isEmpty ? "" : "wrote \(wrote.joined(separator: ", ")); "
            let lines = statement.split(separator: "\n", omittingEmptySubsequences: false)
            let start = (lines.first.map(String.init) ?? "") + (lines.count > 1 ? " …" : "")
            let others = more > 0 ? " +\(more)" : ""
            return "\(written)copied\(others) to paste \(location): \(start) — \(reason)"
        }
    }
}
