/// Undo and redo of the spec's changes.
public enum HistoryCommand: Hashable, Sendable {
    /// Undo the last change of the spec: a tweak, an item edit, `o`, `r` or a reload.
    case undo
    /// Redo the last undone change.
    case redo
}

extension ViewerState {
    /// The history's reducer.
    mutating func reduce(_ command: HistoryCommand) {
        switch command {
        case .undo: undo()
        case .redo: redo()
        }
    }
}
