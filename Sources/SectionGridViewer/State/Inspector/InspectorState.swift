/// The inspector panel's own state: whether it is open, and the row under its cursor (an index into
/// `InspectorModel.rows`, clamped when the rows change).
public struct InspectorState: Hashable, Sendable {
    /// True while the panel is shown (Enter toggles it).
    public internal(set) var isOpen = false
    /// The row under the cursor.
    public internal(set) var cursor = 0
}
