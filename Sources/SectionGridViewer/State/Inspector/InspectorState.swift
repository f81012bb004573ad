/// The inspector panel's own state: whether it is open, and the row under its cursor (an index into
/// `InspectorModel.rows`, clamped when the rows change).
public struct InspectorState: Hashable, Sendable {
    /// True while the panel is shown (Enter toggles it).
    public internal(set) var isOpen = false
    /// The row under the cursor.
    public internal(set) var cursor = 0
}

extension InspectorState {
    /// The cursor within the rows of `model`.
    func cursor(in model: InspectorModel) -> Int {
        Swift.min(Swift.max(0, model.rows.count - 1), Swift.max(0, cursor))
    }

    /// The panel's own reducer for the arrows while it is open: ↑↓ move the cursor a row, ←→ to the
    /// next or previous group of `model`'s rows; false for what is not the panel's to handle.
    mutating func moveCursor(_ command: CameraCommand, in model: InspectorModel) -> Bool {
        switch command {
        case .scroll(0, let rows) where rows != 0:
            cursor = Swift.min(Swift.max(0, model.rows.count - 1), Swift.max(0, cursor + rows))
        case .scroll(let columns, 0) where columns != 0:
            cursor = model.rowIndex(jumping: columns, from: self.cursor(in: model))
        default:
            return false
        }
        return true
    }
}
