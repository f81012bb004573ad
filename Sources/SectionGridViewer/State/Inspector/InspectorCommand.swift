/// The inspector panel. While it is open it also takes the arrows, `+`/`-`, Esc and clicks on it
/// (`ViewerState.applyInInspector`).
public enum InspectorCommand: Hashable, Sendable {
    /// Open or close the inspector: every value of the layout and the selected section (`InspectorModel`).
    case toggle
}

extension ViewerState {
    /// The inspector's reducer.
    mutating func reduce(_ command: InspectorCommand) {
        switch command {
        case .toggle: toggleInspector()
        }
    }
}
